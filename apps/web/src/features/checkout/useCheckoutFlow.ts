import {
  canGoToCheckout,
  DELAY_AFTER_APPROVAL_MS,
  GATEWAY_CREATION_POLL_MS,
  isPaymentDone,
  isPaymentInProgress,
  messages,
  PAYMENT_STATUS_POLL_MS,
} from '@brilho/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api/client';
import { type ChannelData, useChannel } from '../../lib/cable';
import { notify } from '../../lib/notify';
import {
  type CheckoutCycle,
  type CheckoutOrder,
  createOnGateway,
  createPayment,
  cycleCheckoutKey,
  type FundingInstrument,
  fetchCheckoutCycle,
  fetchOrder,
  type OrderPayment,
  orderKey,
  type PayableType,
  type Payment,
  type PaymentRequest,
} from './api';
import { CREDIT_CARDS_KEY } from './creditCards';
import { texts } from './texts';

/** What the error panel shows; `blocking` hides 'Voltar para tentar novamente' (payment impossible now). */
export interface PanelError {
  title: string;
  detail: string;
  blocking: boolean;
}

export interface BoletoDetails {
  lineCode: string | null;
  urlPrint: string | null;
  expirationDate: string | null;
}

export type Stage =
  | { name: 'loading' }
  | { name: 'choose' }
  | { name: 'processing'; inAnalysis: boolean }
  | { name: 'error'; error: PanelError }
  | { name: 'boleto'; boleto: BoletoDetails }
  | { name: 'success' };

/**
 * Where the attempt is: `gateway` waits for the order to be created on the gateway (then pays),
 * `paying` waits for the payment POST, `following` follows the payment to a final state.
 */
type Phase = 'idle' | 'gateway' | 'paying' | 'following' | 'approving' | 'done';

const refusals = messages.payments.refusals;
/** 422s after which no payment can be tried again on this order. */
const BLOCKING_TITLES: readonly string[] = [
  refusals.windowOver,
  refusals.notPayable,
  refusals.payableNotFound,
];
const BLOCKING_CODES: readonly string[] = ['payment_window_over', 'order_not_payable', 'cycle_not_payable'];
/** A cycle's refusals (its block reasons, rules §8): payment is impossible now, the cycle page says why. */
const CYCLE_BLOCKING_TITLES: readonly string[] = [
  messages.payments.cycleCancelled,
  messages.payments.cycleNotOpen,
  messages.payments.cyclePeriodPassed,
  messages.payments.cyclePeriodNotBegun,
];

const errorCode = (error: ApiError): string | undefined =>
  (error.errors[0] as { code?: string } | undefined)?.code;

const fundingOf = (kind: PaymentRequest['kind']) =>
  kind === 'boleto' ? 'boleto' : kind === 'account-balance' ? 'wallet' : 'card';

/** The generic panel of a failed attempt, by what was being paid with. */
function genericError(kind: PaymentRequest['kind']): PanelError {
  const funding = fundingOf(kind);
  if (funding === 'boleto')
    return { title: texts.problemTitle, detail: messages.payments.boleto.failed, blocking: false };
  if (funding === 'wallet')
    return { title: texts.problemTitle, detail: messages.payments.wallet.failed, blocking: false };
  return { title: texts.failedTitle, detail: texts.failedText, blocking: false };
}

/** A refused request: a 4xx shows the API's title (a 422's pt-BR text); anything else the generic panel. */
export function errorFrom(
  error: unknown,
  kind: PaymentRequest['kind'],
  payableType: PayableType = 'order',
): PanelError {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    const title = error.errors[0]?.title?.trim();
    if (title) {
      const blocking =
        BLOCKING_TITLES.includes(title) ||
        BLOCKING_CODES.includes(errorCode(error) ?? '') ||
        // A cycle's 422 carries its block reason as the title (e.g. the inconsistency text).
        (payableType === 'cycle' && (CYCLE_BLOCKING_TITLES.includes(title) || error.status === 422));
      return { title: blocking ? texts.problemTitle : texts.failedTitle, detail: title, blocking };
    }
  }
  return genericError(kind);
}

