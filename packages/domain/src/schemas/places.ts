import { z } from 'zod';
import { placeValidationMessages } from '../messagesPlaceForms';
import { validationMessages } from '../messagesValidation';
import { reaisToCents } from '../money';
import { onlyDigits } from '../phone';
import { parsePoint } from '../point';
import { REQUIRED } from './signup';

/**
 * Addresses and places (address rules). The web forms and the API bodies read the same rules, so a
 * field refused in the wizard is refused by the API with the same text.
 */

const max = validationMessages.atMostChars;
const min = validationMessages.atLeastChars;

/** An optional text: blank becomes null; otherwise trimmed and between `low` and `high` characters. */
const optionalText = (low: number, high: number) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || value.length >= low, min(low))
    .refine((value) => value === null || value.length <= high, max(high));

export const addressStreet = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(255, max(255));
export const addressStreetNumber = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(31, max(31))
  .regex(/^\d+$/, placeValidationMessages.digitsOnlyPlease);
export const addressComplement = optionalText(2, 255);
export const addressReference = optionalText(5, 255);
export const addressName = z.string({ error: REQUIRED }).trim().min(2, min(2)).max(255, max(255));

/** CEP: digits only are kept; exactly 8. */
export const zipCode = z
  .string({ error: REQUIRED })
  .transform(onlyDigits)
  .refine((value) => value.length > 0, REQUIRED)
  .refine((value) => value.length === 8, validationMessages.zipCodeLength);

/** Step 1 of the wizard: the address as typed (or filled by the places search / CEP). */
export const addressSearchStep = z.object({
  street: addressStreet,
  street_number: addressStreetNumber,
  city: z.string({ error: REQUIRED }).trim().min(1, REQUIRED),
  complement: addressComplement,
  reference: addressReference,
});

/** Step 4: the data confirmed before naming the address. */
export const addressConfirmStep = z.object({
  street: addressStreet,
  street_number: addressStreetNumber,
  complement: addressComplement,
  zip_code: zipCode,
  reference: addressReference,
});

/** Step 5. */
export const addressNameStep = z.object({ name: addressName });

/** The edit-address modal, and the attributes PATCH /addresses/{id} accepts. */
export const addressEdit = z.object({
  name: addressName,
  complement: addressComplement,
  reference: addressReference,
});

// ---------------------------------------------------------------------------------------------------
// Coordinates travel as the text 'POINT(lng lat)' (entity fields Address.lonlat).

export { formatPoint, type LonLat, parsePoint } from '../point';

export const lonlat = z.string({ error: REQUIRED }).transform((value, context) => {
  const point = parsePoint(value);
  if (!point) {
    context.addIssue({ code: 'custom', message: placeValidationMessages.invalidLocation });
    return z.NEVER;
  }
  return point;
});

/** The attributes of POST /addresses (district and addressable travel as relationships). */
export const addressCreateAttributes = addressConfirmStep.extend({ name: addressName, lonlat });
export type AddressCreateAttributes = z.infer<typeof addressCreateAttributes>;

// ---------------------------------------------------------------------------------------------------
// Operator: states, cities, districts.

const code = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(64, max(64))
  .regex(/^[A-Za-z0-9_-]+$/, placeValidationMessages.slugCharacters);
const displayName = z.string({ error: REQUIRED }).trim().min(2, min(2)).max(255, max(255));

export const stateAttributes = z.object({ display_name: displayName, code });
export const cityAttributes = z.object({
  display_name: displayName,
  code,
  active: z.boolean().default(true),
});

const cents = z
  .number({ error: placeValidationMessages.reaisExample })
  .int(placeValidationMessages.cents)
  .min(0, placeValidationMessages.notNegative);
/** Ratings are stored ×100 (0–500 for 0–5 stars). */
const ratingX100 = z
  .number({ error: REQUIRED })
  .int()
  .min(0, placeValidationMessages.ratingMin)
  .max(500, placeValidationMessages.ratingMax);

export const districtAttributes = z.object({
  display_name: displayName,
  code,
  active: z.boolean().default(true),
  rating: z
    .object({ rating_min: ratingX100, rating_max: ratingX100 })
    .refine((r) => r.rating_min <= r.rating_max, {
      message: placeValidationMessages.ratingRange,
      path: ['rating_min'],
    }),
  pricing: z.object({ price: cents, price_per_hour: cents, fee: cents, fee_per_hour: cents }),
});
export type DistrictAttributes = z.infer<typeof districtAttributes>;

/** Operator's form values (stars and reais as typed) → the wire (×100 and cents, the address rules). */
export interface DistrictForm {
  display_name: string;
  code: string;
  active: boolean;
  rating_min: number;
  rating_max: number;
  price: string;
  price_per_hour: string;
  fee: string;
  fee_per_hour: string;
}

/** Reais as typed → cents; NaN (refused by the schema) when it is not an amount. */
const amountToCents = (value: string): number => reaisToCents(value) ?? Number.NaN;

export function districtFormToAttributes(form: DistrictForm): z.input<typeof districtAttributes> {
  return {
    display_name: form.display_name,
    code: form.code,
    active: form.active,
    rating: { rating_min: Math.round(form.rating_min * 100), rating_max: Math.round(form.rating_max * 100) },
    pricing: {
      price: amountToCents(form.price),
      price_per_hour: amountToCents(form.price_per_hour),
      fee: amountToCents(form.fee),
      fee_per_hour: amountToCents(form.fee_per_hour),
    },
  };
}

/** Accent- and case-insensitive text for name searches ('agua verde' finds 'Água Verde'). */
export const searchable = (value: string): string =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
