import '@mantine/core/styles/Grid.layer.css';
import { cleaningPrice } from '@brilho/domain';
import { Button, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { AddressLines } from '../../components/address/AddressLines';
import { lazyDialog } from '../../components/lazyDialog';
import type { Address } from '../../entities/address/api';
import type { Professional } from '../../entities/professional/model';
import type { SearchFilters } from '../../entities/professional/search';
import { CONFIRMATION_STEP } from '../../lib/purchaseFlowParams';
import { useNow } from '../../lib/serverClock';
import { useCurrentUser } from '../../lib/session';
import { texts } from '../../words/scheduler';
import { productsPricingQuery, professionalQuery, toPricing } from './api';
import { ChosenProfessional, ProfessionalGate } from './ChosenProfessional';
import { Confirmation, offersProducts } from './Confirmation';
import type { FilterTab } from './FilterModal';
import { FiltersCard } from './FiltersCard';
import { CreateOfferCard, OfferView, useCreateOffer } from './Offer';
import type { OrderOffer } from './offerApi';
import { PriceSummary } from './PriceSummary';
import { ProfessionalList } from './ProfessionalList';
import { ReducedSupportModal } from './ReducedSupportModal';
import { type Filters, sameFilters, useDraft, useSchedulerParams, validFilters } from './state';
import { useSubmitOrder } from './submit';

// The calendar (@mantine/dates and its styles) loads when the filters are first opened.
// The e-mail check (a form with zod) when it is first opened.
// The profile and the schedule dialogs on a card's first click: the list does not use their styles
// (Mantine's Chip, Rating and Divider), which kept the page's first CSS over its 15 kB goal.
const ProfileModal = lazyDialog(
  () => import('./ProfileModal').then((m) => m.ProfileModal),
  (props) => props.professional !== null,
);
const ScheduleModal = lazyDialog(
  () => import('./ScheduleModal').then((m) => m.ScheduleModal),
  (props) => props.professional !== null,
);
const VerifyEmailDialog = lazyDialog(() =>
  import('../../components/VerifyEmailDialog').then((m) => m.VerifyEmailDialog),
);
const FilterModal = lazy(() => import('./FilterModal').then((m) => ({ default: m.FilterModal })));

/**
 * The scheduler once the address is chosen: the left column (address, filters, price summary) and the
 * right column by state — choose a day, the professional list (with the offer card when nobody is free),
 * the open cleaning offer, the chosen professional with the additional information, 'Confirme a sua
 * limpeza'.
 */
export function Scheduler({ address, onChangeAddress }: { address: Address; onChangeAddress: () => void }) {
  const now = useNow();
  if (!now)
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">Carregando a agenda...</Text>
      </Group>
    );
  return <SchedulerReady address={address} now={now} onChangeAddress={onChangeAddress} />;
}

