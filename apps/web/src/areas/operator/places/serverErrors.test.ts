import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/client';
import { applyServerErrors, serverErrorsOf } from '../serverErrors';
import { formatStarRange, formatStars } from './format';

describe('server errors on a form', () => {
  const error = new ApiError(422, [
    { title: 'Dados inválidos', detail: 'já está sendo usado', source: { pointer: '/data/attributes/code' } },
    { title: 'Máximo 5', source: { pointer: '/data/attributes/rating/rating_min' } },
    {
      title: 'Nome já está sendo usado',
      detail: 'já está sendo usado',
      source: { pointer: '/data/attributes/display_name' },
    },
    { title: 'Cidade inválida', source: { pointer: '/data/relationships/city' } },
  ]);

  it('reads the field from the pointer and prefers the detail to a generic title', () => {
    expect(serverErrorsOf(error, ['code', 'rating_min', 'display_name'])).toEqual({
      fields: {
        code: 'já está sendo usado',
        rating_min: 'Máximo 5',
        display_name: 'Nome já está sendo usado',
      },
      other: ['Cidade inválida'],
    });
  });

  it('sets the errors in the order of the form, focusing the first, and ignores anything but a 422', () => {
    const setError = vi.fn();
    expect(applyServerErrors(error, setError, ['display_name', 'code'])).toEqual([
      'Máximo 5',
      'Cidade inválida',
    ]);
    expect(setError.mock.calls).toEqual([
      ['display_name', { type: 'server', message: 'Nome já está sendo usado' }, { shouldFocus: true }],
      ['code', { type: 'server', message: 'já está sendo usado' }, { shouldFocus: false }],
    ]);
    expect(applyServerErrors(new ApiError(500, [{ title: 'x' }]), setError, ['code'])).toBeNull();
    expect(applyServerErrors(new Error('offline'), setError, ['code'])).toBeNull();
  });
});

describe('district ratings', () => {
  it('are shown in stars with one decimal and a comma', () => {
    expect(formatStars(450)).toBe('4,5');
    expect(formatStars(500)).toBe('5,0');
    expect(formatStars(0)).toBe('0,0');
    expect(formatStarRange({ rating_min: 380, rating_max: 495 })).toBe('3,8 – 5,0');
    expect(formatStarRange(null)).toBe('—');
  });
});