const boletoFromInstrument = (instrument: FundingInstrument | null | undefined): BoletoDetails => ({
  lineCode: instrument?.line_code ?? null,
  urlPrint: instrument?.url_print ?? null,
  expirationDate: instrument?.expiration_date ?? null,
});

const boletoFromOrderPayment = (payment: OrderPayment): BoletoDetails => ({
  lineCode: payment.line_code ?? null,
  urlPrint: payment.url_print ?? null,
  expirationDate: payment.expiration_date ?? null,
});

/** What the flow reads of the payable it pays (an order or a cycle). */
export interface FlowPayable {
  id: string;
  status: string;
  payments?: OrderPayment[];
}

const waitingBoleto = (payable: FlowPayable): OrderPayment | undefined =>
  payable.payments?.find((p) => p.funding_type === 'boletos' && p.status === 'waiting');

/** Paid: the order says so, or one of its payments has the money in. */
export const isOrderPaid = (order: CheckoutOrder): boolean =>
  order.status === 'paid' || (order.payments ?? []).some((p) => isPaymentDone(p.status));

export const orderMayCheckout = (order: CheckoutOrder): boolean =>
  canGoToCheckout({
    status: order.status,
    payments: (order.payments ?? []).map((p) => ({
      status: p.status,
      fundingType: p.funding_type ?? 'credit_card',
    })),
  });

/** A cycle is paid once its status says so, or one of its payments has the money in. */
export const isCyclePaid = (cycle: CheckoutCycle): boolean =>
  ['paid', 'active', 'ended'].includes(cycle.status) ||
  (cycle.payments ?? []).some((p) => isPaymentDone(p.status));

/**
 * How the flow reads and judges one kind of payable. Orders: the 20-minute window, creation on the
 * gateway first; cycles: no window (the period is the API's), never a gateway step (the cycles job
 * opened it), payable as the API computes it (`payable`, from the domain's cycle rules).
 */
export interface PayableAdapter<T extends FlowPayable> {
  type: PayableType;
  id: string;
  queryKey: readonly unknown[];
  fetch(): Promise<T>;
  isPaid(payable: T): boolean;
  mayCheckout(payable: T): boolean;
  /** Whether a payment must wait for the payable's creation on the gateway. */
  needsGateway(status: string | undefined): boolean;
  /** The error panel's text when the payable is cancelled while being paid. */
  cancelledDetail: string;
  /** 422 titles that mean "already paid" (then the payment counts as approved). */
  paidTitles: readonly string[];
}

export function orderAdapter(orderId: string): PayableAdapter<CheckoutOrder> {
  return {
    type: 'order',
    id: orderId,
    queryKey: orderKey(orderId),
    fetch: () => fetchOrder(orderId),
    isPaid: isOrderPaid,
    mayCheckout: orderMayCheckout,
    needsGateway: (status) =>
      status === 'scheduled' || status === 'failed_to_create_on_gateway' || status === 'requested_on_gateway',
    cancelledDetail: refusals.windowOver,
    paidTitles: [refusals.alreadyPaid],
  };
}

export function cycleAdapter(cycleId: string): PayableAdapter<CheckoutCycle> {
  return {
    type: 'cycle',
    id: cycleId,
    queryKey: cycleCheckoutKey(cycleId),
    fetch: () => fetchCheckoutCycle(cycleId),
    isPaid: isCyclePaid,
    mayCheckout: (cycle) => cycle.payable,
    needsGateway: () => false,
    cancelledDetail: messages.payments.cycleCancelled,
    paidTitles: [messages.payments.cyclePaid],
  };
}

export type InitialVerdict = 'pending' | 'ready' | 'leave';

