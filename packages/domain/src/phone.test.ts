import { describe, expect, it } from 'vitest';
import { formatPhone, splitPhone } from './phone';

describe('phones', () => {
  it.each([
    ['(41) 99999-8888', { country_code: '55', area_code: '41', number: '999998888' }],
    ['4133334444', { country_code: '55', area_code: '41', number: '33334444' }],
  ])('splits %s into country, area code and number', (input, parts) => {
    expect(splitPhone(input)).toEqual(parts);
  });

  it.each([['999'], ['(41) 99999-88889'], ['']])('refuses %s', (input) => {
    expect(splitPhone(input)).toBeNull();
  });

  it('formats mobiles and landlines back', () => {
    expect(formatPhone({ area_code: '41', number: '999998888' })).toBe('(41) 99999-8888');
    expect(formatPhone({ area_code: '41', number: '33334444' })).toBe('(41) 3333-4444');
  });
});
