import {
  DELAY_AFTER_APPROVAL_MS,
  GATEWAY_CREATION_POLL_MS,
  isPaymentDone,
  PAYMENT_STATUS_POLL_MS,
} from '@brilho/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CREDIT_CARDS_KEY } from '../../entities/credit-card/api';
import { ApiError } from '../../lib/api/client';
import { notify } from '../../lib/notify';
import { texts } from '../../words/checkout';
import { createOnGateway, createPayment, type OrderPayment, type Payment, type PaymentRequest } from './api';
import { cycleAdapter } from './cyclePayable';
import { errorCode, errorFrom, genericError, type PanelError } from './flowErrors';
import { orderAdapter } from './orderPayable';
import {
  type BoletoDetails,
  boletoFromInstrument,
  type FlowPayable,
  type InitialVerdict,
  type PayableAdapter,
  type Phase,
  pixFromPayment,
  type Stage,
} from './payable';
import { useFollowPayable } from './useFollowPayable';

/**
 * The checkout's state machine ("Checkout flow", "Real-time events"): reads the order,
 * decides on load (paid → success, waiting boleto → boleto, not payable → leave), pays (creating the
 * order on the gateway first when it is still `scheduled`), follows the payment through the cable with
 * polling as the fallback (10 s while the gateway creates the order, 5 s after the payment request), and
 * lands on the success, boleto or error panel.
 */
export function useCheckoutFlow(orderId: string) {
  const adapter = useMemo(() => orderAdapter(orderId), [orderId]);
  return usePayableFlow(adapter);
}

/** The same flow for a cycle (`/checkout/assinaturas/{cycle_id}`). */
export function useCycleCheckoutFlow(cycleId: string) {
  const adapter = useMemo(() => cycleAdapter(cycleId), [cycleId]);
  return usePayableFlow(adapter);
}

/**
 * The flow for any payable, given how to read and judge it: the attempt (pay, retry and where it lands)
 * here; the first answer, the polling answers and the cable events in useFollowPayable.
 */
