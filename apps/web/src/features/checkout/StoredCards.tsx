import '@mantine/core/styles/Modal.layer.css';
import { MASKS, maskMaxLength } from '@brilho/domain/masks';
import { storedCardCvcSchema } from '@brilho/domain/schemas';
import { Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MaskedTextInput } from '../../components/MaskedTextInput';
import { MODAL_DEFAULTS } from '../../components/modal';
import { cardLabel, type StoredCard } from '../../entities/credit-card/api';
import { texts } from '../../words/checkout';
import { BackHeader } from './BackHeader';
import classes from './checkout.module.css';

/** Asks a stored card's CVC (payment rules: a stored-card payment sends it). */
function CvcModal({
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

/** The saved cards: 'Pagar agora' asks the CVC; 'Pagar com outro cartão' opens the new-card form. */
export function StoredCards({
  cards,
  loading,
  busy,
  onBack,
  onOtherCard,
  onPay,
}: {
  cards: StoredCard[];
  loading: boolean;
  busy: boolean;
  onBack: () => void;
  onOtherCard: () => void;
  onPay: (card: StoredCard, cvc: string) => void;
}) {
  const [asking, setAsking] = useState<StoredCard | null>(null);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="cartoes-salvos"
    >
      <Stack gap="md">
        <BackHeader title={texts.storedTitle} id="cartoes-salvos" onBack={onBack} />
        {loading ? (
          <Group gap="sm">
            <Loader size="sm" />
            <Text size="sm">{texts.storedLoading}</Text>
          </Group>
        ) : (
          <Stack gap="sm" component="ul" className={classes.cardList} aria-label={texts.storedTitle}>
            {cards.map((card) => (
              <Paper component="li" key={card.id} withBorder radius="md" p="md">
                <Group justify="space-between" gap="sm">
                  <Stack gap={0}>
                    <Text fw={700}>{cardLabel(card)}</Text>
                    {card.name && (
                      <Text size="sm" c="dimmed">
                        {card.name}
                      </Text>
                    )}
                  </Stack>
                  <Button
                    onClick={() => setAsking(card)}
                    disabled={busy}
                    aria-label={texts.payNowWith(cardLabel(card))}
                  >
                    {texts.payNow}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <Button variant="light" onClick={onOtherCard} disabled={busy}>
          {texts.otherCard}
        </Button>
      </Stack>
      <CvcModal
        card={asking}
        onClose={() => setAsking(null)}
        onPay={(card, cvc) => {
          setAsking(null);
          onPay(card, cvc);
        }}
      />
    </Paper>
  );
}
