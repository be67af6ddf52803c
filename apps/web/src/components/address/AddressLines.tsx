import { messages } from '@brilho/domain';
import { Stack, Text } from '@mantine/core';
import { type Address, districtLine, isServed, streetLine } from '../../entities/address/api';

/** An address as the customer reads it: name, street and number, complement, district – city/UF. */
export function AddressLines({ address }: { address: Address }) {
  return (
    <Stack gap={2}>
      <Text fw={700}>{address.name}</Text>
      <Text size="sm">{streetLine(address)}</Text>
      {address.complement && <Text size="sm">{address.complement}</Text>}
      <Text size="sm" c="dimmed">
        {districtLine(address)}
      </Text>
      {!isServed(address) && (
        <Text size="sm" fw={600} c="red.9">
          {messages.places.closedCity}
        </Text>
      )}
    </Stack>
  );
}