export function usePayableFlow<T extends FlowPayable>(adapter: PayableAdapter<T>) {
  const orderId = adapter.id;
  const client = useQueryClient();
  const [phase, setPhaseState] = useState<Phase>('idle');
  const phaseRef = useRef<Phase>('idle');
  /** Read through a call: the phase changes while an attempt awaits. */
  const phaseNow = useCallback((): Phase => phaseRef.current, []);
  const setPhase = useCallback((next: Phase) => {
    phaseRef.current = next;
    setPhaseState(next);
  }, []);
  const [stage, setStage] = useState<Stage>({ name: 'loading' });
  const [verdict, setVerdict] = useState<InitialVerdict>('pending');
  const [submitting, setSubmitting] = useState(false);

  const pending = useRef<(() => void) | null>(null);
  const paymentId = useRef<string | null>(null);
  const lastPayment = useRef<Payment | null>(null);
  const kind = useRef<PaymentRequest['kind']>('new-card');
  const toasted = useRef(new Set<string>());
  const approvalTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** `meta.consume_account_balance` of the attempt. */
  const consume = useRef(false);

  useEffect(() => () => clearTimeout(approvalTimer.current), []);

  const query = useQuery({
    queryKey: adapter.queryKey,
    queryFn: adapter.fetch,
    staleTime: 0,
    retry: false,
    refetchInterval:
      phase === 'gateway'
        ? GATEWAY_CREATION_POLL_MS
        : phase === 'paying' || phase === 'following'
          ? PAYMENT_STATUS_POLL_MS
          : false,
  });
  const order = query.data;

  const toastOnce = useCallback((key: string, type: 'info' | 'success', message: string) => {
    if (toasted.current.has(key)) return;
    toasted.current.add(key);
    notify({ type, message });
  }, []);

  const refreshOrder = useCallback(
    () => client.refetchQueries({ queryKey: adapter.queryKey, exact: true }),
    [client, adapter],
  );

  const fail = useCallback(
    (error: PanelError) => {
      pending.current = null;
      setPhase('idle');
      setSubmitting(false);
      setStage({ name: 'error', error });
      void refreshOrder();
    },
    [refreshOrder, setPhase],
  );

  const approve = useCallback(() => {
    if (phaseRef.current === 'approving' || phaseRef.current === 'done') return;
    pending.current = null;
    setPhase('approving');
    setStage({ name: 'processing', inAnalysis: false });
    approvalTimer.current = setTimeout(async () => {
      await refreshOrder().catch(() => {});
      void client.invalidateQueries({ queryKey: CREDIT_CARDS_KEY });
      setPhase('done');
      setSubmitting(false);
      setStage({ name: 'success' });
    }, DELAY_AFTER_APPROVAL_MS);
  }, [client, refreshOrder, setPhase]);

  const showBoleto = useCallback(
    (boleto: BoletoDetails) => {
      pending.current = null;
      setPhase('done');
      setSubmitting(false);
      setStage({ name: 'boleto', boleto });
    },
    [setPhase],
  );

  /** A payment's state, from the POST answer or a poll. */
  const judgePayment = useCallback(
    (status: OrderPayment['status'], reason: string | null | undefined, boleto: () => BoletoDetails) => {
      if (isPaymentDone(status)) approve();
      else if (status === 'cancelled')
        fail({
          title: texts.failedTitle,
          detail: reason?.trim() || genericError(kind.current).detail,
          blocking: false,
        });
      else if (status === 'waiting' && kind.current === 'boleto') showBoleto(boleto());
      else if (status === 'in_analysis') setStage({ name: 'processing', inAnalysis: true });
    },
    [approve, fail, showBoleto],
  );

  const sendPayment = useCallback(
    async (request: PaymentRequest, key: string) => {
      setPhase('paying');
      setStage({ name: 'processing', inAnalysis: false });
      try {
        const payment = await createPayment({ id: orderId, type: adapter.type }, request, {
          consumeBalance: consume.current,
          key,
        });
        if (phaseNow() !== 'paying') return;
        paymentId.current = payment.id;
        lastPayment.current = payment;
        setPhase('following');
        judgePayment(payment.status, payment.failure_reason, () =>
          boletoFromInstrument(payment.funding_instrument),
        );
        // A Pix waits for the payer's bank: the QR shows while the cable (or the 5 s polling) follows it.
        const pix = request.kind === 'pix' && payment.status === 'waiting' ? pixFromPayment(payment) : null;
        if (pix) setStage({ name: 'pix', pix });
      } catch (error) {
        if (
          error instanceof ApiError &&
          (errorCode(error) === 'order_paid' ||
            errorCode(error) === 'cycle_paid' ||
            adapter.paidTitles.includes(error.errors[0]?.title ?? ''))
        )
          approve();
        else fail(errorFrom(error, request.kind, adapter.type));
      }
    },
    [adapter, approve, fail, judgePayment, orderId, phaseNow, setPhase],
  );

  const runPending = useCallback(() => {
    const run = pending.current;
    pending.current = null;
    run?.();
  }, []);

  /**
   * Pays with `request`. One attempt at a time (a double click pays once); each attempt has its own
   * idempotency key, reused only when that same request is retried.
   */
  const pay = useCallback(
    async (request: PaymentRequest, options: { consumeBalance: boolean }) => {
      if (phaseRef.current !== 'idle') return;
      consume.current = request.kind !== 'account-balance' && options.consumeBalance;
      const current = client.getQueryData<T>(adapter.queryKey);
      const key = globalThis.crypto.randomUUID();
      kind.current = request.kind;
      paymentId.current = null;
      lastPayment.current = null;
      toasted.current.clear();
      setSubmitting(true);
      const status = current?.status;
      const needsGateway = request.kind !== 'account-balance' && adapter.needsGateway(status);
      if (!needsGateway) {
        await sendPayment(request, key);
        return;
      }
      // Only an attempt waiting here pays on created_on_gateway (a declined card also returns the order
      // to created_on_gateway, and that must not pay again by itself).
      pending.current = () => void sendPayment(request, key);
      setPhase('gateway');
      setStage({ name: 'processing', inAnalysis: false });
      if (status === 'requested_on_gateway') return;
      try {
        const answer = await createOnGateway(orderId);
        if (phaseNow() !== 'gateway') return;
        if (answer.status === 'created_on_gateway') runPending();
        else toastOnce('requested', 'info', texts.creatingOnGateway);
      } catch (error) {
        if (phaseNow() === 'gateway') fail(errorFrom(error, request.kind, adapter.type));
      }
    },
    [adapter, client, fail, orderId, phaseNow, runPending, sendPayment, setPhase, toastOnce],
  );

  /** 'Voltar para tentar novamente': back to the options; the order and the cards are read again. */
  const retry = useCallback(() => {
    pending.current = null;
    setPhase('idle');
    setSubmitting(false);
    setStage({ name: 'choose' });
    void refreshOrder();
  }, [refreshOrder, setPhase]);

  useFollowPayable(adapter, order, {
    phaseRef,
    paymentId,
    lastPayment,
    kind,
    setPhase,
    setStage,
    setVerdict,
    toastOnce,
    refreshOrder,
    fail,
    approve,
    showBoleto,
    judgePayment,
    runPending,
  });

  return { query, order, stage, verdict, submitting, pay, retry };
}
