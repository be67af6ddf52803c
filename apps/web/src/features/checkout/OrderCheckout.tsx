import { boletoAllowed, boletoDueDate, isPaymentInProgress, walletAllowed } from '@brilho/domain';
import { Container, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useCurrentUser } from '../../lib/session';
import { serverClockQuery } from '../scheduler/api';
import { isNotFound, useWallet } from './api';
import {
  BoletoConfirmDialog,
  MigrationDialog,
  markMigrationNoticeSeen,
  migrationNoticeSeen,
  WalletConfirmDialog,
} from './ConfirmDialogs';
import { CountdownHeader } from './CountdownHeader';
import classes from './checkout.module.css';
import { creditCardsQuery } from './creditCards';
import { brDate } from './format';
import { tellHost, useLeave } from './host';
import { type CardDraft, NewCardForm } from './NewCardForm';
import { ErrorPanel, LoadFailedPanel, LoadingPanel, ProcessingPanel } from './Panels';
import { PayableSummary } from './PayableSummary';
import { PaymentOptions } from './PaymentOptions';
import { ProviderFaqCard } from './ProviderFaqCard';
import { BoletoReadyView, type ResultNavigation, SuccessView } from './ResultViews';
import { StoredCards } from './StoredCards';
import { texts } from './texts';
import { useCheckoutFlow } from './useCheckoutFlow';
import { useCountdown } from './useCountdown';

/** Spec product §4 "Checkout flow": the payment types and the views they open. */
export type PaymentType = 'STORED_CREDIT_CARD' | 'CREDIT_CARD' | 'BOLETO' | 'ACCOUNT_BALANCE';

/** The server's "now" for the form and option rules, fixed once the server's clock is known. */
export function useRulesNow(): Date {
  const offset = useQuery(serverClockQuery).data;
  return useMemo(() => new Date(Date.now() + (offset ?? 0)), [offset]);
}

/** The order checkout (spec product §2 "Checkout"); `mobile` is the web-view variant that never navigates. */
export function OrderCheckout({ orderId, mobile }: { orderId: string; mobile: boolean }) {
  const user = useCurrentUser().data ?? null;
  const balance = useWallet(user?.id);
  const [consumeChecked, setConsumeChecked] = useState(false);
  const [paymentType, setPaymentType] = useState<PaymentType | null>(null);
  const [draft, setDraft] = useState<CardDraft | null>(null);
  const [migrationOpen, setMigrationOpen] = useState(false);
  const leave = useLeave(orderId, mobile);
  const now = useRulesNow();
  const cards = useQuery({ ...creditCardsQuery, enabled: user !== null });

  const flow = useCheckoutFlow(orderId);
  const { order, stage } = flow;
  // The box shows only for a balance that does not pay it all (then 'UTILIZAR SALDO' does).
  const consumeBalance = consumeChecked && order !== undefined && balance > 0 && balance < order.total;
  const paying = { consumeBalance };
  const seconds = useCountdown(order?.created_at);

  // Not found → dashboard; not payable on arrival → the order page.
  useEffect(() => {
    if (flow.query.isError && isNotFound(flow.query.error)) leave('dashboard');
  }, [flow.query.isError, flow.query.error, leave]);
  useEffect(() => {
    if (flow.verdict === 'leave') leave('order');
  }, [flow.verdict, leave]);
  // The window is over while the customer is still choosing: the order page tells what happened.
  const choosing = stage.name === 'choose' || stage.name === 'error';
  useEffect(() => {
    if (seconds === 0 && choosing) leave('order');
  }, [seconds, choosing, leave]);
  // Card payment without saved cards goes straight to the new-card form.
  useEffect(() => {
    if (
      paymentType === 'STORED_CREDIT_CARD' &&
      (cards.isError || (cards.isSuccess && cards.data.length === 0))
    )
      setPaymentType('CREDIT_CARD');
  }, [paymentType, cards.isError, cards.isSuccess, cards.data]);

  // A new view in the payment column is brought into sight (on phones it sits under the summary).
  const mainRef = useRef<HTMLDivElement>(null);
  const view = `${stage.name}:${paymentType ?? ''}`;
  const firstView = useRef(true);
  useEffect(() => {
    if (!view.startsWith('choose:') && !view.startsWith('processing') && !view.startsWith('error')) return;
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    if (paymentType === 'BOLETO' || paymentType === 'ACCOUNT_BALANCE') return;
    const main = mainRef.current;
    const top = main?.getBoundingClientRect().top ?? 0;
    // Only when its start is out of comfortable sight (on wide screens it already is in view).
    if (top < 64 || top > window.innerHeight * 0.5)
      main?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [view, paymentType]);

  if (flow.query.isError && !isNotFound(flow.query.error))
    return <LoadFailedPanel title={texts.loadFailed} onRetry={() => void flow.query.refetch()} />;

  if (!order || stage.name === 'loading' || flow.verdict !== 'ready')
    return <LoadingPanel label={texts.loading} />;

  const navigation: ResultNavigation = { mobile, orderId, onDone: () => tellHost(orderId) };
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

  const startsAt = new Date(order.starts_at);
  const inProgress = (order.payments ?? []).some((p) => isPaymentInProgress(p.status));
  const canBoleto = boletoAllowed({ payableType: 'orders', startsAt, now });
  const canWallet = walletAllowed({
    payableType: 'orders',
    availableToUse: balance,
    total: order.total,
    paymentInProgress: inProgress,
  });
  const savedCards = cards.data ?? [];

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
  const payable = order.total - (consumeBalance ? Math.min(balance, order.total) : 0);

  let main: ReactNode;
  if (stage.name === 'processing') main = <ProcessingPanel inAnalysis={stage.inAnalysis} />;
  else if (stage.name === 'error')
    main = <ErrorPanel error={stage.error} onRetry={retry} onSeeOrder={() => leave('order')} />;
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
        total={payable}
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
        boletoAllowed={canBoleto}
        walletAllowed={canWallet}
        balance={balance}
        onCard={openCard}
        onBoleto={() => setPaymentType('BOLETO')}
        onWallet={() => setPaymentType('ACCOUNT_BALANCE')}
      />
    );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <CountdownHeader seconds={seconds} />
        <div className={classes.layout}>
          <div className={classes.main} ref={mainRef}>
            {main}
          </div>
          <div className={classes.summary}>
            <PayableSummary
              order={order}
              balance={balance}
              consumeBalance={consumeBalance}
              onConsumeBalance={setConsumeChecked}
              locked={stage.name !== 'choose'}
              onCouponChanged={() => flow.query.refetch()}
            />
          </div>
          <div className={classes.faq}>
            <ProviderFaqCard />
          </div>
        </div>
      </Stack>
      <BoletoConfirmDialog
        opened={paymentType === 'BOLETO' && stage.name === 'choose'}
        dueDate={brDate(boletoDueDate({ payableType: 'orders', startsAt, now }))}
        onClose={() => setPaymentType(null)}
        onConfirm={() => {
          setPaymentType(null);
          void flow.pay({ kind: 'boleto' }, paying);
        }}
      />
      <WalletConfirmDialog
        opened={paymentType === 'ACCOUNT_BALANCE' && stage.name === 'choose'}
        total={order.total}
        balance={balance}
        onClose={() => setPaymentType(null)}
        onConfirm={() => {
          setPaymentType(null);
          void flow.pay({ kind: 'account-balance' }, paying);
        }}
      />
      <MigrationDialog opened={migrationOpen} onClose={() => setMigrationOpen(false)} />
    </Container>
  );
}
