import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AlertIcon } from '../../components/icons';
import { FormModal } from './components';

/**
 * The console's confirmation: a question in a dialog, 'Voltar' and the confirm button. While `busy` (the call
 * runs) it cannot be closed and the confirm button spins; a `failure` shows in place. `children` go between the
 * text and the failure (a reason to type).
 */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  confirmColor,
  busy = false,
  failure,
  onCancel,
  onConfirm,
  children,
}: {
  opened: boolean;
  title: string;
  text?: ReactNode;
  confirmLabel?: string;
  confirmColor?: string;
  busy?: boolean;
  failure?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <FormModal opened={opened} onClose={cancel} title={title}>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        {children}
        {failure && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel} disabled={busy}>
            Voltar
          </Button>
          <Button color={confirmColor} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
