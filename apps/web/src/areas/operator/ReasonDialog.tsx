import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { AlertIcon } from '../../components/icons';
import { FormModal } from './components';

/** What the console says when a block, suspension or refusal is confirmed without its reason. */
export const REASON_REQUIRED = 'Informe o motivo.';

/**
 * The console's confirmation of an act on an account (block, suspend, refuse…): the question and, when the
 * act says why (the person receives the reason by e-mail), a required "Motivo". `onConfirm` hears the
 * trimmed reason (undefined when none is asked). The typed reason is forgotten when the dialog closes.
 * While `busy` (the call runs) it stays open; a `failure` shows in place.
 */
export function ReasonDialog({
  opened,
  title,
  text,
  needsReason,
  reasonDescription,
  confirmLabel,
  confirmColor,
  busy = false,
  failure,
  onAttempt,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  text?: string;
  needsReason: boolean;
  /** Who receives the reason, e.g. 'O cliente recebe este motivo por e-mail.'. */
  reasonDescription: string;
  confirmLabel?: string;
  confirmColor?: string;
  busy?: boolean;
  failure?: string | null;
  /** Each click on the confirm button, before the reason is checked (e.g. to clear a previous failure). */
  onAttempt?: () => void;
  onCancel: () => void;
  onConfirm: (reason: string | undefined) => void;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) return;
    setReason('');
    setReasonError(null);
  }, [opened]);
  const cancel = () => {
    if (!busy) onCancel();
  };
  const confirm = () => {
    onAttempt?.();
    if (needsReason && !reason.trim()) {
      setReasonError(REASON_REQUIRED);
      return;
    }
    onConfirm(needsReason ? reason.trim() : undefined);
  };
  return (
    <FormModal opened={opened} onClose={cancel} title={title}>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        {needsReason && (
          <Textarea
            label="Motivo"
            description={reasonDescription}
            required
            rows={3}
            maxLength={500}
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
          />
        )}
        {failure && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel} disabled={busy}>
            Voltar
          </Button>
          <Button color={confirmColor} loading={busy} onClick={confirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
