import { describe, expect, it } from 'vitest';
import { safeNext, staffHome } from './landing';

describe('the last route', () => {
  it.each([
    ['/pedidos?page=2', '/pedidos?page=2'],
    ['/', '/'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['pedidos', null],
    [null, null],
  ])('honours only same-app paths: %s → %s', (value, expected) => {
    expect(safeNext(value)).toBe(expected);
  });
});

describe('the staff landing', () => {
  it('sends an operator to the console and a professional to their side', () => {
    expect(staffHome('operator')).toBe('operator');
    expect(staffHome('professional')).toBe('professional');
  });
});
