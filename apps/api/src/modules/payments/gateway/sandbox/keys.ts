import { constants, createHash, generateKeyPair, privateDecrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../../db';
import { sandboxGatewayKeys } from '../../../../db/schema';
import { SANDBOX_TEXTS } from '../../../../words/sandbox-gateway';
import { GatewayError } from '../port';

/**
 * The sandbox's RSA key pair: browsers encrypt card data with its public half (WebCrypto RSA-OAEP,
 * SHA-256), only the gateway can read it. Made once and kept in the database, so every API process (and a
 * restart) decrypts what any of them handed out.
 */

const KEY_ROW_ID = 'current';
const generate = promisify(generateKeyPair);

export interface SandboxKeyPair {
  /** SPKI DER, base64: what WebCrypto's importKey('spki') reads. */
  publicKey: string;
  /** PKCS#8 PEM. */
  privateKey: string;
}

export const CARD_UNREADABLE = SANDBOX_TEXTS.cardUnreadable;

/** The stored pair; the first caller makes it. Concurrent first calls all end up with the one row stored. */
export async function loadKeyPair(db: Db): Promise<SandboxKeyPair> {
  const existing = await readKeyPair(db);
  if (existing) return existing;
  const pair = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await db
    .insert(sandboxGatewayKeys)
    .values({ id: KEY_ROW_ID, publicKey: pair.publicKey.toString('base64'), privateKey: pair.privateKey })
    .onConflictDoNothing({ target: sandboxGatewayKeys.id });
  // Whoever won the insert, the stored row is the key.
  const stored = await readKeyPair(db);
  if (!stored) throw new Error('sandbox gateway key pair missing after insert');
  return stored;
}

async function readKeyPair(db: Db): Promise<SandboxKeyPair | null> {
  const [row] = await db.select().from(sandboxGatewayKeys).where(eq(sandboxGatewayKeys.id, KEY_ROW_ID));
  return row ? { publicKey: row.publicKey, privateKey: row.privateKey } : null;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Reads the browser's ciphertext (base64 RSA-OAEP-256) as UTF-8; GatewayError when it cannot. */
export function decryptCard(privateKey: string, encrypted: string): string {
  const compact = encrypted.trim();
  if (!BASE64.test(compact)) throw new GatewayError(CARD_UNREADABLE);
  try {
    return privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(compact, 'base64'),
    ).toString('utf8');
  } catch {
    throw new GatewayError(CARD_UNREADABLE);
  }
}

/** What marks a ciphertext as used: its SHA-256 over the decoded bytes (base64 spellings can differ). */
export function ciphertextDigest(encrypted: string): string {
  return createHash('sha256').update(Buffer.from(encrypted.trim(), 'base64')).digest('hex');
}
