import { describe, expect, it } from 'vitest';
import { encryptCard } from './encrypt';

const toBase64 = (buffer: ArrayBuffer) => Buffer.from(buffer).toString('base64');

async function keyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  return {
    publicKey: toBase64(await crypto.subtle.exportKey('spki', pair.publicKey)),
    privateKey: pair.privateKey,
  };
}

const CARD = {
  number: '4111111111111111',
  holder: 'MARIA DA SILVA',
  exp_month: '12',
  exp_year: '2031',
  cvc: '123',
};

describe('card encryption in the browser', () => {
  it('produces a base64 ciphertext that the private key decrypts back to the card with a nonce', async () => {
    const { publicKey, privateKey } = await keyPair();
    const hash = await encryptCard(CARD, publicKey);
    expect(hash).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(hash).not.toContain('4111');
    const plain = await crypto.subtle.decrypt(
      { name: 'RSA-OAEP' },
      privateKey,
      Uint8Array.from(Buffer.from(hash, 'base64')),
    );
    const decoded = JSON.parse(new TextDecoder().decode(plain));
    expect(decoded).toMatchObject(CARD);
    expect(typeof decoded.nonce).toBe('string');
  });

  it('never gives the same ciphertext twice for the same card', async () => {
    const { publicKey } = await keyPair();
    expect(await encryptCard(CARD, publicKey)).not.toBe(await encryptCard(CARD, publicKey));
  });

  it('fails on a key that is not an SPKI RSA key', async () => {
    await expect(encryptCard(CARD, 'bm90IGEga2V5')).rejects.toBeTruthy();
  });
});
