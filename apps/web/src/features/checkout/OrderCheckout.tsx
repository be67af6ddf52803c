import { boletoAllowed, boletoDueDate, isPaymentInProgress, walletAllowed } from '@brilho/domain';
import { Container, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { texts } from '../../words/checkout';
import { isNotFound, useWallet } from './api';
import { CountdownHeader } from './CountdownHeader';
import classes from './checkout.module.css';
import { brDate } from './format';
import { tellHost, useLeave } from './host';
import { LoadFailedPanel, LoadingPanel } from './Panels';
import { PayableSummary } from './PayableSummary';
import { PaymentMethodPanel, usePaymentMethod, useRulesNow } from './PaymentMethodPanel';
import { ProviderFaqCard } from './ProviderFaqCard';
import { BoletoReadyView, type ResultNavigation, SuccessView } from './ResultViews';
import { useCheckoutFlow } from './useCheckoutFlow';
import { useCountdown } from './useCountdown';

/** The order checkout ("Checkout"); `mobile` is the web-view variant that never navigates. */
export function OrderCheckout({ orderId, mobile }: { orderId: string; mobile: boolean }) {
  const method = usePaymentMethod();
  const balance = useWallet(method.user?.id);
  const [consumeChecked, setConsumeChecked] = useState(false);
  const leave = useLeave(orderId, mobile);
  const now = useRulesNow();

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

  // A new view in the payment column is brought into sight (on phones it sits under the summary).
  const { paymentType } = method;
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
  const canWallet = walletAllowed({
    payableType: 'orders',
    availableToUse: balance,
    total: order.total,
    paymentInProgress: inProgress,
  });
  const payable = order.total - (consumeBalance ? Math.min(balance, order.total) : 0);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <CountdownHeader seconds={seconds} />
        <div className={classes.layout}>
          <div className={classes.main} ref={mainRef}>
            <PaymentMethodPanel
              method={method}
              stage={stage}
              submitting={flow.submitting}
              now={now}
              cardTotal={payable}
              boleto={{
                allowed: boletoAllowed({ payableType: 'orders', startsAt, now }),
                dueDate: brDate(boletoDueDate({ payableType: 'orders', startsAt, now })),
              }}
              wallet={{ allowed: canWallet, balance, total: order.total }}
              pix
              onPay={(request) => void flow.pay(request, paying)}
              onRetry={flow.retry}
              onSeePayable={() => leave('order')}
            />
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
    </Container>
  );
}
