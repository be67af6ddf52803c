import { describe, expect, it } from 'vitest';
import {
  formatCompletedCount,
  formatProfessionalRating,
  fromDistrictRating,
  toDistrictRating,
} from './rating';

describe('ratings and counts', () => {
  it.each([
    [10_000, '5,0'],
    [9_650, '4,8'],
    [8_000, '4,0'],
    [0, '0,0'],
  ])('shows a professional rating of %i as %s stars', (rating, shown) => {
    expect(formatProfessionalRating(rating)).toBe(shown);
  });

  it('stores district ratings ×100 and reads them back', () => {
    expect(toDistrictRating(4.5)).toBe(450);
    expect(fromDistrictRating(450)).toBe(4.5);
  });

  it.each([
    [0, '< 5'],
    [4, '< 5'],
    [5, '5'],
    [123, '123'],
  ])('shows %i completed cleanings as %s', (count, shown) => {
    expect(formatCompletedCount(count)).toBe(shown);
  });
});
