import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { documentTypeOf, isCep, isCnpj, isCpf, isCpfOrCnpj, maskCnpj, maskCpf } from './documents';

describe('CPF, CNPJ and CEP', () => {
  it('accepts valid documents, masked or not', () => {
    expect(isCpf('529.982.247-25')).toBe(true);
    expect(isCnpj('11.222.333/0001-81')).toBe(true);
    expect(isCpf(generateCpf())).toBe(true);
    expect(isCnpj(generateCnpj())).toBe(true);
  });

  it.each([['11111111111'], ['52998224724'], ['5299822472'], ['']])('refuses the CPF %s', (value) => {
    expect(isCpf(value)).toBe(false);
  });

  it.each([['00000000000000'], ['11222333000182'], ['1122233300018']])('refuses the CNPJ %s', (value) => {
    expect(isCnpj(value)).toBe(false);
  });

  it('treats more than 11 digits as a CNPJ', () => {
    expect(documentTypeOf('52998224725')).toBe('CPF');
    expect(documentTypeOf('11222333000181')).toBe('CNPJ');
    expect(isCpfOrCnpj('11.222.333/0001-81')).toBe(true);
    expect(isCpfOrCnpj('529.982.247-25')).toBe(true);
  });

  it('masks documents and checks CEPs (the CEP is masked while typing by masks.ts)', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(isCep('80020-310')).toBe(true);
    expect(isCep('8002031')).toBe(false);
  });
});
