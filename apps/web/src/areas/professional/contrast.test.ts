import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { CHECK_OUT_COLOR, JOB_STATUS, NEW_OFFERS_COLOR } from '../../words/professional';

/**
 * The professional area's coloured labels against WCAG AA (4.5:1 for their small text), computed from the
 * theme as Mantine paints them in the light scheme: a light chip is the hue's shade 1 under its text colour, a
 * filled one (and a button) the given shade under white. axe flagged the chips and the check-out button
 *; this catches a colour change before a journey does.
 */

function hex(color: string): string {
  if (color === 'white') return '#ffffff';
  if (color.startsWith('#')) return color;
  const [name = '', shade] = color.split('.');
  const palette = (theme.colors?.[name] ?? DEFAULT_THEME.colors[name]) as readonly string[] | undefined;
  if (!palette) throw new Error(`no colour ${color}`);
  return palette[shade === undefined ? (theme.primaryShade as number) : Number(shade)]!;
}

function luminance(color: string): number {
  const [r, g, b] = (color.match(/\w\w/g) ?? []).map((h) => {
    const c = Number.parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(hex(a)), luminance(hex(b))].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('colour contrast of the professional area (WCAG AA)', () => {
  it.each(Object.entries(JOB_STATUS))('the %s chip reads at 4.5:1 or more', (_status, chip) => {
    const background = chip!.variant === 'light' ? `${chip!.color.split('.')[0]}.1` : chip!.color;
    expect(contrast(chip!.text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('the check-out button and the new-offers count read at 4.5:1 or more under white', () => {
    expect(contrast('white', CHECK_OUT_COLOR)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('white', NEW_OFFERS_COLOR)).toBeGreaterThanOrEqual(4.5);
  });

  it('would have caught the old colours', () => {
    // Mantine's own teal.8, the old check-out button (the theme has darkened its shades since).
    expect(contrast('white', DEFAULT_THEME.colors.teal[8])).toBeLessThan(4.5);
    expect(contrast(DEFAULT_THEME.colors.teal[9], DEFAULT_THEME.colors.teal[1])).toBeLessThan(4.5);
    expect(contrast('white', DEFAULT_THEME.colors.blue[6])).toBeLessThan(4.5);
  });
});
