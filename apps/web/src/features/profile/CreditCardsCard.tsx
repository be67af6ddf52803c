import { messages } from '@brilho/domain';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LazyModal } from '../../components/LazyModal';
import { lazyDialog } from '../../components/lazyDialog';
import { MODAL_DEFAULTS } from '../../components/modal';
import { cardLabel, type StoredCard, useCreditCards, useRemoveCard } from '../../entities/credit-card/api';
import { notify } from '../../lib/notify';
import { cardsTexts as t } from '../../words/profile';

const text = messages.payments.savedCards;

// Renaming uses the domain's schemas (zod): the dialog loads when a card is being renamed (decision 0121).
const RenameModal = lazyDialog(
  () => import('./RenameCardModal').then((m) => m.RenameCardModal),
  (props) => props.card !== null,
);

/** 'Cartões de Crédito' on the profile page: the saved cards, rename and remove. */
export function CreditCardsCard() {
  const cards = useCreditCards();
  const remove = useRemoveCard();
  const [renaming, setRenaming] = useState<StoredCard | null>(null);
  const [removing, setRemoving] = useState<StoredCard | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notify({ type: 'success', message: text.removed });
    } catch {
      notify({ type: 'error', message: text.removeFailed });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="cartoes">
      <Stack gap="md">
        <Title order={2} fz={20} id="cartoes">
          {t.title}
        </Title>
        {cards.isPending ? (
          <Group gap="sm">
            <Loader size="sm" />
            <Text size="sm">{t.loading}</Text>
          </Group>
        ) : cards.isError ? (
          <Alert color="red" variant="light">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{text.fetchError}</Text>
              <Button
                size="sm"
                variant="light"
                onClick={() => void cards.refetch()}
                loading={cards.isFetching}
              >
                tentar novamente
              </Button>
            </Stack>
          </Alert>
        ) : cards.data.length === 0 ? (
          <Text c="dimmed">{text.empty}</Text>
        ) : (
          <Stack
            gap="sm"
            component="ul"
            aria-label={t.yourCards}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {cards.data.map((card) => (
              <Paper component="li" key={card.id} withBorder radius="md" p="md">
                <Group justify="space-between" align="center" gap="xs">
                  <Stack gap={0}>
                    <Text fw={700}>{cardLabel(card)}</Text>
                    {card.name && (
                      <Text size="sm" c="dimmed">
                        {card.name}
                      </Text>
                    )}
                  </Stack>
                  <Group gap={4} ml="auto">
                    <Button
                      variant="subtle"
                      size="sm"
                      onClick={() => setRenaming(card)}
                      aria-label={t.rename(cardLabel(card))}
                    >
                      renomear
                    </Button>
                    <Button
                      variant="subtle"
                      color="#c92a2a"
                      size="sm"
                      onClick={() => setRemoving(card)}
                      aria-label={t.removeOne(cardLabel(card))}
                    >
                      remover
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
      <RenameModal key={renaming?.id ?? 'none'} card={renaming} onClose={() => setRenaming(null)} />
      <LazyModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t.removeTitle}
        centered
        {...MODAL_DEFAULTS}
      >
        <Stack gap="md">
          <Text size="sm">
            {t.removeQuestion}
            <b>{removing ? cardLabel(removing) : ''}</b>
            {t.removeQuestionEnd}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" onClick={() => setRemoving(null)}>
              cancelar
            </Button>
            <Button color="#c92a2a" onClick={confirmRemove} loading={remove.isPending}>
              {t.remove}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </Paper>
  );
}
