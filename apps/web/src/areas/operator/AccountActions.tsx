import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../lib/notify';
import { ReasonDialog } from './ReasonDialog';
import { failureText } from './serverErrors';

/** One act on an account (validate, block, reactivate…): its button, its alert, and its confirmation. */
export interface AccountActionSpec {
  label: string;
  /** The success alert. */
  done: string;
  color: string;
  /** A filled button (the act that restores); the others are outlined. */
  filled?: boolean;
  /** The confirmation's text: without one, the act runs at the click. */
  confirm?: string;
  /** The confirmation's title, when it is not the screen's `titleOf`. */
  title?: string;
  /** The act says why (refuse, block, suspend): the person receives the reason by e-mail. */
  reason?: boolean;
}

/** What the actions call: TanStack Query's mutation fits. */
interface ActionMutation<Action extends string> {
  isPending: boolean;
  variables?: { action: Action } | undefined;
  mutateAsync: (input: { action: Action; reason?: string }) => Promise<unknown>;
}

/**
 * An account's actions on its detail page: a button each, those with `confirm` behind a ReasonDialog, a pt-BR
 * alert once done. With `waitInDialog` the dialog stays open (busy) while the call runs and shows a refusal in
 * place; without, it closes first and a refusal is an alert.
 */
export function AccountActions<Action extends string>({
  available,
  specs,
  mutation,
  reasonDescription,
  titleOf = (spec) => spec.title ?? '',
  failure = failureText,
  waitInDialog = false,
}: {
  /** The acts allowed now, in order. */
  available: readonly Action[];
  specs: Record<Action, AccountActionSpec>;
  mutation: ActionMutation<Action>;
  /** Who receives the reason, e.g. 'O cliente recebe este motivo por e-mail.'. */
  reasonDescription: string;
  titleOf?: (spec: AccountActionSpec) => string;
  /** The text of a refusal; by default the API's title or 'unexpected'. */
  failure?: (error: unknown) => string;
  waitInDialog?: boolean;
}) {
  const [asking, setAsking] = useState<Action | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const run = async (action: Action, reason?: string) => {
    setFailed(null);
    try {
      await mutation.mutateAsync({ action, ...(reason !== undefined ? { reason } : {}) });
      setAsking(null);
      notify({ type: 'success', message: specs[action].done });
    } catch (error) {
      const message = failure(error);
      if (waitInDialog && specs[action].confirm) setFailed(message);
      else notify({ type: 'error', message });
    }
  };
  const close = () => {
    setAsking(null);
    setFailed(null);
  };
  const spec = asking ? specs[asking] : null;
  return (
    <Group gap="xs">
      {available.map((action) => (
        <Button
          key={action}
          color={specs[action].color}
          variant={specs[action].filled ? 'filled' : 'outline'}
          // While a dialog waits, its own button spins instead.
          loading={
            mutation.isPending &&
            mutation.variables?.action === action &&
            !(waitInDialog && specs[action].confirm)
          }
          onClick={() => (specs[action].confirm ? setAsking(action) : void run(action))}
        >
          {specs[action].label}
        </Button>
      ))}
      <ReasonDialog
        opened={asking !== null}
        title={spec ? titleOf(spec) : ''}
        text={spec?.confirm}
        needsReason={spec?.reason === true}
        reasonDescription={reasonDescription}
        confirmLabel={spec?.label}
        confirmColor={spec?.color}
        {...(waitInDialog
          ? { busy: mutation.isPending, failure: failed, onAttempt: () => setFailed(null) }
          : {})}
        onCancel={close}
        onConfirm={(reason) => {
          if (!asking) return;
          if (!waitInDialog) setAsking(null);
          void run(asking, reason);
        }}
      />
    </Group>
  );
}
