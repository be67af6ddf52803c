import '@mantine/core/styles/Switch.layer.css';
import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { AlertIcon } from '../../components/icons';
import { notify } from '../../lib/notify';
import { failureText } from './ConsoleForm';
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
