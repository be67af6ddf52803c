import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

// WCAG 2.x relative luminance and contrast ratio.
const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => channel(Number.parseInt(hex.slice(i, i + 2), 16))) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const AA = 4.5;
// Mantine's palettes as the theme leaves them: what the app actually paints with.
const palettes = Object.entries({ ...DEFAULT_THEME.colors, ...theme.colors }).filter(
  ([name]) => name !== 'dark' && name !== 'gray',
);

describe('the theme reads at WCAG AA', () => {
  it.each(palettes)('white text on %s 7, 8 and 9 (filled buttons, badges, chips)', (_name, shades) => {
    for (const shade of [7, 8, 9]) expect(contrast(shades![shade]!, '#ffffff')).toBeGreaterThanOrEqual(AA);
  });

  it.each(palettes)('%s 9 on %s 1 (the text of light alerts, badges and buttons)', (_name, shades) => {
    expect(contrast(shades![9]!, shades![1]!)).toBeGreaterThanOrEqual(AA);
  });

  it.each(palettes)('%s 7 → 9 get darker (hover and emphasis still read as darker)', (_name, shades) => {
    expect(luminance(shades![8]!)).toBeLessThan(luminance(shades![7]!));
    expect(luminance(shades![9]!)).toBeLessThan(luminance(shades![8]!));
  });

  it('dimmed and error texts use shades that reach AA on white', () => {
    const light: Record<string, string> = cssVariablesResolver(theme as never).light;
    const shadeOf = (variable: string) => {
      const [, color, shade] = /--mantine-color-(\w+)-(\d)/.exec(light[variable] ?? '') ?? [];
      return DEFAULT_THEME.colors[color as 'gray']?.[Number(shade)] ?? '';
    };
    expect(contrast(shadeOf('--mantine-color-dimmed'), '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrast((theme.colors?.red ?? DEFAULT_THEME.colors.red)[8]!, '#ffffff')).toBeGreaterThanOrEqual(
      AA,
    );
    expect(light['--mantine-color-error']).toBe('var(--mantine-color-red-8)');
  });

  it('names the close button of every drawer and modal', () => {
    expect(theme.components?.Drawer?.defaultProps).toMatchObject({
      closeButtonProps: { 'aria-label': 'Fechar' },
    });
    expect(theme.components?.Modal?.defaultProps).toMatchObject({
      closeButtonProps: { 'aria-label': 'Fechar' },
    });
  });
});
