import { dayOfMonthLabel, instantClock, OFFER_POLL_MS, saoPauloDate } from '@brilho/domain';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LazyModal } from '../../components/LazyModal';
import { MODAL_DEFAULTS } from '../../components/modal';
import { ProfessionalSummary } from '../../components/professional/ProfessionalBits';
import { type Professional, professionalName } from '../../entities/professional/model';
import { countdownLabel, hoursLabel } from '../../lib/labels';
import { serverClockQuery } from '../../lib/serverClock';
import { texts } from '../../words/scheduler';
import { cancelOffer, type OrderOffer, offerQuery } from './offerApi';
import classes from './scheduler.module.css';
import { useStepFocus } from './state';
import type { CleaningInterval, SubmitPhase } from './submit';

/** The open offer a search led to; creating one (the card under an empty list) is in CreateOffer.tsx. */
export { CreateOfferCard, type OfferSlot, offerErrorText, useCreateOffer } from './CreateOffer';

/** 'quinta-feira, 5 de março, às 09:00 · 4 horas'. */
export function offerSlotLabel(offer: OrderOffer): string {
  const start = new Date(offer.starts_at);
  return texts.offerSlot(
    dayOfMonthLabel(saoPauloDate(start)),
    instantClock(start),
    hoursLabel(offer.duration),
  );
}

/** Seconds until `expiresAt` on the server's clock, ticking every second. */
function useSecondsLeft(expiresAt: string | undefined): number | null {
  const offset = useQuery(serverClockQuery).data ?? 0;
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), 1_000);
    return () => clearInterval(timer);
  }, [offset]);
  if (!expiresAt) return null;
  const end = Date.parse(expiresAt);
  return Number.isFinite(end) ? Math.max(0, Math.ceil((end - now) / 1_000)) : null;
}

