import type { CancellationPolicy } from '@brilho/domain';
import type { RefundMethod } from '../payments';

/**
 * What was decided on a ticket, kept as JSON in the `resolution` text column (the table has no structured
 * column for it; docs/decisions.md): the business constants policy applied when the customer cancelled, where the money
 * goes, and what the operator did. Later steps add to it, nothing is overwritten.
 */
export type TicketOutcome =
  | 'cancelled'
  | 'credit'
  | 'refund_requested'
  | 'refunded'
  | 'rescheduled'
  | 'service_not_provided';

export interface TicketResolution {
  outcome?: TicketOutcome;
  policy?: {
    kind: CancellationPolicy['kind'];
    lost_hours: number;
    retained_cents: number;
    returned_cents: number;
    credit_hours: number;
  };
  refund?: {
    method: RefundMethod;
    amount_cents: number;
    /** The card charge's refund was asked of the gateway (the whole charge: the free policy only). */
    gateway_refund_requested: boolean;
    /** Given back to the account balance when the operator concluded the refund. */
    wallet_cents?: number;
  };
  /** The order the credit was booked again as (a credit's rebooking creates a new order). */
  new_order_id?: string;
  starts_at?: string;
  professional_id?: string | null;
  note?: string;
}

export const policyOf = (policy: CancellationPolicy): NonNullable<TicketResolution['policy']> => ({
  kind: policy.kind,
  lost_hours: policy.lostHours,
  retained_cents: policy.retainedCents,
  returned_cents: policy.returnedCents,
  credit_hours: policy.creditHours,
});

export function readResolution(value: string | null): TicketResolution {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' ? (parsed as TicketResolution) : { note: value };
  } catch {
    // A resolution typed by hand before this format existed.
    return { note: value };
  }
}

export const writeResolution = (previous: string | null, next: TicketResolution): string =>
  JSON.stringify({ ...readResolution(previous), ...next });
