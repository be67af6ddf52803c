import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from '@mantine/core';

/**
 * Mantine's palettes with the darker shades (7–9) darkened where they missed WCAG AA (issue #26: the
 * orange 'AGUARDANDO CONFIRMAÇÃO' chip, 'PROFISSIONAL FALTOU', toasts, light buttons and links). The rule,
 * checked by theme.test.ts: white text on shade 7 (every `filled` button and badge) and on 8–9 reaches
 * 4.5:1, and shade 9 (the text of `light` alerts, badges and buttons) reaches 4.5:1 on shade 1 (their
 * background). Shades 0–6 are Mantine's.
 */
const READABLE: Record<string, MantineColorsTuple> = {
  red: [
    '#fff5f5',
    '#ffe3e3',
    '#ffc9c9',
    '#ffa8a8',
    '#ff8787',
    '#ff6b6b',
    '#fa5252',
    '#d53838',
    '#cc2c2c',
    '#c12828',
  ],
  blue: [
    '#e7f5ff',
    '#d0ebff',
    '#a5d8ff',
    '#74c0fc',
    '#4dabf7',
    '#339af0',
    '#228be6',
    '#1977ca',
    '#196dba',
    '#1864ab',
  ],
  cyan: [
    '#e3fafc',
    '#c5f6fa',
    '#99e9f2',
    '#66d9e8',
    '#3bc9db',
    '#22b8cf',
    '#15aabf',
    '#108095',
    '#0c7687',
    '#0b7285',
  ],
  teal: [
    '#e6fcf5',
    '#c3fae8',
    '#96f2d7',
    '#63e6be',
    '#38d9a9',
    '#20c997',
    '#12b886',
    '#0c8562',
    '#097b58',
    '#087855',
  ],
  green: [
    '#ebfbee',
    '#d3f9d8',
    '#b2f2bb',
    '#8ce99a',
    '#69db7c',
    '#51cf66',
    '#40c057',
    '#28843d',
    '#237b38',
    '#1f7033',
  ],
  lime: [
    '#f4fce3',
    '#e9fac8',
    '#d8f5a2',
    '#c0eb75',
    '#a9e34b',
    '#94d82d',
    '#82c91e',
    '#528216',
    '#48790f',
    '#3f6a0c',
  ],
  yellow: [
    '#fff9db',
    '#fff3bf',
    '#ffec99',
    '#ffe066',
    '#ffd43b',
    '#fcc419',
    '#fab005',
    '#a16900',
    '#9e5d00',
    '#8f4f00',
  ],
  orange: [
    '#fff4e6',
    '#ffe8cc',
    '#ffd8a8',
    '#ffc078',
    '#ffa94d',
    '#ff922b',
    '#fd7e14',
    '#c24f07',
    '#ba470c',
    '#b53f0f',
  ],
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

/** Buttons default to purple, size regular (spec rules §9); the rest is ours. */
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
