import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../statuses';
import { phoneAttributes } from './accounts';
import { attributesOf, cents, isoDateTime, noAttributes, resourceOf } from './resource';
import { ticketAttributes } from './tickets';

/**
 * The order as every reader sees it (the customer's page, the console, the professional's agenda): one core,
 * and a variant per reader made by `pick`/`extend` — they all answer as JSON:API type `orders`.
 */
export const orderStatus = z.enum(ORDER_STATUSES);

const orderCore = z.strictObject({
  status: orderStatus,
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  created_at: isoDateTime,
  updated_at: isoDateTime,
  cycle_id: z.string().nullable(),
  description: z.string().nullable(),
  subtotal: cents,
  discount: cents,
  total: cents,
  order_converted_in_credit: z.boolean(),
  paid_by_account_balance: z.boolean(),
  should_include_products: z.boolean(),
});

/**
 * The spec's `amount (total, subtotal.discount)`: the discount read under the subtotal (cents); the flat
 * `total`, `subtotal`, `discount` stay beside it for readers of the earlier shape.
 */
export const orderAmount = z.strictObject({
  total: cents,
  subtotal: z.strictObject({ value: cents, discount: cents }),
  discount: cents,
});

/** `GET /orders`, `GET /orders/:id` (customer). */
export const orderAttributes = orderCore.extend({
  subscription_id: z.string().nullable(),
  amount: orderAmount,
  /** Hours (the schedule event's `duration` is in seconds). */
  duration: z.number().int(),
  /** Only where the rules let the customer see it; null otherwise. */
  professional_phone: phoneAttributes.nullable(),
});
export const orderResource = resourceOf('orders', orderAttributes);

/** An order only as a relationship's target (its attributes come from `GET /orders/:id`). */
export const orderRefResource = resourceOf('orders', noAttributes);

/** The console's order row (`GET /operator/orders`): flat names of who and where. */
export const operatorOrderAttributes = orderCore.omit({ should_include_products: true }).extend({
  duration_hours: z.number().int(),
  customer_id: z.string(),
  customer_name: z.string().nullable(),
  customer_email: z.string(),
  professional_id: z.string().nullable(),
  professional_name: z.string().nullable(),
  address_name: z.string(),
  district: z.string(),
});
export const operatorOrderResource = resourceOf('orders', operatorOrderAttributes);

export const operatorOrderPayment = z.strictObject({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: cents,
  consumed_account_balance: cents,
  method: z.enum(['boletos', 'credit_card', 'account_balance', 'pix']).nullable(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: isoDateTime,
});

export const operatorOrderEvent = z.strictObject({
  /** Unique within the order's timeline: kind and source row. */
  id: z.string(),
  kind: z.enum(['payment', 'status', 'check_in', 'check_out', 'ticket_opened', 'ticket_resolved', 'email']),
  at: isoDateTime,
  title: z.string(),
  subject_type: z.enum(['tickets', 'payments']).nullable(),
  subject_id: z.string().nullable(),
});

/** `GET /operator/orders/:id`: the row with its payments, state changes, timeline, tickets and audit. */
export const operatorOrderDetailAttributes = operatorOrderAttributes.extend({
  payments: z.array(operatorOrderPayment),
  timeline: z.array(z.strictObject({ from: orderStatus.nullable(), to: orderStatus, at: isoDateTime })),
  events: z.array(operatorOrderEvent),
  /** The tickets' and audit entries' own attributes (their resources), with their ids. */
  tickets: z.array(ticketAttributes.extend({ id: z.string() })),
  audit: z.array(z.looseObject({ id: z.string() })),
});
export const operatorOrderDetailResource = resourceOf('orders', operatorOrderDetailAttributes);

/** The address as the professional reads it, inside the address window only. */
export const agendaAddress = z.strictObject({
  name: z.string(),
  street: z.string(),
  street_number: z.string(),
  complement: z.string().nullable(),
  reference: z.string().nullable(),
  zip_code: z.string(),
  lonlat: z.string().nullable(),
});

/** An order of the professional's agenda (`GET /professional/orders`); the customer's details in the window only. */
export const professionalOrderAttributes = orderCore
  .pick({ status: true, starts_at: true, ends_at: true, should_include_products: true, total: true })
  .extend({
    duration_hours: z.number().int(),
    district: z.string(),
    city: z.string(),
    checked_in_at: isoDateTime.nullable(),
    checked_out_at: isoDateTime.nullable(),
    can_check_in: z.boolean(),
    can_check_out: z.boolean(),
    professional_earning: cents,
    customer_first_name: z.string().nullable(),
    address: agendaAddress.nullable(),
    description: z.string().nullable(),
  });
export const professionalOrderResource = resourceOf('orders', professionalOrderAttributes);
