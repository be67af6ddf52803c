import { messages } from '@brilho/domain';
import { z } from 'zod';
import { attributesOf, parseWith, requiredRelationshipId } from '../../lib/body';
import { OFFER_TEXTS } from '../../words/offers';
import { description, flag, instant } from '../orders';

/** The offer bodies (professional and offer calls) read at the boundary, with the order bodies' field rules. */

const REQUIRED = messages.common.required;

const offerCreateAttributes = z.object({
  starts_at: instant,
  ends_at: instant,
  description,
  should_include_products: flag,
});

const keyAttributes = z.object({
  key: z
    .string({ error: (issue) => (issue.input === undefined ? REQUIRED : OFFER_TEXTS.badKey) })
    .min(1, REQUIRED),
});

export interface OfferCreateInput {
  startsAt: Date;
  endsAt: Date;
  description: string | null;
  shouldIncludeProducts: boolean;
  addressId: string;
}

export function parseOfferCreate(body: unknown): OfferCreateInput {
  const attributes = parseWith(offerCreateAttributes, attributesOf(body));
  return {
    startsAt: attributes.starts_at,
    endsAt: attributes.ends_at,
    description: attributes.description ?? null,
    shouldIncludeProducts: attributes.should_include_products ?? false,
    addressId: requiredRelationshipId(body, 'address'),
  };
}

/** `{ data: { attributes: { key } } }` of delete-offer and create-order. */
export function parseKey(body: unknown): string {
  return parseWith(keyAttributes, attributesOf(body)).key;
}