function SchedulerReady({
  address,
  now,
  onChangeAddress,
}: {
  address: Address;
  now: Date;
  onChangeAddress: () => void;
}) {
  const {
    filters: raw,
    professionalId,
    step,
    offerId,
    applyFilters,
    chooseProfessional,
    setStep,
    backToSearch,
    setOffer,
    reset,
  } = useSchedulerParams();
  const filters = validFilters(raw, now);
  const valid = sameFilters(filters, raw);
  // A link or a reload with a day or hour the rules no longer offer is moved to valid values.
  useEffect(() => {
    if (!valid) applyFilters(filters, { replace: true });
  });

  const { draft, setDescription, setAnswer, clear } = useDraft();
  const user = useCurrentUser().data;
  const [emailDialog, emailDialogControls] = useDisclosure(false);
  const [filterModal, setFilterModal] = useState<{ opened: boolean; tab: FilterTab; loaded: boolean }>({
    opened: false,
    tab: 'data',
    loaded: false,
  });
  const openFilters = (tab: FilterTab = 'data') => setFilterModal({ opened: true, tab, loaded: true });
  const closeFilters = () => setFilterModal((current) => ({ ...current, opened: false }));
  const [profileOf, setProfileOf] = useState<Professional | null>(null);
  const [scheduleOf, setScheduleOf] = useState<Professional | null>(null);

  const district = address.district?.pricing ? toPricing(address.district.pricing) : null;
  const slot =
    filters.date !== null && filters.startHour !== null && filters.duration !== null
      ? { date: filters.date, startHour: filters.startHour, duration: filters.duration }
      : null;
  const chosen = useQuery({
    ...professionalQuery(professionalId ?? ''),
    enabled: Boolean(professionalId && slot),
  });
  const chosenProfessional = professionalId && slot ? (chosen.data ?? null) : null;
  const confirming = Boolean(professionalId && slot && step === CONFIRMATION_STEP);
  const wantsProducts =
    draft.includeProducts === 'YES' && (!chosenProfessional || offersProducts(chosenProfessional));
  const productsQuery = useQuery({ ...productsPricingQuery, enabled: wantsProducts || confirming });
  const productsPricing = productsQuery.data ? toPricing(productsQuery.data) : null;
  const products = wantsProducts ? productsPricing : null;
  const coupon = chosenProfessional?.active_coupon ?? null;

  const search: SearchFilters | null = useMemo(
    () =>
      filters.date
        ? {
            districtId: address.district?.id ?? '',
            date: filters.date,
            startHour: filters.startHour,
            duration: filters.duration,
            name: filters.name,
          }
        : null,
    [address.district?.id, filters.date, filters.startHour, filters.duration, filters.name],
  );

  const onCreated = useCallback(() => {
    clear();
    reset();
  }, [clear, reset]);
  const order = useSubmitOrder({ user, onVerifyEmail: emailDialogControls.open, onCreated });

  // The cleaning offer ("Offer"): its id in the URL while it is shown.
  const [offerModal, setOfferModal] = useState(false);
  const onOfferCreated = useCallback((offer: OrderOffer) => setOffer(offer.id), [setOffer]);
  const offers = useCreateOffer({
    addressId: address.id,
    description: draft.description,
    shouldIncludeProducts: draft.includeProducts === null ? undefined : draft.includeProducts === 'YES',
    onCreated: onOfferCreated,
  });
  const leaveOffer = useCallback(() => setOffer(null, { replace: true }), [setOffer]);
  const editFiltersFromOffer = useCallback(() => {
    setOffer(null, { replace: true });
    setFilterModal({ opened: true, tab: 'data', loaded: true });
  }, [setOffer]);

  const apply = (next: Filters) => {
    closeFilters();
    applyFilters(next);
  };

  const select = (professional: Professional) => {
    setProfileOf(null);
    setScheduleOf(professional);
  };

  let right: React.ReactNode;
  if (offerId)
    right = (
      <OfferView
        key={offerId}
        offerId={offerId}
        modalOpened={offerModal}
        onModal={setOfferModal}
        onLeave={leaveOffer}
        onEditFilters={editFiltersFromOffer}
        onCreateNew={() => (slot ? offers.create(slot) : Promise.resolve(false))}
        onChoose={(key, professional, interval) =>
          order.submitOffer({ address, key, professionalId: professional.id, interval })
        }
        orderPhase={order.phase}
        orderError={order.error ?? offers.error}
      />
    );
  else if (!search)
    right = (
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <Text fz="lg" fw={600}>
            Quando vamos limpar?
          </Text>
          <Text size="sm">{texts.chooseDayPrompt}</Text>
          <Button onClick={() => openFilters('data')} w={{ base: '100%', sm: 'fit-content' }}>
            {texts.chooseDayButton}
          </Button>
        </Stack>
      </Paper>
    );
  else if (professionalId && slot)
    right = (
      <ProfessionalGate query={chosen}>
        {(professional) =>
          confirming ? (
            <Confirmation
              address={address}
              professional={professional}
              slot={slot}
              draft={draft}
              district={district}
              products={products}
              productsPrice={productsPricing ? cleaningPrice(productsPricing, slot.duration) : null}
              onAnswer={setAnswer}
              onBack={() => {
                order.clearError();
                setStep(null);
              }}
              onSubmit={() =>
                order.submit({
                  address,
                  professionalId: professional.id,
                  slot,
                  description: draft.description,
                  shouldIncludeProducts: offersProducts(professional) && draft.includeProducts === 'YES',
                  answers: {
                    allowProfessionalChange: draft.allowProfessionalChange,
                    includeProducts: offersProducts(professional) ? draft.includeProducts : null,
                  },
                })
              }
              phase={order.phase}
              error={order.error}
            />
          ) : (
            <ChosenProfessional
              professional={professional}
              slot={slot}
              description={draft.description}
              onDescription={setDescription}
              onChangeTime={() => setScheduleOf(professional)}
              onConfirm={() => setStep(CONFIRMATION_STEP)}
              onBack={backToSearch}
            />
          )
        }
      </ProfessionalGate>
    );
  else
    right = (
      <ProfessionalList
        key={JSON.stringify(search)}
        search={search}
        now={now}
        onApplyFilters={applyFilters}
        onEditFilters={() => openFilters('data')}
        noneFound={
          <CreateOfferCard
            slot={slot}
            creating={offers.creating}
            error={offers.error}
            onCreate={(chosenSlot) => void offers.create(chosenSlot)}
          />
        }
        onProfile={setProfileOf}
        onSelect={select}
      />
    );

  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="local-da-limpeza">
              <Stack gap="sm">
                <Title order={2} fz="md" id="local-da-limpeza">
                  Local da limpeza
                </Title>
                <AddressLines address={address} />
                <Button variant="light" onClick={onChangeAddress} w={{ base: '100%', md: 'fit-content' }}>
                  {texts.changeAddress}
                </Button>
              </Stack>
            </Paper>
            <FiltersCard
              filters={filters}
              onEdit={() => (offerId ? setOfferModal(true) : openFilters('data'))}
            />
            <PriceSummary
              duration={filters.duration}
              district={district}
              products={products}
              coupon={coupon}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>{right}</Grid.Col>
      </Grid>

      {filterModal.loaded && (
        <Suspense fallback={null}>
          <FilterModal
            opened={filterModal.opened}
            onClose={closeFilters}
            filters={filters}
            tab={filterModal.tab}
            now={now}
            district={district}
            products={products}
            coupon={coupon}
            onApply={apply}
          />
        </Suspense>
      )}
      <ProfileModal professional={profileOf} onClose={() => setProfileOf(null)} onSelect={select} />
      {filters.date && (
        <ScheduleModal
          professional={scheduleOf}
          date={filters.date}
          startHour={filters.startHour}
          duration={filters.duration}
          now={now}
          district={district}
          products={products}
          onClose={() => setScheduleOf(null)}
          onConfirm={(professional, chosenSlot) => {
            setScheduleOf(null);
            chooseProfessional(professional.id, chosenSlot);
          }}
        />
      )}
      <ReducedSupportModal {...order.reducedSupportDialog} />
      {user && <VerifyEmailDialog opened={emailDialog} onClose={emailDialogControls.close} user={user} />}
    </>
  );
}
