import { isPaymentInProgress } from '@brilho/domain';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { type ChannelData, useChannel } from '../../lib/cable';
import { texts } from '../../words/checkout';
import type { OrderPayment, Payment, PaymentRequest } from './api';
import { genericError, type PanelError } from './flowErrors';
import {
  type BoletoDetails,
  boletoFromInstrument,
  boletoFromOrderPayment,
  type FlowPayable,
  type InitialVerdict,
  type PayableAdapter,
  type Phase,
  pixFromOrderPayment,
  type Stage,
  waitingBoleto,
  waitingPix,
} from './payable';

/** The acting half of the flow (useCheckoutFlow.ts), as the listening half reads and drives it. */
export interface FlowMachine {
  phaseRef: RefObject<Phase>;
  /** The payment being followed, and the POST's answer for it (its boleto). */
  paymentId: RefObject<string | null>;
  lastPayment: RefObject<Payment | null>;
  /** What the attempt pays with. */
  kind: RefObject<PaymentRequest['kind']>;
  setPhase: (next: Phase) => void;
  setStage: (stage: Stage) => void;
  setVerdict: (verdict: InitialVerdict) => void;
  toastOnce: (key: string, type: 'info' | 'success', message: string) => void;
  refreshOrder: () => Promise<unknown>;
  fail: (error: PanelError) => void;
  approve: () => void;
  showBoleto: (boleto: BoletoDetails) => void;
  judgePayment: (
    status: OrderPayment['status'],
    reason: string | null | undefined,
    boleto: () => BoletoDetails,
  ) => void;
  runPending: () => void;
}

/**
 * The listening half of the flow: the first answer decides where the customer is (paid → success, waiting
 * boleto → boleto, not payable → leave, a payment under way → keep following it); later answers (the
 * polling fallback) and the OrderChannel / PaymentChannel events move the attempt on.
 */
export function useFollowPayable<T extends FlowPayable>(
  adapter: PayableAdapter<T>,
  order: T | undefined,
  machine: FlowMachine,
) {
  const {
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
  } = machine;

  // The first answer decides where the customer is; later answers are the polling fallback.
  const decided = useRef(false);
  useEffect(() => {
    if (!order) return;
    if (!decided.current) {
      decided.current = true;
      const boleto = waitingBoleto(order);
      // Already paid on arrival: nothing is payable, so back to its order or cycle page (the screens
      // "Checkout" redirects). The success view is for a payment made here.
      if (adapter.isPaid(order)) setVerdict('leave');
      else if (boleto) {
        showBoleto(boletoFromOrderPayment(boleto));
        setVerdict('ready');
      } else if (!adapter.mayCheckout(order)) setVerdict('leave');
      else {
        const live = order.payments?.find((p) => isPaymentInProgress(p.status));
        const pix = waitingPix(order);
        const pixDetails = pix ? pixFromOrderPayment(pix) : null;
        if (pix && pixDetails) {
          // A reload while the QR waits to be paid: show it again and keep following.
          paymentId.current = pix.id;
          kind.current = 'pix';
          setPhase('following');
          setStage({ name: 'pix', pix: pixDetails });
        } else if (live) {
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
  }, [
    adapter,
    order,
    approve,
    fail,
    judgePayment,
    runPending,
    setPhase,
    showBoleto,
    setStage,
    setVerdict,
    phaseRef,
    paymentId,
    kind,
  ]);

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
        // The spec's event name, and the order status's own (sent before ).
        case 'fail_to_created_on_gateway':
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
    [adapter, approve, fail, runPending, toastOnce, phaseRef, kind],
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
    [approve, judgePayment, refreshOrder, showBoleto, setStage, phaseRef, paymentId, lastPayment, kind],
  );

  useChannel('OrderChannel', adapter.id, onOrderEvent);
  useChannel('PaymentChannel', adapter.id, onPaymentEvent);
}
