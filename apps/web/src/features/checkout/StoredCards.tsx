import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { lazyDialog } from '../../components/lazyDialog';
import { cardLabel, type StoredCard } from '../../entities/credit-card/api';
import { texts } from '../../words/checkout';
import { BackHeader } from './BackHeader';
import classes from './checkout.module.css';

// The CVC check uses the domain's schemas (zod): the dialog loads when a saved card is chosen.
const CvcModal = lazyDialog(
  () => import('./CvcModal').then((m) => m.CvcModal),
  (props) => props.card !== null,
);

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
