import { boletoDueDate, formatMoney } from '@brilho/domain';
import { Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useCurrentUser } from '../../lib/session';
import { clockLabel } from '../orders/model';
import { professionalName } from '../scheduler/api';
import { cycleMonth, dayOf, lastPaymentDay, monthLabel } from '../subscriptions/model';
import { type CheckoutCycle, isNotFound } from './api';
import {
  BoletoConfirmDialog,
  MigrationDialog,
  markMigrationNoticeSeen,
  migrationNoticeSeen,
} from './ConfirmDialogs';
import classes from './checkout.module.css';
import { creditCardsQuery } from './creditCards';
import { brDate } from './format';
import { tellHost, useLeave } from './host';
import { type CardDraft, NewCardForm } from './NewCardForm';
import { useRulesNow } from './OrderCheckout';
import { ErrorPanel, LoadFailedPanel, LoadingPanel, ProcessingPanel } from './Panels';
import { PaymentOptions } from './PaymentOptions';
import { ProviderFaqCard } from './ProviderFaqCard';
import { BoletoReadyView, type ResultNavigation, SuccessView } from './ResultViews';
import { StoredCards } from './StoredCards';
import { texts } from './texts';
import { useCycleCheckoutFlow } from './useCheckoutFlow';

type CyclePaymentType = 'STORED_CREDIT_CARD' | 'CREDIT_CARD' | 'BOLETO';

