import { Button, Group, Stack, Text } from '@mantine/core';
import { LazyModal } from '../../components/LazyModal';
import { MODAL_DEFAULTS } from '../../components/modal';
import { texts } from '../../words/checkout';

function ConfirmDialog({
  opened,
  title,
  text,
  confirm,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirm: string;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <LazyModal opened={opened} onClose={onClose} title={title} centered {...MODAL_DEFAULTS}>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button onClick={onConfirm} data-autofocus>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}

/** The boleto needs a confirmation: its due date, and that the cleaning is confirmed after compensation. */
export function BoletoConfirmDialog({
  opened,
  dueDate,
  onClose,
  onConfirm,
  describe = texts.boletoConfirmText,
}: {
  opened: boolean;
  dueDate: string | null;
  onClose: () => void;
  onConfirm: () => void;
  /** The text for a known due date (a cycle's speaks of the cycle's cleanings). */
  describe?: (due: string) => string;
}) {
  return (
    <ConfirmDialog
      opened={opened}
      title={texts.boletoConfirmTitle}
      text={dueDate ? describe(dueDate) : texts.boletoConfirmTextNoDate}
      confirm={texts.boletoConfirm}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}

export function WalletConfirmDialog({
  opened,
  total,
  balance,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  total: number;
  balance: number;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      opened={opened}
      title={texts.walletConfirmTitle}
      text={texts.walletConfirmText(total, balance)}
      confirm={texts.walletConfirm}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}

/** Once per customer, on opening card payment: where the cards saved before the provider migration went. */
export function MigrationDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <LazyModal opened={opened} onClose={onClose} title={texts.migrationTitle} centered {...MODAL_DEFAULTS}>
      <Stack gap="md">
        <Text size="sm">{texts.migrationText}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {texts.migrationOk}
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}

const migrationKey = (userId: string) => `brilho-card-migration-notice:${userId}`;

/** Whether the migration dialog was already shown to this customer (in this browser). */
export function migrationNoticeSeen(userId: string): boolean {
  try {
    return window.localStorage.getItem(migrationKey(userId)) === '1';
  } catch {
    return false;
  }
}

export function markMigrationNoticeSeen(userId: string): void {
  try {
    window.localStorage.setItem(migrationKey(userId), '1');
  } catch {
    // Storage turned off: the dialog may show again next time.
  }
}
