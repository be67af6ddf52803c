import { Button } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api/client';
import { ConfirmDialog } from '../ConfirmDialog';
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
  // ConfirmDialog does not close while busy.
  const close = () => {
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
      <ConfirmDialog
        opened={opened}
        title={title}
        text={message}
        confirmLabel={confirmLabel}
        confirmColor={color === 'violet' ? 'violet' : text}
        busy={busy}
        failure={error}
        onCancel={close}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
