import { describe, expect, it } from 'vitest';
import { stepOfField } from './submission';

describe('where a server field error sends the wizard', () => {
  it.each([
    ['physical', ['cpf'], { step: 3, subStep: 0 }],
    ['physical', ['email'], { step: 1, subStep: 0 }],
    ['physical', ['birthdate'], { step: 2, subStep: 0 }],
    ['physical', ['cpf', 'birthdate'], { step: 2, subStep: 0 }],
    ['physical', ['cpf', 'email'], { step: 1, subStep: 0 }],
    ['legal', ['cnpj'], { step: 3, subStep: 2 }],
    ['legal', ['cpf'], { step: 3, subStep: 0 }],
    ['legal', ['birthdate'], { step: 3, subStep: 0 }],
    ['legal', ['email'], { step: 1, subStep: 0 }],
    ['legal', ['cnpj', 'cpf'], { step: 3, subStep: 0 }],
    ['legal', ['zip_code', 'cnpj'], { step: 3, subStep: 1 }],
  ] as const)('%s with errors on %j goes to %j', (kind, fields, expected) => {
    expect(stepOfField(kind, [...fields])).toEqual(expected);
  });
});
