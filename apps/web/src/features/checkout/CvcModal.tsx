import '@mantine/core/styles/Modal.layer.css';
import { MASKS, maskMaxLength } from '@brilho/domain/masks';
import { storedCardCvcSchema } from '@brilho/domain/schemas';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MaskedTextInput } from '../../components/MaskedTextInput';
import { MODAL_DEFAULTS } from '../../components/modal';
import { cardLabel, type StoredCard } from '../../entities/credit-card/api';
import { texts } from '../../words/checkout';

/** Asks a stored card's CVC (payment rules: a stored-card payment sends it). */
export function CvcModal({
  card,
  onClose,
  onPay,
}: {
  card: StoredCard | null;
  onClose: () => void;
  onPay: (card: StoredCard, cvc: string) => void;
}) {
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setCvc('');
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!card) return;
    const parsed = storedCardCvcSchema.safeParse(cvc);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setCvc('');
    setError(null);
    onPay(card, parsed.data);
  };
  return (
    <Modal opened={card !== null} onClose={close} title={texts.cvcTitle} centered {...MODAL_DEFAULTS}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{card ? texts.cvcText(cardLabel(card)) : ''}</Text>
          <MaskedTextInput
            mask={MASKS.cvc}
            label={texts.cvcLabel}
            value={cvc}
            onChange={(event) => setCvc(event.currentTarget.value)}
            error={error}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={maskMaxLength('cvc')}
            data-autofocus
            w={140}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" onClick={close}>
              {texts.cancel}
            </Button>
            <Button type="submit" disabled={cvc.length < 3}>
              {texts.confirmPayment}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
