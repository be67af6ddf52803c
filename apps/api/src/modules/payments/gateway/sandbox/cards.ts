import { messages } from '@brilho/domain';
import {
  type CardBrandName,
  cardBrandOf,
  cardExpired,
  GATEWAY_BRAND,
  isUnacceptedBrandNumber,
  luhnValid,
  type SandboxCardOutcome,
  sandboxCardOutcome,
} from '@brilho/domain/cards';
import { z } from 'zod';
import { SANDBOX_TEXTS } from '../../../../words/sandbox-gateway';
import { type GatewayCardBrand, GatewayError } from '../port';
import { CARD_UNREADABLE } from './keys';

/**
 * The card inside the browser's ciphertext, checked as a provider would before charging it. The number and
 * CVC live only in this function's locals: nothing here is logged or stored beyond brand, first6, last4,
 * holder and expiry.
 */

export const CARD_DATA_INVALID = SANDBOX_TEXTS.cardDataInvalid;

/** The JSON the browser encrypts (contract: number, holder, exp_month, exp_year, cvc, nonce). */
const cardPayload = z.object({
  number: z.string(),
  holder: z.string(),
  exp_month: z.coerce.number(),
  exp_year: z.coerce.number(),
  cvc: z.string(),
  nonce: z.string().min(1),
});

export interface ReadCard {
  brand: GatewayCardBrand;
  first6: string;
  last4: string;
  holder: string;
  expMonth: number;
  expYear: number;
  outcome: SandboxCardOutcome;
}

const CVC = /^\d{3,4}$/;

/** AMEX prints 4 digits; the other accepted brands 3 (payment rules allows 3 to 4 for all). */
export function cvcValid(cvc: string, brand: GatewayCardBrand): boolean {
  return CVC.test(cvc) && (brand !== 'AMEX' || cvc.length === 4);
}

/** Parses and validates the decrypted card; GatewayError with the customer's text when it is not usable. */
export function readCard(plaintext: string, now: Date): ReadCard {
  let json: unknown;
  try {
    json = JSON.parse(plaintext);
  } catch {
    throw new GatewayError(CARD_UNREADABLE);
  }
  const parsed = cardPayload.safeParse(json);
  if (!parsed.success) throw new GatewayError(CARD_DATA_INVALID);
  const card = parsed.data;
  const number = card.number.replace(/[\s.-]/g, '');
  if (isUnacceptedBrandNumber(number)) throw new GatewayError(messages.payments.card.brandNotAccepted);
  const brandName: CardBrandName | null = /^\d{12,19}$/.test(number) ? cardBrandOf(number) : null;
  if (!brandName || !luhnValid(number)) throw new GatewayError(CARD_DATA_INVALID);
  const brand = GATEWAY_BRAND[brandName];
  const { exp_month: expMonth, exp_year: expYear } = card;
  const expiryValid =
    Number.isInteger(expMonth) &&
    Number.isInteger(expYear) &&
    expMonth >= 1 &&
    expMonth <= 12 &&
    !cardExpired(expMonth, expYear, now);
  const holder = card.holder.trim();
  if (!expiryValid || !cvcValid(card.cvc, brand) || holder === '') throw new GatewayError(CARD_DATA_INVALID);
  return {
    brand,
    first6: number.slice(0, 6),
    last4: number.slice(-4),
    holder,
    expMonth,
    expYear,
    outcome: sandboxCardOutcome(number),
  };
}
