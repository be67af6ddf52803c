import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, passwordMessages, passwordRuleBroken, personalWords } from './passwords';

describe('password rules', () => {
  it('refuses a password longer than the documented maximum', () => {
    expect(passwordRuleBroken('a'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(passwordRuleBroken('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(passwordMessages.tooLong);
  });

  it('refuses the product name in any case or accent', () => {
    expect(passwordRuleBroken('brilho123')).toBe(passwordMessages.personal);
    expect(passwordRuleBroken('MeuBRILHO!2024')).toBe(passwordMessages.personal);
  });

  it("refuses the person's own names and e-mail, ignoring accents, but not short pieces", () => {
    const owner = { email: 'joao.conceicao@exemplo.com', names: ['João', 'da Conceição'] };
    expect(passwordRuleBroken('joao2024!', owner)).toBe(passwordMessages.personal);
    expect(passwordRuleBroken('Conceicao99', owner)).toBe(passwordMessages.personal);
    expect(passwordRuleBroken('exemplo-senha-forte', owner)).toBeNull();
    expect(passwordRuleBroken('banana-da-terra', { names: ['Ana', 'da Silva'] })).toBeNull();
    expect(personalWords(owner)).toEqual(
      expect.arrayContaining(['brilho', 'joao', 'conceicao', 'joao.conceicao@exemplo.com']),
    );
  });

  it('accepts an ordinary password of someone else', () => {
    expect(
      passwordRuleBroken('segredo123', { email: 'ana@exemplo.com.br', names: ['Ana', 'de Souza'] }),
    ).toBeNull();
  });
});