/** The month, its cleanings (dates and hours), the duration, professional, address and the total. */
function CycleSummary({ cycle }: { cycle: CheckoutCycle }) {
  const orders = [...(cycle.orders ?? [])].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  const discount = Math.max(0, (cycle.amount?.subtotal ?? 0) - (cycle.amount?.total ?? 0));
  const address = cycle.address;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="resumo">
      <Stack gap="md">
        <Title order={2} fz="md" id="resumo">
          {texts.cycleSummaryTitle}
        </Title>
        <dl className={classes.details}>
          <dt>{texts.cycleMonth}</dt>
          <dd>{monthLabel(cycleMonth(cycle))}</dd>
          <dt>{texts.cycleCleanings}</dt>
          <dd>{cycle.orders_count}</dd>
          {orders.length > 0 && (
            <>
              <dt>{texts.cycleDates}</dt>
              <dd>
                {orders.map((order) => (
                  <span key={order.id} style={{ display: 'block', whiteSpace: 'nowrap' }}>
                    {dayOf(order.starts_at)}, {clockLabel(order.starts_at)} às {clockLabel(order.ends_at)}
                  </span>
                ))}
              </dd>
            </>
          )}
          <dt>{texts.cycleDuration}</dt>
          <dd>{`${cycle.duration_hours} ${cycle.duration_hours === 1 ? 'hora' : 'horas'}`}</dd>
          {cycle.professional && (
            <>
              <dt>{texts.professional}</dt>
              <dd>{professionalName(cycle.professional)}</dd>
            </>
          )}
          {address && (
            <>
              <dt>{texts.address}</dt>
              <dd>
                {address.name}
                <br />
                <Text span size="xs" c="dimmed">
                  {`${address.street}, ${address.street_number}${address.complement ? ` - ${address.complement}` : ''}`}
                </Text>
              </dd>
            </>
          )}
        </dl>
        <Divider />
        <dl className={classes.details}>
          <dt>{texts.cycleSubtotal}</dt>
          <dd>{formatMoney(cycle.amount?.subtotal)}</dd>
          {discount > 0 && (
            <>
              <dt>{texts.cycleDiscount}</dt>
              <dd>− {formatMoney(discount)}</dd>
            </>
          )}
        </dl>
        <Group justify="space-between" align="baseline">
          <Text fw={700}>{texts.total}</Text>
          <Text fw={800} fz="xl">
            {formatMoney(cycle.amount?.total)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

function CycleHeader({ cycle }: { cycle: CheckoutCycle }) {
  const until = lastPaymentDay(cycle);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap={2}>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {texts.cycleTitle(monthLabel(cycleMonth(cycle)))}
        </Title>
        <Text size="sm" c="dimmed">
          {cycle.subscription?.name ? `${cycle.subscription.name}. ` : ''}
          {texts.cycleHint}
        </Text>
        {until && (
          <Text size="sm" fw={600} c="violet.9">
            {texts.cyclePayUntil(until)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The checkout of a subscription's cycle (`/checkout/assinaturas/{cycle_id}` and its mobile variant):
 * the order checkout's payment code with payable type 'cycle' — card, stored card or boleto (always
 * offered, due date from the domain), no wallet, no coupon (the subscription's discount is in the price),
 * no 20-minute window (the payment period is the API's). Not found → dashboard; not payable → the cycle.
 */
export function CycleCheckout({ cycleId, mobile }: { cycleId: string; mobile: boolean }) {
  const user = useCurrentUser().data ?? null;
  const [paymentType, setPaymentType] = useState<CyclePaymentType | null>(null);
  const [draft, setDraft] = useState<CardDraft | null>(null);
  const [migrationOpen, setMigrationOpen] = useState(false);
  const leave = useLeave(cycleId, mobile, 'cycle');
  const now = useRulesNow();
  const cards = useQuery({ ...creditCardsQuery, enabled: user !== null });
  const flow = useCycleCheckoutFlow(cycleId);
  const { order: cycle, stage } = flow;
  const paying = { consumeBalance: false };

  useEffect(() => {
    if (flow.query.isError && isNotFound(flow.query.error)) leave('dashboard');
  }, [flow.query.isError, flow.query.error, leave]);
  useEffect(() => {
    if (flow.verdict === 'leave') leave('order');
  }, [flow.verdict, leave]);
  useEffect(() => {
    if (
      paymentType === 'STORED_CREDIT_CARD' &&
      (cards.isError || (cards.isSuccess && cards.data.length === 0))
    )
      setPaymentType('CREDIT_CARD');
  }, [paymentType, cards.isError, cards.isSuccess, cards.data]);

  if (flow.query.isError && !isNotFound(flow.query.error))
    return <LoadFailedPanel title={texts.cycleLoadFailed} onRetry={() => void flow.query.refetch()} />;

  if (!cycle || stage.name === 'loading' || flow.verdict !== 'ready')
    return <LoadingPanel label={texts.cycleLoading} />;

  const navigation: ResultNavigation = {
    mobile,
    orderId: cycleId,
    type: 'cycle',
    onDone: () => tellHost(cycleId),
  };
  if (stage.name === 'success')
    return (
      <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
        <SuccessView navigation={navigation} />
      </Container>
    );
  if (stage.name === 'boleto')
    return (
      <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
        <BoletoReadyView boleto={stage.boleto} navigation={navigation} />
      </Container>
    );

  const savedCards = cards.data ?? [];
  const dueDate =
    cycle.boleto_due_date ??
    boletoDueDate({
      payableType: 'cycles',
      startsAt: new Date(cycle.starts_at),
      now,
      paymentEmissionDay: cycle.subscription?.payment_emission_day ?? null,
    });
  const openCard = () => {
    if (user && !migrationNoticeSeen(user.id)) {
      markMigrationNoticeSeen(user.id);
      setMigrationOpen(true);
    }
    setPaymentType(cards.isSuccess && savedCards.length === 0 ? 'CREDIT_CARD' : 'STORED_CREDIT_CARD');
  };
  const retry = () => {
    setPaymentType(null);
    flow.retry();
  };

  let main: ReactNode;
  if (stage.name === 'processing') main = <ProcessingPanel inAnalysis={stage.inAnalysis} />;
  else if (stage.name === 'error')
    main = (
      <ErrorPanel
        error={stage.error}
        onRetry={retry}
        onSeeOrder={() => leave('order')}
        seeLabel={texts.seeCycle}
      />
    );
  else if (paymentType === 'STORED_CREDIT_CARD')
    main = (
      <StoredCards
        cards={savedCards}
        loading={cards.isPending}
        busy={flow.submitting}
        onBack={() => setPaymentType(null)}
        onOtherCard={() => setPaymentType('CREDIT_CARD')}
        onPay={(card, cvc) => void flow.pay({ kind: 'stored-card', cardId: card.id, cvc }, paying)}
      />
    );
  else if (paymentType === 'CREDIT_CARD')
    main = (
      <NewCardForm
        now={now}
        total={cycle.amount?.total ?? 0}
        draft={draft}
        busy={flow.submitting}
        onBack={() => setPaymentType(savedCards.length > 0 ? 'STORED_CREDIT_CARD' : null)}
        onDraft={setDraft}
        onPay={(request) => void flow.pay(request, paying)}
      />
    );
  else
    main = (
      <PaymentOptions
        boletoAllowed
        walletAllowed={false}
        balance={0}
        onCard={openCard}
        onBoleto={() => setPaymentType('BOLETO')}
        onWallet={() => {}}
      />
    );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <CycleHeader cycle={cycle} />
        <div className={classes.layout}>
          <div className={classes.main}>{main}</div>
          <div className={classes.summary}>
            <CycleSummary cycle={cycle} />
          </div>
          <div className={classes.faq}>
            <ProviderFaqCard items={texts.cycleFaq} />
          </div>
        </div>
      </Stack>
      <BoletoConfirmDialog
        opened={paymentType === 'BOLETO' && stage.name === 'choose'}
        dueDate={brDate(dueDate)}
        describe={texts.cycleBoletoConfirmText}
        onClose={() => setPaymentType(null)}
        onConfirm={() => {
          setPaymentType(null);
          void flow.pay({ kind: 'boleto' }, paying);
        }}
      />
      <MigrationDialog opened={migrationOpen} onClose={() => setMigrationOpen(false)} />
    </Container>
  );
}
