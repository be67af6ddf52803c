import { boletoDueDate } from '@brilho/domain';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { cycleMonth, lastPaymentDay, monthLabel } from '../../entities/subscription/model';
import { texts } from '../../words/checkout';
import { type CheckoutCycle, isNotFound } from './api';
import classes from './checkout.module.css';
import { brDate } from './format';
import { tellHost, useLeave } from './host';
import { LoadFailedPanel, LoadingPanel } from './Panels';
import { CycleSummary } from './PayableSummary';
import { PaymentMethodPanel, usePaymentMethod, useRulesNow } from './PaymentMethodPanel';
import { ProviderFaqCard } from './ProviderFaqCard';
import { BoletoReadyView, type ResultNavigation, SuccessView } from './ResultViews';
import { useCycleCheckoutFlow } from './useCheckoutFlow';

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
  const method = usePaymentMethod();
  const leave = useLeave(cycleId, mobile, 'cycle');
  const now = useRulesNow();
  const flow = useCycleCheckoutFlow(cycleId);
  const { order: cycle, stage } = flow;
  const paying = { consumeBalance: false };

  useEffect(() => {
    if (flow.query.isError && isNotFound(flow.query.error)) leave('dashboard');
  }, [flow.query.isError, flow.query.error, leave]);
  useEffect(() => {
    if (flow.verdict === 'leave') leave('order');
  }, [flow.verdict, leave]);

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

  const dueDate =
    cycle.boleto_due_date ??
    boletoDueDate({
      payableType: 'cycles',
      startsAt: new Date(cycle.starts_at),
      now,
      paymentEmissionDay: cycle.subscription?.payment_emission_day ?? null,
    });

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <CycleHeader cycle={cycle} />
        <div className={classes.layout}>
          <div className={classes.main}>
            <PaymentMethodPanel
              method={method}
              stage={stage}
              submitting={flow.submitting}
              now={now}
              cardTotal={cycle.amount?.total ?? 0}
              // Always offered to a cycle; the due date is the API's, else the domain's.
              boleto={{ allowed: true, dueDate: brDate(dueDate), describe: texts.cycleBoletoConfirmText }}
              pix
              seeLabel={texts.seeCycle}
              onPay={(request) => void flow.pay(request, paying)}
              onRetry={flow.retry}
              onSeePayable={() => leave('order')}
            />
          </div>
          <div className={classes.summary}>
            <CycleSummary cycle={cycle} />
          </div>
          <div className={classes.faq}>
            <ProviderFaqCard items={texts.cycleFaq} />
          </div>
        </div>
      </Stack>
    </Container>
  );
}
