import { randomUUID, webcrypto } from 'node:crypto';

/** The sandbox's test card that is approved (authorized, then settled). */
export const APPROVED_CARD = '4111111111111111';

/**
 * A card as the browser sends it: JSON encrypted with the gateway's public key (`public_key` of
 * GET /api/payment-gateway/public-key, base64 SPKI), RSA-OAEP with SHA-256.
 */
export async function encryptCardWithKey(
  publicKey: string,
  number: string,
  card: { cvc?: string; expYear?: number } = {},
): Promise<string> {
  const spki = Buffer.from(publicKey, 'base64');
  const key = await webcrypto.subtle.importKey('spki', spki, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const plain = JSON.stringify({
    number,
    holder: 'MARIA S SILVA',
    exp_month: 12,
    exp_year: card.expYear ?? 2031,
    cvc: card.cvc ?? '123',
    nonce: randomUUID(),
  });
  const cipher = await webcrypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain));
  return Buffer.from(cipher).toString('base64');
}
