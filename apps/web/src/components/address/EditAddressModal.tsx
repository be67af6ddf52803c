import '@mantine/core/styles/Modal.layer.css';
import { messages } from '@brilho/domain';
import { addressEdit } from '@brilho/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Address, districtLine, streetLine, useUpdateAddress } from '../../entities/address/api';
import { ApiError } from '../../lib/api/client';
import { notify } from '../../lib/notify';
import { editAddressTexts as t } from '../../words/edit-address';
import { MODAL_DEFAULTS } from '../modal';

type EditForm = z.input<typeof addressEdit>;
const FIELDS = ['name', 'complement', 'reference'] as const;

/** Renames an address and changes its complement and reference (the only attributes PATCH accepts). */
export function EditAddressModal({
  address,
  opened,
  onClose,
  onSaved,
}: {
  /** The address to edit; the modal shows nothing without one. */
  address: Address | null;
  opened: boolean;
  onClose: () => void;
  onSaved?: (address: Address) => void;
}) {
  return (
    <Modal opened={opened && address !== null} onClose={onClose} title={t.title} centered {...MODAL_DEFAULTS}>
      {address && <EditAddressForm key={address.id} address={address} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function EditAddressForm({
  address,
  onClose,
  onSaved,
}: {
  address: Address;
  onClose: () => void;
  onSaved?: (address: Address) => void;
}) {
  const update = useUpdateAddress();
  const { register, handleSubmit, formState, setError } = useForm<EditForm>({
    resolver: zodResolver(addressEdit),
    defaultValues: {
      name: address.name,
      complement: address.complement ?? '',
      reference: address.reference ?? '',
    },
  });

  const save = handleSubmit(async (values) => {
    const parsed = addressEdit.parse(values);
    try {
      const saved = await update.mutateAsync({ id: address.id, ...parsed });
      notify({ type: 'success', message: messages.places.addressUpdated });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const fields = error.fieldErrors();
        for (const field of FIELDS) if (fields[field]) setError(field, { message: fields[field] });
      }
      notify({ type: 'error', message: messages.places.addressUpdateFailed });
    }
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {streetLine(address)} · {districtLine(address)}
        </Text>
        <TextInput
          label={t.name}
          description="Ex.: Casa, Trabalho, Apartamento da praia"
          autoComplete="off"
          {...register('name')}
          error={formState.errors.name?.message}
        />
        <TextInput
          label="Complemento"
          autoComplete="address-line2"
          {...register('complement')}
          error={formState.errors.complement?.message}
        />
        <TextInput
          label={t.reference}
          {...register('reference')}
          error={formState.errors.reference?.message}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" onClick={onClose}>
            cancelar
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
