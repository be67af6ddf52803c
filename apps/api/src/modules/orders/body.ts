import { messages, TEXT_LIMITS } from '@brilho/domain';
import { z } from 'zod';
import {
  attributesOf,
  parseWith,
  relationshipId,
  relationshipRef,
  requiredRelationshipId,
} from '../../lib/body';
import { fieldErrors } from '../../lib/errors';
import { REQUEST_TEXTS } from '../../words/errors';
import { ORDER_BODY_TEXTS } from '../../words/orders';

/**
 * The order bodies (order and coupon calls) read at the boundary. The domain has no order schema yet, so these
 * live here; they belong in `@brilho/domain/schemas` once the web's checkout posts the same shape.
 */

const REQUIRED = messages.common.required;
const INVALID_INSTANT = ORDER_BODY_TEXTS.badInstant;
export const DESCRIPTION_TOO_LONG = REQUEST_TEXTS.maxLength(TEXT_LIMITS.description);

/** An ISO 8601 instant with its offset, read as a Date (orders and offers). */
export const instant = z.iso
  .datetime({ offset: true, error: (issue) => (issue.input === undefined ? REQUIRED : INVALID_INSTANT) })
  .transform((value) => new Date(value));

/** Blank is no description; the limit counts characters as PostgreSQL's char_length does (code points). */
export const description = z
  .string({ error: REQUEST_TEXTS.badText })
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null))
  .refine((value) => value === null || [...value].length <= TEXT_LIMITS.description, DESCRIPTION_TOO_LONG);

export const flag = z.boolean({ error: REQUEST_TEXTS.badValue }).optional();

const orderCreateAttributes = z.object({
  starts_at: instant,
  ends_at: instant,
  description,
  should_include_products: flag,
  // The old API chose a payment gateway with it; there is one gateway port here, so it is read and ignored.
  use_pag_bank: flag,
});

export interface Ref {
  type: string | null;
  id: string;
}

export interface OrderCreateInput {
  startsAt: Date;
  endsAt: Date;
  description: string | null;
  shouldIncludeProducts: boolean;
  /** Who the order is for: must be the caller (absent: the caller). */
  customer: Ref | null;
  professionalId: string;
  addressId: string;
  /** The free period the customer picked (a stored window id, or the search's `window:epoch` id). */
  scheduleEventId: string | null;
}

export function parseOrderCreate(body: unknown): OrderCreateInput {
  const attributes = parseWith(orderCreateAttributes, attributesOf(body));
  return {
    startsAt: attributes.starts_at,
    endsAt: attributes.ends_at,
    description: attributes.description ?? null,
    shouldIncludeProducts: attributes.should_include_products ?? false,
    customer: relationshipRef(body, 'customer'),
    professionalId: requiredRelationshipId(body, 'professional'),
    addressId: requiredRelationshipId(body, 'address'),
    scheduleEventId: relationshipId(body, 'schedule_event'),
  };
}

export interface OrderPatch {
  description?: string | null;
  /** Present when the body names the coupon relationship; `id: null` removes the coupon. */
  coupon?: { id: string | null };
}

const orderPatchAttributes = z.object({ description: description.optional() });

/** `data.relationships.coupon`: `{ data: { type, id } }` sets it, `{ data: null }` removes it, absent keeps it. */
function couponChange(body: unknown): OrderPatch['coupon'] {
  const relationships = (body as { data?: { relationships?: Record<string, unknown> } } | null)?.data
    ?.relationships;
  const coupon = relationships?.coupon as { data?: unknown } | undefined;
  if (!coupon || !('data' in coupon)) return undefined;
  if (coupon.data === null) return { id: null };
  const id = relationshipId(body, 'coupon');
  if (id === null)
    throw fieldErrors([
      { field: 'coupon', title: ORDER_BODY_TEXTS.badCoupon, pointer: '/data/relationships/coupon' },
    ]);
  return { id };
}

export function parseOrderPatch(body: unknown): OrderPatch {
  const raw = attributesOf(body);
  const attributes = parseWith(orderPatchAttributes, raw);
  const coupon = couponChange(body);
  return {
    ...('description' in raw ? { description: attributes.description ?? null } : {}),
    ...(coupon ? { coupon } : {}),
  };
}
