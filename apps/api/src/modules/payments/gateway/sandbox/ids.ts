import { createHash, randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const ID_LENGTH = 20;

/** A provider-style id: `CHAR_`, `CARD_`, `ORDE_` + 20 random uppercase alphanumerics. */
export function gatewayId(prefix: 'CHAR' | 'CARD' | 'ORDE'): string {
  let suffix = '';
  for (let index = 0; index < ID_LENGTH; index += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}_${suffix}`;
}

/**
 * An event id derived from what the event announces (a charge's n-th change, an order's outcome), so every
 * delivery of that change — a retry, a re-announcement — carries the same id and the receiver can tell a
 * replay from news.
 */
export function eventId(subject: string): string {
  const digest = createHash('sha256').update(subject).digest();
  let suffix = '';
  for (let index = 0; index < ID_LENGTH; index += 1)
    suffix += ALPHABET[(digest[index] ?? 0) % ALPHABET.length];
  return `EVT_${suffix}`;
}

/** 25 digits for the boleto's free field, from the charge id (stable, so the codes can be rebuilt). */
export function freeFieldOf(chargeId: string): string {
  const digest = createHash('sha256').update(chargeId).digest('hex');
  return (BigInt(`0x${digest}`) % 10n ** 25n).toString().padStart(25, '0');
}
