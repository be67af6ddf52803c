import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random opaque token for the client and the hash we store in its place. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** Tokens are high-entropy, so a fast hash is enough; storing only the hash means a DB leak grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
