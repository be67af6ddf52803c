import { z } from 'zod';
import { PAYMENT_STATUSES } from '../../statuses';
import { attributesOf, cents, isoDateTime, resourceOf } from './resource';

/** A payment's instrument type, also the JSON:API type of its `funding_instrument`. */
export const fundingType = z.enum(['boletos', 'credit_card', 'account_balance', 'pix']);

/**
 * A payment (`GET /payments/:id`, an order's or a cycle's `payments`): the instrument flattened on it, so the
 * order page and the checkout read a payment without including the instrument.
 */
export const paymentAttributes = attributesOf({
  status: z.enum(PAYMENT_STATUSES),
  created_at: isoDateTime,
  amount: cents,
  consumed_account_balance: cents,
  failure_reason: z.string().nullable(),
  /** Null while the payment has no instrument. */
  funding_type: fundingType.nullable(),
  line_code: z.string().nullable(),
  url_print: z.string().nullable(),
  pix_copy_paste: z.string().nullable(),
  pix_expires_at: isoDateTime.nullable(),
  first6: z.string().nullable(),
  last4: z.string().nullable(),
});
export const paymentResource = resourceOf('payments', paymentAttributes);

/** A funding instrument (`boletos`, `credit_card`, `account_balance`, `pix`). */
export const fundingInstrumentAttributes = attributesOf({
  brand: z.string().nullable(),
  first6: z.string().nullable(),
  last4: z.string().nullable(),
  url_print: z.string().nullable(),
  line_code: z.string().nullable(),
  barcode: z.string().nullable(),
  expiration_date: z.string().nullable(),
  pix_copy_paste: z.string().nullable(),
  pix_expires_at: isoDateTime.nullable(),
});

/** A stored card (`GET /credit-cards`, `include=credit_cards`). */
export const creditCardAttributes = attributesOf({
  payment_gateway_id: z.string(),
  brand: z.string(),
  first6: z.string(),
  last4: z.string(),
  name: z.string().nullable(),
});
export const creditCardResource = resourceOf('credit-cards', creditCardAttributes);

/** The instrument's JSON:API type is its funding type: one resource per type, same attributes. */
export const fundingInstrumentResources = {
  boletos: resourceOf('boletos', fundingInstrumentAttributes),
  credit_card: resourceOf('credit_card', fundingInstrumentAttributes),
  account_balance: resourceOf('account_balance', fundingInstrumentAttributes),
  pix: resourceOf('pix', fundingInstrumentAttributes),
} as const;

/** `GET /payment-gateway/public-key` (sandbox): the key browsers encrypt cards with. */
export const gatewayKeyAttributes = attributesOf({
  /** SPKI, base64. */
  public_key: z.string(),
  algorithm: z.literal('RSA-OAEP-256'),
});
export const gatewayKeyResource = resourceOf('payment-gateway-keys', gatewayKeyAttributes);
