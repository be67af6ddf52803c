import { messages } from '@brilho/domain';
import { Alert, Box, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type Address, useAddresses, useDeleteAddress } from '../../entities/address/api';
import { ApiError } from '../../lib/api/client';
import { notify } from '../../lib/notify';
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

/** The API's own words for a refused delete (e.g. the 409 of an address in use), else ours. */
function deleteErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const first = error.errors[0];
    return first?.detail || first?.title || messages.places.addressDeleteFailed;
  }
  return messages.places.addressDeleteFailed;
}

/** 'Endereços' on the profile page: list, add (wizard), edit and remove. */
export function AddressesCard() {
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Address | null>(null);
  const [removing, setRemoving] = useState<Address | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notify({ type: 'success', message: messages.places.addressDeleted });
    } catch (error) {
      notify({ type: 'error', message: deleteErrorMessage(error) });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="enderecos"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz={20} id="enderecos">
            {t.title}
          </Title>
          <Button variant="light" onClick={() => setAdding(true)}>
            {t.add}
          </Button>
        </Group>
        {addresses.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{messages.places.loadingAddresses}</Text>
          </Group>
        ) : addresses.isError ? (
          <Alert color="red" variant="light">
            {messages.places.addressesLoadFailed}
          </Alert>
        ) : addresses.data.length === 0 ? (
          <Text c="dimmed">{messages.places.noAddresses}</Text>
        ) : (
          <Stack gap="sm" component="ul" className={classes.list} aria-label={t.yourAddresses}>
            {addresses.data.map((address) => (
              <Paper component="li" key={address.id} withBorder radius="md" p="md">
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Box className={classes.lines}>
                    <AddressLines address={address} />
                  </Box>
                  <Group gap={4} ml="auto">
                    <Button
                      variant="subtle"
                      size="sm"
                      onClick={() => setEditing(address)}
                      aria-label={t.edit(address.name)}
                    >
                      editar
                    </Button>
                    <Button
                      variant="subtle"
                      color="#c92a2a"
                      size="sm"
                      onClick={() => setRemoving(address)}
                      aria-label={t.removeOne(address.name)}
                    >
                      remover
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
      <AddressWizard opened={adding} onClose={() => setAdding(false)} onCreated={() => setAdding(false)} />
      <EditAddressModal opened={editing !== null} address={editing} onClose={() => setEditing(null)} />
      <LazyModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t.removeTitle}
        centered
        {...MODAL_DEFAULTS}
      >
        <Stack gap="md">
          <Text size="sm">
            {t.removeQuestion}
            <b>{removing?.name}</b>
            {t.removeQuestionEnd}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" onClick={() => setRemoving(null)}>
              cancelar
            </Button>
            <Button color="#c92a2a" onClick={confirmRemove} loading={remove.isPending}>
              {t.remove}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </Paper>
  );
}
