import { fetchPublicKey } from './api';

/**
 * Card data encrypted in the browser with the gateway's RSA public key (RSA-OAEP, SHA-256), so the card
 * number and CVC never reach our API, its logs or any cache in clear. A fresh nonce makes every
 * ciphertext single-use: the gateway refuses one it has seen before.
 */
export interface CardSecret {
  /** Digits only. */
  number: string;
  holder: string;
  /** '01'…'12'. */
  exp_month: string;
  /** Four digits. */
  exp_year: string;
  cvc: string;
}

const fromBase64 = (text: string): ArrayBuffer => {
  const binary = atob(text.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes.buffer;
};

const toBase64 = (buffer: ArrayBuffer): string => {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** The base64 ciphertext of the card under `publicKey` (SPKI DER, base64). */
export async function encryptCard(card: CardSecret, publicKey: string): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey(
    'spki',
    fromBase64(publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const plain = new TextEncoder().encode(JSON.stringify({ ...card, nonce: globalThis.crypto.randomUUID() }));
  return toBase64(await subtle.encrypt({ name: 'RSA-OAEP' }, key, plain));
}

/** Asks the API for the gateway's key, then encrypts; any failure throws (the form says 'Cartão Inválido!'). */
export async function encryptCardForGateway(card: CardSecret): Promise<string> {
  return encryptCard(card, await fetchPublicKey());
}
