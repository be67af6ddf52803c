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
  // Modals and menus appear at once for people who ask the system for less motion.
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { size: 'md' } },
    // A loader is a status message: its label is read out (and `aria-label` on a bare span is not allowed).
    Loader: { defaultProps: { role: 'status' } },
  },
});
