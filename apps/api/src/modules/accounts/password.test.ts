import { describe, expect, it } from 'vitest';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';

describe('passwords', () => {
  it('are stored as argon2id hashes, never in clear, salted differently each time', async () => {
    const first = await hashPassword('brilho123');
    const second = await hashPassword('brilho123');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(first).not.toContain('brilho123');
    expect(first).not.toBe(second);
  });

  it('let the right password in and keep a wrong one out', async () => {
    const hash = await hashPassword('segredo123');
    expect(await verifyPassword(hash, 'segredo123')).toBe(true);
    expect(await verifyPassword(hash, 'segredo124')).toBe(false);
    expect(await verifyPassword(hash, 'Segredo123')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('handle accents and long passphrases', async () => {
    const passphrase = 'café com pão de queijo às 7h, sem açúcar!'.repeat(4);
    const hash = await hashPassword(passphrase);
    expect(await verifyPassword(hash, passphrase)).toBe(true);
    expect(await verifyPassword(hash, passphrase.normalize('NFD'))).toBe(false);
  });

  it('answer false, not an error, for a stored value that is not a hash (e.g. a disabled account)', async () => {
    expect(await verifyPassword('!', 'qualquer')).toBe(false);
    expect(await verifyPassword('', 'qualquer')).toBe(false);
  });

  it('spend the time of a real check for an unknown e-mail', async () => {
    await expect(burnPasswordCheck('qualquer')).resolves.toBeUndefined();
  });
});
