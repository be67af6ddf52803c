import '@mantine/core/styles/Card.layer.css';
import { messages } from '@brilho/domain';
import { Alert, Button, Card, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { type Address, isServed, useAddresses } from '../../entities/address/api';
import { addressesTexts as t } from '../../words/addresses';
import { LazyModal } from '../LazyModal';
import { lazyDialog } from '../lazyDialog';
import { MODAL_DEFAULTS } from '../modal';
import { AddressLines } from './AddressLines';
import classes from './addresses.module.css';

// Adding or editing an address is rare on this screen: the wizard and the edit form (masks, validation,
// the map search) load when opened.
const AddressWizard = lazyDialog(() => import('./AddressWizard').then((m) => m.AddressWizard));
const EditAddressModal = lazyDialog(() => import('./EditAddressModal').then((m) => m.EditAddressModal));

export interface AddressPickerModalProps {
  opened: boolean;
  onClose: () => void;
  /** The address chosen (or just created); closed cities are never passed. */
  onSelect: (address: Address) => void;
}

type View = { kind: 'list' } | { kind: 'wizard' } | { kind: 'edit'; address: Address };

/**
 * 'Selecione o local da limpeza para continuar': the customer's addresses, each selectable unless its
 * city is no longer served, with edit and add-new. One dialog at a time: the wizard and the edit modal
 * take the list's place and give it back when closed.
 */
export function AddressPickerModal({ opened, onClose, onSelect }: AddressPickerModalProps) {
  const [view, setView] = useState<View>({ kind: 'list' });
  const phone = useMediaQuery('(max-width: 36em)');
  const toList = () => setView({ kind: 'list' });
  const close = () => {
    toList();
    onClose();
  };
  const select = (address: Address) => {
    toList();
    onSelect(address);
  };

  return (
    <>
      <LazyModal
        opened={opened && view.kind === 'list'}
        onClose={close}
        title={messages.places.pickerTitle}
        size="lg"
        fullScreen={phone}
        {...MODAL_DEFAULTS}
      >
        <AddressList
          onSelect={select}
          onEdit={(address) => setView({ kind: 'edit', address })}
          onAdd={() => setView({ kind: 'wizard' })}
        />
      </LazyModal>
      <AddressWizard opened={opened && view.kind === 'wizard'} onClose={toList} onCreated={select} />
      <EditAddressModal
        opened={opened && view.kind === 'edit'}
        address={view.kind === 'edit' ? view.address : null}
        onClose={toList}
      />
    </>
  );
}

function AddressList({
  onSelect,
  onEdit,
  onAdd,
}: {
  onSelect: (address: Address) => void;
  onEdit: (address: Address) => void;
  onAdd: () => void;
}) {
  const addresses = useAddresses();
  const addButton = (
    <Button variant="light" onClick={onAdd} fullWidth>
      {t.add}
    </Button>
  );

  if (addresses.isPending)
    return (
      <Group gap="sm" py="lg" justify="center" role="status">
        <Loader size="sm" />
        <Text size="sm">{messages.places.loadingAddresses}</Text>
      </Group>
    );
  if (addresses.isError)
    return (
      <Alert color="red" variant="light">
        {messages.places.addressesLoadFailed}
      </Alert>
    );

  return (
    <Stack gap="sm">
      {addresses.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {messages.places.noAddresses}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" className={classes.list} aria-label={t.yourAddresses}>
          {addresses.data.map((address) => {
            const served = isServed(address);
            return (
              <Card
                component="li"
                key={address.id}
                withBorder
                radius="md"
                p={0}
                className={classes.card}
                bg={served ? undefined : 'gray.0'}
              >
                <Group gap={0} wrap="nowrap" align="stretch">
                  <UnstyledButton
                    className={classes.select}
                    onClick={() => served && onSelect(address)}
                    disabled={!served}
                    aria-disabled={!served}
                    data-disabled={!served || undefined}
                  >
                    <AddressLines address={address} />
                  </UnstyledButton>
                  <Button
                    variant="subtle"
                    size="sm"
                    m="xs"
                    className={classes.edit}
                    onClick={() => onEdit(address)}
                    aria-label={t.edit(address.name)}
                  >
                    editar
                  </Button>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
      {addButton}
    </Stack>
  );
}
