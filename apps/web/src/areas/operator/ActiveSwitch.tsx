import '@mantine/core/styles/Switch.layer.css';
import { Switch } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../lib/notify';
import { ConfirmDialog } from './ConfirmDialog';
import { failureText } from './serverErrors';

/** What an active switch calls: TanStack Query's mutation fits. */
interface ActiveMutation {
  isPending: boolean;
  mutateAsync: (attributes: { active: boolean }) => Promise<unknown>;
}

/**
 * Activates or deactivates a row (a city, a district) from its list: the switch shows the new state while the
 * call runs, then a pt-BR alert says what happened. With `confirmOff`, switching off asks first; switching on
 * never does.
 */
export function ActiveSwitch({
  label,
  active,
  mutation,
  activated,
  deactivated,
  confirmOff,
}: {
  /** The switch's accessible name ('Curitiba ativa'). */
  label: string;
  active: boolean;
  mutation: ActiveMutation;
  /** The success alerts. */
  activated: string;
  deactivated: string;
  confirmOff?: { title: string; text: string; confirmLabel: string };
}) {
  const [confirming, setConfirming] = useState(false);
  const save = async (next: boolean) => {
    setConfirming(false);
    try {
      await mutation.mutateAsync({ active: next });
      notify({ type: 'success', message: next ? activated : deactivated });
    } catch (error) {
      notify({ type: 'error', message: failureText(error) });
    }
  };
  return (
    <>
      <Switch
        aria-label={label}
        checked={mutation.isPending ? !active : active}
        disabled={mutation.isPending}
        onChange={(event) => {
          if (event.currentTarget.checked || !confirmOff) void save(event.currentTarget.checked);
          else setConfirming(true);
        }}
      />
      {confirmOff && (
        <ConfirmDialog
          opened={confirming}
          title={confirmOff.title}
          text={confirmOff.text}
          confirmLabel={confirmOff.confirmLabel}
          confirmColor="red.9"
          onCancel={() => setConfirming(false)}
          onConfirm={() => void save(false)}
        />
      )}
    </>
  );
}
