import type { FundingInstrument, OrderPayment, PayableType, Payment } from './api';
import type { PanelError } from './flowErrors';

// What the checkout flow pays (an order or a cycle) and the views it lands on. The flow itself is in
// useCheckoutFlow.ts; the two kinds of payable in orderPayable.ts and cyclePayable.ts.

export interface BoletoDetails {
  lineCode: string | null;
  urlPrint: string | null;
  expirationDate: string | null;
}

export interface PixDetails {
  /** The BR Code copia e cola. */
  copyPaste: string;
  /** ISO instant the charge stops accepting payment (the order's window end). */
  expiresAt: string | null;
  /** Cents. */
  amount: number;
}

export type Stage =
  | { name: 'pix'; pix: PixDetails }
  | { name: 'loading' }
  | { name: 'choose' }
  | { name: 'processing'; inAnalysis: boolean }
  | { name: 'error'; error: PanelError }
  | { name: 'boleto'; boleto: BoletoDetails }
  | { name: 'success' };

export type InitialVerdict = 'pending' | 'ready' | 'leave';

/**
 * Where the attempt is: `gateway` waits for the order to be created on the gateway (then pays),
 * `paying` waits for the payment POST, `following` follows the payment to a final state.
 */
export type Phase = 'idle' | 'gateway' | 'paying' | 'following' | 'approving' | 'done';

/** What the flow reads of the payable it pays (an order or a cycle). */
export interface FlowPayable {
  id: string;
  status: string;
  payments?: OrderPayment[];
}

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

export const boletoFromInstrument = (instrument: FundingInstrument | null | undefined): BoletoDetails => ({
  lineCode: instrument?.line_code ?? null,
  urlPrint: instrument?.url_print ?? null,
  expirationDate: instrument?.expiration_date ?? null,
});

export const boletoFromOrderPayment = (payment: OrderPayment): BoletoDetails => ({
  lineCode: payment.line_code ?? null,
  urlPrint: payment.url_print ?? null,
  expirationDate: payment.expiration_date ?? null,
});

export const pixFromPayment = (payment: Payment): PixDetails | null => {
  const copyPaste = payment.funding_instrument?.pix_copy_paste;
  if (!copyPaste) return null;
  return { copyPaste, expiresAt: payment.funding_instrument?.pix_expires_at ?? null, amount: payment.amount };
};

export const pixFromOrderPayment = (payment: OrderPayment): PixDetails | null =>
  payment.pix_copy_paste
    ? { copyPaste: payment.pix_copy_paste, expiresAt: payment.pix_expires_at ?? null, amount: payment.amount }
    : null;

export const waitingPix = (payable: FlowPayable): OrderPayment | undefined =>
  payable.payments?.find((p) => p.funding_type === 'pix' && p.status === 'waiting');

export const waitingBoleto = (payable: FlowPayable): OrderPayment | undefined =>
  payable.payments?.find((p) => p.funding_type === 'boletos' && p.status === 'waiting');