/**
 * The checkout's state machine (spec product §4 "Checkout flow", "Real-time events"): reads the order,
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

/** The flow for any payable, given how to read and judge it. */
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

  // The first answer decides where the customer is; later answers are the polling fallback.
  const decided = useRef(false);
  useEffect(() => {
    if (!order) return;
    if (!decided.current) {
      decided.current = true;
      const boleto = waitingBoleto(order);
      if (adapter.isPaid(order)) {
        setPhase('done');
        setStage({ name: 'success' });
        setVerdict('ready');
      } else if (boleto) {
        showBoleto(boletoFromOrderPayment(boleto));
        setVerdict('ready');
      } else if (!adapter.mayCheckout(order)) setVerdict('leave');
      else {
        const live = order.payments?.find((p) => isPaymentInProgress(p.status));
        if (live) {
          // A reload while a card payment is being analysed: keep following it.
          paymentId.current = live.id;
          kind.current = live.funding_type === 'boletos' ? 'boleto' : 'new-card';
          setPhase('following');
          setStage({ name: 'processing', inAnalysis: live.status === 'in_analysis' });
        } else setStage({ name: 'choose' });
        setVerdict('ready');
      }
      return;
    }
    const now = phaseRef.current;
    if (now === 'gateway') {
      if (order.status === 'created_on_gateway') runPending();
      else if (order.status === 'cancelled')
        fail({ title: texts.problemTitle, detail: adapter.cancelledDetail, blocking: true });
    } else if (now === 'paying' || now === 'following') {
      if (order.status === 'paid') return approve();
      if (order.status === 'cancelled')
        return fail({ title: texts.problemTitle, detail: adapter.cancelledDetail, blocking: true });
      const payment = paymentId.current ? order.payments?.find((p) => p.id === paymentId.current) : undefined;
      if (payment)
        judgePayment(payment.status, payment.failure_reason, () => boletoFromOrderPayment(payment));
      else if (now === 'following' && order.status === 'failed_to_request_payment')
        fail(genericError(kind.current));
    }
  }, [adapter, order, approve, fail, judgePayment, runPending, setPhase, showBoleto]);

  const onOrderEvent = useCallback(
    (data: ChannelData) => {
      const now = phaseRef.current;
      switch (data.to_state) {
        case 'requested_on_gateway':
          if (now === 'gateway') toastOnce('requested', 'info', texts.creatingOnGateway);
          break;
        case 'created_on_gateway':
          if (now === 'gateway') {
            toastOnce('created', 'success', texts.createdOnGateway);
            runPending();
          }
          break;
        case 'failed_to_create_on_gateway':
          if (now === 'gateway') fail(genericError(kind.current));
          break;
        case 'payment_requested':
          if (now === 'paying' || now === 'following') toastOnce('payment', 'info', texts.paymentRequested);
          break;
        case 'failed_to_request_payment':
          if (now === 'paying' || now === 'following') fail(genericError(kind.current));
          break;
        case 'paid':
          if (now === 'paying' || now === 'following') approve();
          break;
        case 'cancelled':
          if (now === 'gateway' || now === 'paying' || now === 'following')
            fail({ title: texts.problemTitle, detail: adapter.cancelledDetail, blocking: true });
          break;
      }
    },
    [adapter, approve, fail, runPending, toastOnce],
  );

  const onPaymentEvent = useCallback(
    (data: ChannelData) => {
      const now = phaseRef.current;
      if (now !== 'paying' && now !== 'following') return;
      // Another (earlier) payment of this order: not the one being followed.
      if (paymentId.current && data.payment_id && data.payment_id !== paymentId.current) return;
      switch (data.to_state) {
        case 'authorized':
        case 'settled':
          approve();
          break;
        case 'cancelled':
          judgePayment('cancelled', data.reason, () => boletoFromInstrument(null));
          break;
        case 'in_analysis':
          setStage({ name: 'processing', inAnalysis: true });
          break;
        case 'waiting':
          if (kind.current !== 'boleto') break;
          if (lastPayment.current) showBoleto(boletoFromInstrument(lastPayment.current.funding_instrument));
          else void refreshOrder();
          break;
      }
    },
    [approve, judgePayment, refreshOrder, showBoleto],
  );

  useChannel('OrderChannel', orderId, onOrderEvent);
  useChannel('PaymentChannel', orderId, onPaymentEvent);

  return { query, order, stage, verdict, submitting, pay, retry };
}
