import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePixKey, PIX_KEY_TYPES, type PixKeyType, pixKeyTypeOf } from './pixKey';

describe('Pix keys by type', () => {
  it.each<[PixKeyType, string, string]>([
    ['cpf', '529.982.247-25', '52998224725'],
    ['cpf', '52998224725', '52998224725'],
    ['cnpj', '11.222.333/0001-81', '11222333000181'],
    ['email', ' Maria.Silva@Exemplo.com.BR ', 'maria.silva@exemplo.com.br'],
    ['phone', '+55 (11) 98765-4321', '+5511987654321'],
    ['phone', '(11) 98765-4321', '+5511987654321'],
    ['phone', '11 3456-7890', '+551134567890'],
    ['evp', '123E4567-E89B-42D3-A456-426614174000', '123e4567-e89b-42d3-a456-426614174000'],
  ])('accepts the %s key %s as %s', (type, typed, stored) => {
    expect(normalizePixKey(type, typed)).toBe(stored);
    expect(pixKeyTypeOf(stored)).toBe(type);
  });

  it.each<[PixKeyType, string]>([
    ['cpf', '529.982.247-24'], // check digit
    ['cpf', '111.111.111-11'], // repeated digits
    ['cpf', '5299822472'], // 10 digits
    ['cpf', 'abc52998224725'],
    ['cnpj', '11.222.333/0001-82'],
    ['cnpj', '52998224725'], // a CPF is not a CNPJ key
    ['email', 'maria@'],
    ['email', 'maria exemplo.com'],
    ['email', `${'a'.repeat(70)}@exemplo.com`], // over 77 characters
    ['phone', '+1 415 555 0100'], // not Brazilian
    ['phone', '(01) 98765-4321'], // no area code 0x
    ['phone', '98765-4321'], // no area code
    ['phone', 'maria@exemplo.com'],
    ['evp', '123e4567e89b42d3a456426614174000'], // no hyphens
    ['evp', '123e4567-e89b-42d3-a456-42661417400z'],
    ['evp', ''],
  ])('refuses the %s key %s', (type, typed) => {
    expect(normalizePixKey(type, typed)).toBeNull();
  });

  it('gives generated CPFs and CNPJs back as digits of their own type, and no other type takes them', () => {
    fc.assert(
      fc.property(fc.boolean(), (cpf) => {
        const typed = cpf ? generateCpf() : generateCnpj();
        const type: PixKeyType = cpf ? 'cpf' : 'cnpj';
        const stored = normalizePixKey(type, typed);
        expect(stored).toMatch(/^\d+$/);
        expect(pixKeyTypeOf(stored!)).toBe(type);
        for (const other of PIX_KEY_TYPES.filter((t) => t !== type && t !== 'phone'))
          expect(normalizePixKey(other, typed)).toBeNull();
      }),
    );
  });

  it('reads back the type of every normalized UUID, and normalizing is idempotent', () => {
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        const stored = normalizePixKey('evp', uuid.toUpperCase());
        expect(stored).toBe(uuid.toLowerCase());
        expect(normalizePixKey('evp', stored!)).toBe(stored);
        expect(pixKeyTypeOf(stored!)).toBe('evp');
      }),
    );
  });
});
