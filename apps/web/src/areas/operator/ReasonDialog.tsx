import { Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

/** What the console says when a block, suspension or refusal is confirmed without its reason. */
export const REASON_REQUIRED = 'Informe o motivo.';

/**
 * The console's confirmation (ConfirmDialog) of an act on an account (block, suspend, refuse…): the question and, when the
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
  const confirm = () => {
    onAttempt?.();
    if (needsReason && !reason.trim()) {
      setReasonError(REASON_REQUIRED);
      return;
    }
    onConfirm(needsReason ? reason.trim() : undefined);
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={title}
      text={text}
      confirmLabel={confirmLabel}
      confirmColor={confirmColor}
      busy={busy}
      failure={failure}
      onCancel={onCancel}
      onConfirm={confirm}
    >
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
    </ConfirmDialog>
  );
}
