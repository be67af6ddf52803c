import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from '@mantine/core';

/**
 * Mantine's palettes with the darker shades (7–9) darkened where they missed WCAG AA (the
 * orange 'AGUARDANDO CONFIRMAÇÃO' chip, 'PROFISSIONAL FALTOU', toasts, light buttons and links). The rule,
 * checked by theme.test.ts: white text on shade 7 (every `filled` button and badge) and on 8–9 reaches
 * 4.5:1, and shade 9 (the text of `light` alerts, badges and buttons) reaches 4.5:1 on shade 1 (their
 * background). Shades 0–6 are Mantine's.
 */
/** A Mantine palette with its shades 7, 8 and 9 replaced. */
const darker = (name: keyof typeof DEFAULT_THEME.colors, shades: [string, string, string]) =>
  [...(DEFAULT_THEME.colors[name] ?? []).slice(0, 7), ...shades] as unknown as MantineColorsTuple;

const READABLE: Record<string, MantineColorsTuple> = {
  red: darker('red', ['#d53838', '#cc2c2c', '#c12828']),
  blue: darker('blue', ['#1977ca', '#196dba', '#1864ab']),
  cyan: darker('cyan', ['#108095', '#0c7687', '#0b7285']),
  teal: darker('teal', ['#0c8562', '#097b58', '#087855']),
  green: darker('green', ['#28843d', '#237b38', '#1f7033']),
  lime: darker('lime', ['#528216', '#48790f', '#3f6a0c']),
  yellow: darker('yellow', ['#a16900', '#9e5d00', '#8f4f00']),
  orange: darker('orange', ['#c24f07', '#ba470c', '#b53f0f']),
};

/**
 * The CSS variables whose defaults miss AA on white: dimmed text (gray 6, 3.3:1) becomes gray 7, the error
 * text (red 6) red 8.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});

/** Buttons default to purple, size regular (business constants); the rest is ours. */
export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: 7,
  colors: { ...DEFAULT_THEME.colors, ...READABLE },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  focusRing: 'auto',
  // Modals and menus appear at once for people who ask the system for less motion.
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { size: 'md' } },
    // A loader is a status message: its label is read out (and `aria-label` on a bare span is not allowed).
    Loader: { defaultProps: { role: 'status' } },
    // Every close button says what it does (axe: button-name), the mobile menu's drawer included.
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
  },
});
