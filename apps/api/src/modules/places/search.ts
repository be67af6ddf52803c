import { searchable } from '@brilho/domain/schemas';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { sortOf } from '../../lib/list-query';

/**
 * Accent- and case-insensitive names, in SQL. The databases' collations differ (PGlite 'C', a server maybe
 * 'C.UTF-8' or a libc locale) and `unaccent` is an extension neither is sure to have, so letters are folded
 * with `translate` to what the domain's `searchable` makes of them: 'Água Verde' → 'agua verde' on both
 * sides, and sorting by the folded name puts 'Água Verde' between 'Abranches' and 'Batel'.
 */
const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÇçÑñÝýÿ';
const PLAIN = [...ACCENTED].map(searchable).join('');

export const folded = (column: SQLWrapper): SQL =>
  sql`regexp_replace(lower(translate(${column}, ${ACCENTED}, ${PLAIN})), '\\s+', ' ', 'g')`;

/** `folded(column)` contains `text` (no LIKE, so '%' and '_' typed by a user mean themselves). */
export const foldedContains = (column: SQLWrapper, text: string): SQL =>
  sql`strpos(${folded(column)}, ${searchable(text)}) > 0`;

export const foldedEquals = (column: SQLWrapper, text: string): SQL =>
  sql`${folded(column)} = ${searchable(text)}`;

/**
 * `sort=-display_name,code` → ORDER BY terms among `allowed`; an unknown field is a 400 on `sort`.
 * `tieBreaker` comes last so pages never overlap when names repeat. The console's one sort reader
 * (lib/list-query `sortOf`), kept under this name for the places' routes.
 */
export function orderByOf(
  value: unknown,
  allowed: Record<string, SQLWrapper>,
  fallback: string,
  tieBreaker: SQLWrapper,
): SQL[] {
  return sortOf(value, allowed, fallback, tieBreaker);
}
