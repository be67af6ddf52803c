import '@mantine/core/styles/Modal.layer.css';
import { messages } from '@brilho/domain';
import { cardNicknameSchema } from '@brilho/domain/schemas';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MODAL_DEFAULTS } from '../../components/modal';
import { cardLabel, type StoredCard, useRenameCard } from '../../entities/credit-card/api';
import { notify } from '../../lib/notify';
import { renameCardTexts as t } from '../../words/rename-card';

const text = messages.payments.savedCards;
const NICKNAME_MAX = 24;

/** Names a card (≤ 24 characters; empty clears the name). */
export function RenameCardModal({ card, onClose }: { card: StoredCard | null; onClose: () => void }) {
  const rename = useRenameCard();
  // Mounted afresh for each card (keyed by the caller), so the field starts with the card's name.
  const [name, setName] = useState(card?.name ?? '');
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (!card) return;
    const parsed = cardNicknameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      await rename.mutateAsync({ id: card.id, name: parsed.data ?? '' });
      notify({ type: 'success', message: text.renamed });
      onClose();
    } catch {
      notify({ type: 'error', message: text.renameFailed });
    }
  };

  return (
    <Modal opened={card !== null} onClose={onClose} title={t.title} centered {...MODAL_DEFAULTS}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{card ? cardLabel(card) : ''}</Text>
          <TextInput
            label={t.name}
            description={t.nameHint(NICKNAME_MAX)}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" onClick={onClose}>
              cancelar
            </Button>
            <Button type="submit" loading={rename.isPending}>
              salvar nome
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
