import '@mantine/core/styles/Badge.layer.css';
import { formatMoney, OFFER_POLL_MS, OFFER_WINDOW_SECONDS, saoPauloDate } from '@brilho/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ClockIcon, PinIcon } from '../../components/icons';
import { ApiError } from '../../lib/api/client';
import { notify } from '../../lib/notify';
import { NEW_OFFERS_COLOR, productsLabel, texts } from '../../words/professional';
import { becomeWilling, OFFERS_KEY, type OffersAnswer, offersQuery, type ProfessionalOffer } from './api';
import { Empty, LoadFailed, Loading, Screen } from './components';
import { capitalized, countdownLabel, dayLabel, hoursLabel, timeRange } from './format';
import { useTicking } from './hooks';
import classes from './professional.module.css';

/**
 * Seconds an offer has left on the server's clock (`serverNow` in ms): rounded up, never below 0 nor above
 * the 600 s window (a phone clock behind the server's must not show more time than there is).
 */
export function offerSecondsLeft(offer: Pick<ProfessionalOffer, 'expires_at'>, serverNow: number): number {
  const end = Date.parse(offer.expires_at);
  if (!Number.isFinite(end)) return 0;
  return Math.min(OFFER_WINDOW_SECONDS, Math.max(0, Math.ceil((end - serverNow) / 1_000)));
}

function OfferCard({
  offer,
  secondsLeft,
  onAccept,
  accepting,
}: {
  offer: ProfessionalOffer;
  secondsLeft: number;
  onAccept: () => void;
  accepting: boolean;
}) {
  const timerId = useId();
  const day = saoPauloDate(new Date(offer.starts_at));
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="article"
      aria-label={`Oferta de ${dayLabel(day)}, ${timeRange(offer.starts_at, offer.ends_at)}, ${offer.district}`}
      bd={offer.willing ? '1px solid var(--mantine-color-teal-4)' : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              {dayLabel(day)}
            </Text>
            <Group gap={6} wrap="nowrap">
              <ClockIcon size={18} />
              <Text fw={700} fz="lg">
                {timeRange(offer.starts_at, offer.ends_at)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {hoursLabel(offer.duration)}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text size="xs" fw={700} id={timerId}>
              {texts.remaining}
            </Text>
            <Text
              fz="xl"
              fw={700}
              ff="monospace"
              role="timer"
              aria-labelledby={timerId}
              className={classes.timer}
              c={secondsLeft <= 60 ? 'red.8' : undefined}
            >
              {countdownLabel(secondsLeft)}
            </Text>
          </Stack>
        </Group>
        <Group gap={6} wrap="nowrap">
          <PinIcon size={18} />
          <Text size="sm" fw={600}>
            {offer.district}, {offer.city}
          </Text>
        </Group>
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed">
            {productsLabel(offer.should_include_products)}
          </Text>
          <Stack gap={0} align="flex-end">
            <Text size="xs" fw={700}>
              {texts.youEarn}
            </Text>
            <Text fw={700} fz="lg" c="violet.8" data-testid="offer-earning">
              {formatMoney(offer.professional_earning)}
            </Text>
            <Text size="xs" c="dimmed">
              {texts.jobValue(formatMoney(offer.total))}
            </Text>
          </Stack>
        </Group>
        {offer.willing ? (
          <Alert color="teal" variant="light" radius="md" title={texts.applied} role="status">
            {texts.appliedHint}
          </Alert>
        ) : (
          <Button fullWidth onClick={onAccept} loading={accepting}>
            {texts.accept}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * 'Ofertas': the open offers the professional may take, each with its 600 s countdown on the server's
 * clock; 'aceitar' makes them willing ('Você se candidatou'). Polled every 10 s, and refreshed at once by
 * the live channel; an offer whose time ran out leaves the list.
 */
export function OffersPage() {
  const queryClient = useQueryClient();
  const offers = useQuery({ ...offersQuery, refetchInterval: OFFER_POLL_MS });
  const serverNow = useTicking(offers.data?.offsetMs);
  const [accepting, setAccepting] = useState<string | null>(null);

  const accept = async (offer: ProfessionalOffer) => {
    setAccepting(offer.id);
    try {
      const updated = await becomeWilling(offer.id);
      queryClient.setQueryData<OffersAnswer>(OFFERS_KEY, (current) =>
        current
          ? {
              ...current,
              offers: current.offers.map((item) =>
                item.id === offer.id ? { ...item, ...updated, willing: true } : item,
              ),
            }
          : current,
      );
    } catch (error) {
      notify({
        type: 'error',
        message: error instanceof ApiError && error.status === 422 ? error.message : texts.offerGone,
      });
      void queryClient.invalidateQueries({ queryKey: OFFERS_KEY });
    } finally {
      setAccepting(null);
    }
  };

  const shown =
    serverNow === null
      ? []
      : (offers.data?.offers ?? [])
          .map((offer) => ({ offer, secondsLeft: offerSecondsLeft(offer, serverNow) }))
          .filter(({ secondsLeft }) => secondsLeft > 0);
  const open = shown.filter(({ offer }) => !offer.willing).length;

  return (
    <Screen
      title={texts.offersTitle}
      aside={
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {texts.offersHint}
          </Text>
          {open > 0 && (
            <Badge color={NEW_OFFERS_COLOR} variant="filled">
              {open} {open === 1 ? 'nova' : 'novas'}
            </Badge>
          )}
        </Group>
      }
    >
      {offers.isError && !offers.data ? (
        <LoadFailed onRetry={() => offers.refetch()} />
      ) : !offers.data ? (
        <Loading />
      ) : shown.length === 0 ? (
        <Empty>{texts.offersEmpty}</Empty>
      ) : (
        <ul className={classes.list} aria-label={capitalized(texts.offersTitle)}>
          {shown.map(({ offer, secondsLeft }) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                secondsLeft={secondsLeft}
                accepting={accepting === offer.id}
                onAccept={() => accept(offer)}
              />
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}
