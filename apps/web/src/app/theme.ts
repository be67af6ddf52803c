import { createTheme } from '@mantine/core';

/** Buttons default to purple, size regular (spec rules §9); the rest is ours. */
export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { size: 'md' } },
  },
});
