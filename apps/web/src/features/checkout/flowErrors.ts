import { messages } from '@brilho/domain';
import { ApiError } from '../../lib/api/client';
import { texts } from '../../words/checkout';
import type { PayableType, PaymentRequest } from './api';

// The error panel of a failed payment attempt: which text it shows and whether payment may be tried again.

/** What the error panel shows; `blocking` hides 'Voltar para tentar novamente' (payment impossible now). */
export interface PanelError {
  title: string;
  detail: string;
  blocking: boolean;
}

const refusals = messages.payments.refusals;
/** 422s after which no payment can be tried again on this order. */
const BLOCKING_TITLES: readonly string[] = [
  refusals.windowOver,
  refusals.notPayable,
  refusals.payableNotFound,
];
const BLOCKING_CODES: readonly string[] = ['payment_window_over', 'order_not_payable', 'cycle_not_payable'];
/** A cycle's refusals (its block reasons, the error catalogue): payment is impossible now, the cycle page says why. */
const CYCLE_BLOCKING_TITLES: readonly string[] = [
  messages.payments.cycleCancelled,
  messages.payments.cycleNotOpen,
  messages.payments.cyclePeriodPassed,
  messages.payments.cyclePeriodNotBegun,
];

export const errorCode = (error: ApiError): string | undefined =>
  (error.errors[0] as { code?: string } | undefined)?.code;

const fundingOf = (kind: PaymentRequest['kind']) =>
  kind === 'boleto' ? 'boleto' : kind === 'account-balance' ? 'wallet' : 'card';

/** The generic panel of a failed attempt, by what was being paid with. */
export function genericError(kind: PaymentRequest['kind']): PanelError {
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
