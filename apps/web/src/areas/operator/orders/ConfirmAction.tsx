import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AlertIcon } from '../../../components/icons';
import { ApiError } from '../../../lib/api/client';
import { FormModal } from '../components';
import { TAG_TEXT } from './format';

/**
 * An operator action behind a confirm dialog: the button stays busy while the call runs (a second click
 * does nothing), and a refusal shows the API's pt-BR title in the dialog.
 */
export function ConfirmAction({
  label,
  title,
  message,
  confirmLabel,
  color = 'violet',
  variant = 'light',
  onConfirm,
  disabled,
  size = 'sm',
  ariaLabel,
}: {
  label: string;
  title: string;
  message: string;
  confirmLabel: string;
  color?: string;
  variant?: 'light' | 'filled' | 'outline' | 'default';
  onConfirm: () => Promise<unknown>;
  disabled?: boolean;
  size?: 'xs' | 'sm';
  /** The button's name when its label alone is ambiguous (one per table row); it starts with the label. */
  ariaLabel?: string;
}) {
  // Mantine's light and filled greens, yellows, oranges and reds miss AA contrast on white text or a light
  // background: the trigger is then a white button with the tone's dark text, the confirm button that dark.
  const quiet = color !== 'violet' && variant === 'light';
  const text = TAG_TEXT[color] ?? TAG_TEXT.gray!;
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setOpened(false);
    setError(null);
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setOpened(false);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Ocorreu um erro inesperado, tente novamente.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        color={color}
        variant={quiet ? 'default' : variant}
        c={quiet && !disabled ? text : undefined}
        size={size}
        aria-label={ariaLabel}
        onClick={() => setOpened(true)}
        disabled={disabled}
      >
        {label}
      </Button>
      <FormModal opened={opened} onClose={close} title={title}>
        <Stack gap="md">
          <Text size="sm">{message}</Text>
          {error && (
            <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              Voltar
            </Button>
            <Button color={color === 'violet' ? 'violet' : text} onClick={confirm} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </FormModal>
    </>
  );
}