function WillingCard({
  professional,
  loading,
  disabled,
  onChoose,
}: {
  professional: Professional;
  loading: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const name = professionalName(professional);
  const first = professional.account?.first_name || name;
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={name} className={classes.card}>
      <Stack gap="sm">
        <ProfessionalSummary professional={professional} />
        <Group justify="flex-end" className={classes.actions}>
          <Button onClick={onChoose} loading={loading} disabled={disabled && !loading}>
            {texts.offerChoose(first)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The open offer (right column): the slot, the countdown on the server's clock, the willing professionals
 * (polled every OFFER_POLL_MS while open) and 'cancelar oferta'; on expiry 'A oferta expirou.'.
 */
export function OfferView({
  offerId,
  modalOpened,
  onModal,
  onLeave,
  onEditFilters,
  onCreateNew,
  onChoose,
  orderPhase,
  orderError,
}: {
  offerId: string;
  modalOpened: boolean;
  onModal: (opened: boolean) => void;
  /** Back to the list (the offer is cancelled or closed). */
  onLeave: () => void;
  /** Back to the list with the filters open. */
  onEditFilters: () => void;
  /** A new offer for the same filters; resolves false when it failed. */
  onCreateNew: () => Promise<boolean>;
  /** The offer's key, the professional chosen and the offer's time (for the support-hours check). */
  onChoose: (key: string, professional: Professional, interval: CleaningInterval) => void;
  orderPhase: SubmitPhase;
  orderError: string | null;
}) {
  const [localExpiry, setLocalExpiry] = useState(false);
  const query = useQuery({
    ...offerQuery(offerId),
    refetchInterval: (current) =>
      current.state.data?.status === 'open' && !localExpiry ? OFFER_POLL_MS : false,
  });
  const offer = query.data;
  const secondsLeft = useSecondsLeft(offer?.expires_at);
  const expired = offer?.status === 'expired' || (offer?.status === 'open' && secondsLeft === 0);
  useEffect(() => {
    if (expired && offer?.status === 'open') setLocalExpiry(true);
  }, [expired, offer?.status]);

  const [busy, setBusy] = useState<'cancel' | 'filters' | 'new' | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const heading = useStepFocus<HTMLHeadingElement>();

  // The left column's 'alterar filtros' asks through the modal; an expired offer goes to the filters.
  useEffect(() => {
    if (modalOpened && (expired || (offer && offer.status !== 'open'))) {
      onModal(false);
      onEditFilters();
    }
  }, [modalOpened, expired, offer, onModal, onEditFilters]);

  // Cancelled elsewhere, or already an order: back to the list.
  useEffect(() => {
    if (offer && (offer.status === 'cancelled' || offer.status === 'converted')) onLeave();
  }, [offer, onLeave]);

  if (query.isPending)
    return (
      <Group gap="sm" py="lg" justify="center" role="status">
        <Loader size="sm" />
        <Text size="sm">Carregando a oferta de limpeza...</Text>
      </Group>
    );

  if (query.isError || !offer)
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{texts.offerLoadFailed}</Text>
          <Group gap="sm">
            <Button size="xs" variant="white" color="red.9" onClick={() => query.refetch()}>
              {texts.retry}
            </Button>
            <Button size="xs" variant="white" color="red.9" onClick={onLeave}>
              {texts.backLower}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );

  const willing = offer.willing_professionals ?? [];

  const cancelThen = async (action: 'cancel' | 'filters' | 'new') => {
    if (!offer.key) return;
    setBusy(action);
    setCancelError(null);
    try {
      await cancelOffer(offer.key);
    } catch {
      setCancelError(texts.offerCancelFailed);
      setBusy(null);
      return;
    }
    if (action === 'new') {
      const created = await onCreateNew();
      setBusy(null);
      onModal(false);
      if (!created) onLeave();
      return;
    }
    setBusy(null);
    onModal(false);
    if (action === 'filters') onEditFilters();
    else onLeave();
  };

  if (expired)
    return (
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="oferta">
        <Stack gap="md" align="flex-start">
          <Title order={2} fz="lg" id="oferta" ref={heading} tabIndex={-1}>
            {texts.offerExpired}
          </Title>
          <Text size="sm">{offerSlotLabel(offer)}</Text>
          <Text size="sm">{texts.offerExpiredHint}</Text>
          <Group gap="sm" className={classes.actions}>
            <Button
              loading={busy === 'new'}
              onClick={async () => {
                setBusy('new');
                const created = await onCreateNew();
                setBusy(null);
                if (created) setLocalExpiry(false);
              }}
            >
              {texts.newOffer}
            </Button>
            <Button variant="light" onClick={onEditFilters}>
              {texts.editFilters}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );

  return (
    <>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="oferta">
        <Stack gap="md">
          <Title order={2} fz="lg" id="oferta" ref={heading} tabIndex={-1}>
            {texts.offerSentTitle}
          </Title>
          <Text size="sm">{offerSlotLabel(offer)}</Text>
          <Group gap="sm" align="baseline">
            <Text size="xs" fw={700} id="tempo-restante">
              {texts.offerRemaining}
            </Text>
            <Text fz="xl" fw={700} ff="monospace" role="timer" aria-labelledby="tempo-restante">
              {countdownLabel(secondsLeft ?? offer.seconds_left)}
            </Text>
          </Group>
          {orderError && (
            <Alert color="red" variant="light" role="alert">
              {orderError}
            </Alert>
          )}
          <Title order={3} fz="md" id="interessados">
            {texts.offerWillingTitle}
          </Title>
          {willing.length === 0 ? (
            <Group gap="sm" role="status">
              <Loader size="xs" />
              <Text size="sm">{texts.offerWaiting}</Text>
            </Group>
          ) : (
            <ul className={classes.list} aria-labelledby="interessados">
              {willing.map((professional) => (
                <li key={professional.id}>
                  <WillingCard
                    professional={professional}
                    loading={orderPhase !== 'idle' && chosen === professional.id}
                    disabled={orderPhase !== 'idle'}
                    onChoose={() => {
                      if (!offer.key) return;
                      setChosen(professional.id);
                      onChoose(offer.key, professional, {
                        startsAt: new Date(offer.starts_at),
                        endsAt: new Date(offer.ends_at),
                      });
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
          <Button
            variant="light"
            color="red"
            onClick={() => onModal(true)}
            w={{ base: '100%', sm: 'fit-content' }}
          >
            {texts.cancelOffer}
          </Button>
        </Stack>
      </Paper>

      <LazyModal
        opened={modalOpened && !expired}
        onClose={() => {
          if (!busy) onModal(false);
        }}
        title={texts.cancelOfferTitle}
        {...MODAL_DEFAULTS}
      >
        <Stack gap="md">
          <Text size="sm">{texts.cancelOfferText}</Text>
          {cancelError && (
            <Alert color="red" variant="light" role="alert">
              {cancelError}
            </Alert>
          )}
          <Stack gap="xs">
            <Button
              color="red.9"
              loading={busy === 'cancel'}
              disabled={busy !== null && busy !== 'cancel'}
              onClick={() => cancelThen('cancel')}
            >
              {texts.cancelOffer}
            </Button>
            <Button
              variant="light"
              loading={busy === 'filters'}
              disabled={busy !== null && busy !== 'filters'}
              onClick={() => cancelThen('filters')}
            >
              {texts.editFilters}
            </Button>
            <Button
              variant="light"
              loading={busy === 'new'}
              disabled={busy !== null && busy !== 'new'}
              onClick={() => cancelThen('new')}
            >
              {texts.newOffer}
            </Button>
            <Button variant="default" disabled={busy !== null} onClick={() => onModal(false)}>
              {texts.backLower}
            </Button>
          </Stack>
        </Stack>
      </LazyModal>
    </>
  );
}
