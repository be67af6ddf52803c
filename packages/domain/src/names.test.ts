import { describe, expect, it } from 'vitest';
import { capitalizeWords, firstWord, normalizeEmail } from './names';

describe('names', () => {
  it.each([
    ['maria  DA silva', 'Maria Da Silva'],
    ['são josé dos pinhais', 'São José Dos Pinhais'],
    ['ana-clara', 'Ana-Clara'],
  ])('capitalises %s as %s', (input, output) => {
    expect(capitalizeWords(input)).toBe(output);
  });

  it('lowercases e-mails and finds the first name', () => {
    expect(normalizeEmail(' Ana@Exemplo.COM ')).toBe('ana@exemplo.com');
    expect(firstWord(' Maria Clara ')).toBe('Maria');
  });
});
