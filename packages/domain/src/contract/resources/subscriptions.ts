import { z } from 'zod';
import { SUBSCRIPTION_FREQUENCIES } from '../../constants';
import { CYCLE_STATUSES, SUBSCRIPTION_STATUSES } from '../../statuses';
import { attributesOf, cents, isoDate, isoDateTime, noAttributes, resourceOf } from './resource';

/** `GET /subscriptions`, `GET /subscriptions/:id`. */
export const subscriptionAttributes = attributesOf({
  name: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  frequency: z.enum(SUBSCRIPTION_FREQUENCIES),
  starts_at: isoDateTime,
  /** Hours of each cleaning. */
  order_duration: z.number().int(),
  payment_emission_day: z.number().int(),
  created_at: isoDateTime,
});
export const subscriptionResource = resourceOf('subscriptions', subscriptionAttributes);

/** A subscription's month (`GET /cycles/:id`, `include=cycles`), with what the cycle rules computed now. */
export const cycleAttributes = attributesOf({
  status: z.enum(CYCLE_STATUSES),
  reference_month: z.string(),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  created_at: isoDateTime,
  amount: z.strictObject({ total: cents, subtotal: cents }),
  orders_count: z.number().int(),
  /** Hours of each cleaning. */
  duration_hours: z.number().int(),
  payable: z.boolean(),
  block_reason: z.string().nullable(),
  card_label: z.string(),
  expired: z.boolean(),
  payment_opens_at: isoDateTime,
  payment_closes_at: isoDateTime,
  boleto_due_date: isoDate,
});
export const cycleResource = resourceOf('cycles', cycleAttributes);

/** A cycle only as a relationship's target (a payment's `payable`; its attributes come from `GET /cycles/:id`). */
export const cycleRefResource = resourceOf('cycles', noAttributes);
