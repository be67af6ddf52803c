/** Light alerts with AA text: title and message in dark text (tinted text on a tinted background misses AA). */
export const READABLE_ALERT = {
  title: { color: 'var(--mantine-color-dark-8)' },
  message: { color: 'var(--mantine-color-dark-7)' },
} as const;
