import { slotInterval } from '@brilho/domain';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api/client';
import { texts } from '../../words/scheduler';
import { createOffer, type OrderOffer } from './offerApi';

export interface OfferSlot {
  date: string;
  startHour: number;
  duration: number;
}

/** The text of a refused offer: a 422's title (e.g. a second open offer), the generic text otherwise. */
export function offerErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 422) {
    const title = error.errors[0]?.title?.trim();
    if (title) return title;
  }
  return texts.offerCreateFailed;
}

/** Creating an offer for a slot (the scheduler's filters) at the address. */
export function useCreateOffer({
  addressId,
  description,
  shouldIncludeProducts,
  onCreated,
}: {
  addressId: string;
  description: string;
  shouldIncludeProducts?: boolean;
  onCreated: (offer: OrderOffer) => void;
}) {
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const create = useCallback(
    async (slot: OfferSlot): Promise<boolean> => {
      setError(null);
      setCreating(true);
      try {
        const { startsAt, endsAt } = slotInterval(slot);
        const offer = await createOffer({
          startsAt,
          endsAt,
          addressId,
          description: description.trim() || undefined,
          shouldIncludeProducts,
        });
        if (!offer?.id) {
          if (alive.current) {
            setError(texts.offerCreateError);
            setCreating(false);
          }
          return false;
        }
        if (alive.current) setCreating(false);
        onCreated(offer);
        return true;
      } catch (failure) {
        if (alive.current) {
          setError(offerErrorText(failure));
          setCreating(false);
        }
        return false;
      }
    },
    [addressId, description, shouldIncludeProducts, onCreated],
  );

  return { create, creating, error, clearError: useCallback(() => setError(null), []) };
}

/** The card under 'Não encontramos profissionais disponíveis...': create an offer (day, hour, duration set). */
export function CreateOfferCard({
  slot,
  creating,
  error,
  onCreate,
}: {
  slot: OfferSlot | null;
  creating: boolean;
  error: string | null;
  onCreate: (slot: OfferSlot) => void;
}) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="criar-oferta">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="md" id="criar-oferta">
          {texts.offerCardTitle}
        </Title>
        <Text size="sm">{texts.offerCardText}</Text>
        {!slot && (
          <Text size="sm" c="dimmed" id="oferta-requisitos">
            {texts.offerNeedsSlot}
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert" w="100%">
            {error}
          </Alert>
        )}
        <Button
          disabled={!slot}
          loading={creating}
          aria-describedby={slot ? undefined : 'oferta-requisitos'}
          onClick={() => slot && onCreate(slot)}
          w={{ base: '100%', sm: 'fit-content' }}
        >
          {texts.createOffer}
        </Button>
      </Stack>
    </Paper>
  );
}
