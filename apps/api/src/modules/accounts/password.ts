import argon2 from 'argon2';

/** New passwords are refused above this length (packages/domain); sign-in never hashes a longer one. */
export { PASSWORD_MAX_LENGTH } from '@brilho/domain';

// OWASP's argon2id baseline (19 MiB, 2 passes): safe, and quick enough for tests on two cores.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, OPTIONS);
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/** Spends the same time as a real check, so an unknown e-mail can't be told apart by timing. */
export async function burnPasswordCheck(plain: string): Promise<void> {
  dummyHash ??= hashPassword('brilho-dummy-password');
  await verifyPassword(await dummyHash, plain);
}
