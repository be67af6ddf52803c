import type { FaqSection } from '../../words/help';

/** Lower case without accents: 'Cancelamento' and 'cancelámento' are the same search. */
export const normalizeSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * The sections and entries matching `query` (every word must appear). A word in a section's title keeps
 * the whole section; otherwise only its matching questions are kept.
 */
export function searchFaq(sections: FaqSection[], query: string): FaqSection[] {
  const words = normalizeSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return sections;
  const matches = (text: string) => words.every((word) => normalizeSearch(text).includes(word));
  return sections.flatMap((section) => {
    if (matches(section.title)) return [section];
    const entries = section.entries.filter((entry) =>
      matches(`${section.title} ${entry.question} ${entry.answer}`),
    );
    return entries.length > 0 ? [{ ...section, entries }] : [];
  });
}
