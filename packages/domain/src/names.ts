/**
 * Names and cities are capitalised word by word (registration rules): 'maria  DA silva' → 'Maria Da Silva'.
 * Connectors are capitalised too, as the spec's rule says "word by word" with no exception.
 */
export function capitalizeWords(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/(^|[\s-])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());
}

export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

/** The greeting uses the first word of the first name. */
export const firstWord = (value: string): string => value.trim().split(/\s+/)[0] ?? '';
