import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { FEEDBACK_COMMENT_LIMIT, feedbackMessages } from '@brilho/domain';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MODAL_DEFAULTS } from '../../../components/modal';
import { feedbackKey, fetchOrderFeedback, saveOrderFeedback } from '../../../entities/order/api';
import { ApiError } from '../../../lib/api/client';
import { notify } from '../../../lib/notify';
import { texts } from '../../../words/order';

/**
 * 'avaliar limpeza': 0 to 5 stars and an optional comment, once per order; while the server's
 * `editable_until` has not passed the customer may change it. The rules live in the API; this shows them.
 */
export default function RatingModal({
  orderId,
  professionalName,
  now,
  opened,
  onClose,
}: {
  orderId: string;
  professionalName: string;
  now: Date;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: feedbackKey(orderId), queryFn: () => fetchOrderFeedback(orderId) });
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const existing = current.data ?? null;
  const locked = existing !== null && new Date(existing.editable_until).getTime() <= now.getTime();

  useEffect(() => {
    if (existing) {
      setRating(existing.rating);
      setComment(existing.comment ?? '');
    }
  }, [existing]);

  const save = useMutation({
    mutationFn: () => saveOrderFeedback(orderId, { rating: rating ?? 0, comment }, existing !== null),
    onSuccess: (saved) => {
      queryClient.setQueryData(feedbackKey(orderId), saved);
      notify({ type: 'success', message: texts.rating.saved });
      onClose();
    },
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : texts.rating.failed),
  });

  const submit = () => {
    if (rating === null) {
      setError(feedbackMessages.ratingInvalid);
      return;
    }
    setError(null);
    save.mutate();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={texts.rating.title} centered {...MODAL_DEFAULTS}>
      <Stack gap="md">
        <Text size="sm">{texts.rating.question(professionalName)}</Text>
        {locked ? (
          <Alert color="gray">{texts.rating.locked}</Alert>
        ) : (
          existing && (
            <Text size="sm" c="dimmed">
              {texts.rating.editableUntil(new Date(existing.editable_until))}
            </Text>
          )
        )}
        <Radio.Group
          label={texts.rating.starsLabel}
          value={rating === null ? '' : String(rating)}
          onChange={(value) => setRating(Number(value))}
          readOnly={locked}
        >
          <Group gap="xs" mt="xs">
            {[0, 1, 2, 3, 4, 5].map((stars) => (
              <Radio
                key={stars}
                value={String(stars)}
                label={`${stars} ★`}
                aria-label={texts.rating.stars(stars)}
                disabled={locked}
              />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={texts.rating.commentLabel}
          description={texts.rating.commentHint}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={FEEDBACK_COMMENT_LIMIT}
          rows={3}
          disabled={locked}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {texts.rating.close}
          </Button>
          {!locked && (
            <Button onClick={submit} loading={save.isPending || current.isLoading}>
              {existing ? texts.rating.update : texts.rating.send}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
