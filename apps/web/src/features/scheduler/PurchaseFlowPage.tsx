// The scheduler ("Scheduler"): the beginning view asks where to clean; once the address is
// chosen, the scheduler shows the filters, the professionals and the confirmation.
import { messages } from '@brilho/domain';
import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AddressPickerModal } from '../../components/address/AddressPickerModal';
import { type Address, isServed, useAddresses } from '../../entities/address/api';
import { notify } from '../../lib/notify';
import { routes } from '../../lib/paths';
import { ADDRESS_PARAM } from '../../lib/purchaseFlowParams';
import { texts } from '../../words/scheduler';
import { Scheduler } from './Scheduler';

export function PurchaseFlowPage() {
  const [params, setParams] = useSearchParams();
  const chosenId = params.get(ADDRESS_PARAM);
  const [pickerOpened, picker] = useDisclosure(false);
  const addresses = useAddresses();
  // The address just picked (or created) shows at once, before the list is fetched again.
  const [picked, setPicked] = useState<Address | null>(null);
  const chosen = chosenId
    ? (addresses.data?.find((address) => address.id === chosenId) ??
      (picked?.id === chosenId ? picked : undefined))
    : undefined;

  const setChosen = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(ADDRESS_PARAM, id);
        else next.delete(ADDRESS_PARAM);
        return next;
      },
      { replace: true },
    );

  // An id that is not (or no longer) a servable address of this customer is dropped.
  useEffect(() => {
    if (!chosenId || !addresses.isSuccess || addresses.isFetching) return;
    const found = addresses.data.find((address) => address.id === chosenId);
    if (found && isServed(found)) return;
    notify({
      type: 'error',
      message: found ? messages.places.closedCity : messages.places.addressNotFound,
    });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ADDRESS_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [chosenId, addresses.isSuccess, addresses.isFetching, addresses.data, setParams]);

  const choose = (address: Address) => {
    setPicked(address);
    setChosen(address.id);
    picker.close();
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {routes['purchase-flow'].title}
        </Title>
        {chosenId && !chosen && addresses.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{messages.places.loadingAddresses}</Text>
          </Group>
        ) : chosenId && !chosen && addresses.isError ? (
          <Alert color="red" variant="light">
            {messages.places.addressesLoadFailed}
          </Alert>
        ) : chosen ? (
          <Scheduler address={chosen} onChangeAddress={picker.open} />
        ) : (
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="md" align="flex-start">
              <Text fz="lg" fw={600}>
                {messages.dashboard.question}
              </Text>
              <Text size="sm" c="dimmed">
                {texts.chooseAddress}
              </Text>
              <Button onClick={picker.open} w={{ base: '100%', sm: 'fit-content' }}>
                selecionar o local da limpeza
              </Button>
            </Stack>
          </Paper>
        )}
      </Stack>
      <AddressPickerModal opened={pickerOpened} onClose={picker.close} onSelect={choose} />
    </Container>
  );
}
