import { messages, TEXT_LIMITS } from '@brilho/domain';
import { z } from 'zod';
import { attributesOf, parseWith, relationshipId } from '../../lib/body';
import { fieldErrors } from '../../lib/errors';
import { DESCRIPTION_TOO_LONG } from '../orders/body';

/** The offer bodies (spec rules §7.5) read at the boundary, with the order bodies' field rules. */

const REQUIRED = messages.common.required;
const INVALID_INSTANT = 'Data e hora inválidas (use ISO 8601 com fuso, ex.: 2026-11-24T13:00:00Z)';

const instant = z.iso
  .datetime({ offset: true, error: (issue) => (issue.input === undefined ? REQUIRED : INVALID_INSTANT) })
  .transform((value) => new Date(value));

/** Blank is no description; the limit counts code points, as PostgreSQL's char_length does. */
const description = z
  .string({ error: 'Texto inválido' })
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null))
  .refine((value) => value === null || [...value].length <= TEXT_LIMITS.description, DESCRIPTION_TOO_LONG);

const offerCreateAttributes = z.object({
  starts_at: instant,
  ends_at: instant,
  description,
  should_include_products: z.boolean({ error: 'Valor inválido' }).optional(),
});

const keyAttributes = z.object({
  key: z
    .string({ error: (issue) => (issue.input === undefined ? REQUIRED : 'Chave inválida') })
    .min(1, REQUIRED),
});

export interface OfferCreateInput {
  startsAt: Date;
  endsAt: Date;
  description: string | null;
  shouldIncludeProducts: boolean;
  addressId: string;
}

export function requiredRelationship(body: unknown, name: string): string {
  const id = relationshipId(body, name);
  if (id === null)
    throw fieldErrors([{ field: name, title: REQUIRED, pointer: `/data/relationships/${name}` }]);
  return id;
}

export function parseOfferCreate(body: unknown): OfferCreateInput {
  const attributes = parseWith(offerCreateAttributes, attributesOf(body));
  return {
    startsAt: attributes.starts_at,
    endsAt: attributes.ends_at,
    description: attributes.description ?? null,
    shouldIncludeProducts: attributes.should_include_products ?? false,
    addressId: requiredRelationship(body, 'address'),
  };
}

/** `{ data: { attributes: { key } } }` of delete-offer and create-order. */
export function parseKey(body: unknown): string {
  return parseWith(keyAttributes, attributesOf(body)).key;
}
