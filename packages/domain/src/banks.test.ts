import { describe, expect, it } from 'vitest';
import { BRAZILIAN_BANKS, bankLabel } from './banks';

describe('the Brazilian bank list', () => {
  it('has one three-digit COMPE code per bank, in code order', () => {
    const codes = BRAZILIAN_BANKS.map((bank) => bank.code);
    for (const code of codes) expect(code).toMatch(/^\d{3}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
  });

  it.each([
    ['001', 'Banco do Brasil'],
    ['033', 'Santander'],
    ['104', 'Caixa Econômica Federal'],
    ['237', 'Bradesco'],
    ['341', 'Itaú Unibanco'],
    ['260', 'Nu Pagamentos (Nubank)'],
    ['077', 'Banco Inter'],
    ['336', 'C6 Bank'],
    ['756', 'Sicoob'],
    ['748', 'Sicredi'],
  ])('lists %s as %s', (code, name) => {
    expect(BRAZILIAN_BANKS.find((bank) => bank.code === code)?.name).toBe(name);
  });

  it('labels a bank by code and name', () => {
    expect(bankLabel({ code: '001', name: 'Banco do Brasil' })).toBe('001 - Banco do Brasil');
  });
});
