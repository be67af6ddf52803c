import { describe, expect, it } from 'vitest';
import { countdownLabel, hoursLabel } from './labels';

describe('the shared labels', () => {
  it.each([
    [598, '09:58'],
    [0, '00:00'],
    [59.9, '00:59'],
    [-5, '00:00'],
    [3600, '60:00'],
  ])('counts %s seconds down as %s', (seconds, label) => {
    expect(countdownLabel(seconds)).toBe(label);
  });

  it('says hora for one and horas otherwise', () => {
    expect(hoursLabel(1)).toBe('1 hora');
    expect(hoursLabel(4)).toBe('4 horas');
  });
});
