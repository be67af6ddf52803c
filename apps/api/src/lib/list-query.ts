import { asc, desc, type SQL, type SQLWrapper } from 'drizzle-orm';
import { REQUEST_TEXTS } from '../words/errors';
import { ApiError } from './errors';
import { parseFilters, parseSort } from './jsonapi';
import { type Page, readPage } from './page';

/**
 * The one reader of a console list's query: `filter[search]`, `sort` and `page[number]/page[size]`,
 * each validated at the boundary. A sort field outside the list's whitelist, a repeated or over-long
 * parameter, or a bad page is a 400 naming the parameter in pt-BR, never a 500 from SQL.
 */

/** Longer than any name, e-mail or document an operator types; beyond it a search is a paste gone wrong. */
export const MAX_SEARCH_LENGTH = 100;
/** A CSV export reads at most this many rows (the professionals export loads them by id, in one IN list). */
export const MAX_EXPORT_ROWS = 10_000;

type Query = Record<string, unknown>;

/** A sort term as asked: `-created_at` → `{ field: 'created_at', descending: true }`. */
export interface SortTerm {
  field: string;
  descending: boolean;
}

/**
 * `sort=-created_at,name` → ORDER BY terms among `allowed` (the list's whitelist of columns), `fallback` when
 * absent; `tieBreaker` last so pages never overlap when values repeat. An unknown field or a repeated `sort`
 * is a 400 on `sort` listing the accepted fields.
 */
export function sortOf(
  value: unknown,
  allowed: Record<string, SQLWrapper>,
  fallback: string | SortTerm,
  tieBreaker: SQLWrapper | SQL,
): SQL[] {
  const fields = Object.keys(allowed);
  const refuse = () =>
    new ApiError(400, REQUEST_TEXTS.badSort, {
      detail: REQUEST_TEXTS.sortBy(fields),
      parameter: 'sort',
    });
  if (value !== undefined && typeof value !== 'string') throw refuse();
  const requested = parseSort(value);
  const terms: SortTerm[] =
    requested.length > 0
      ? requested
      : [typeof fallback === 'string' ? (parseSort(fallback)[0] as SortTerm) : fallback];
  const orderBy = terms.map(({ field, descending }) => {
    const expression = Object.hasOwn(allowed, field) ? allowed[field] : undefined;
    if (!expression) throw refuse();
    return descending ? desc(expression) : asc(expression);
  });
  return [...orderBy, asc(tieBreaker)];
}

/** `filter[search]`, trimmed; null when absent or blank. Repeated or longer than 100 characters: 400. */
export function searchOf(query: unknown): string | null {
  const raw = (query && typeof query === 'object' ? (query as Query) : {})['filter[search]'];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || raw.length > MAX_SEARCH_LENGTH)
    throw new ApiError(400, REQUEST_TEXTS.badSearch, {
      detail: REQUEST_TEXTS.searchLength(MAX_SEARCH_LENGTH),
      parameter: 'filter[search]',
    });
  const text = raw.trim();
  return text === '' ? null : text;
}

export interface ListSpec {
  /** The sortable columns by their wire name. */
  sorts: Record<string, SQLWrapper>;
  /** The order when `sort` is absent, as on the wire (`-created_at`). */
  defaultSort: string;
  /** A unique column ordered last, so pages never overlap. */
  tieBreaker: SQLWrapper;
  defaultSize?: number;
  maxSize?: number;
}

export interface ListParams {
  page: Page;
  search: string | null;
  orderBy: SQL[];
  /** The request's other `filter[...]` values (each list validates its own). */
  filters: Record<string, string>;
}

/** A list request: page, search, sort and filters. */
export function readListQuery(query: unknown, spec: ListSpec): ListParams {
  const params = (query && typeof query === 'object' ? query : {}) as Query;
  return {
    page: readPage(params, spec.defaultSize ?? 25, spec.maxSize ?? 100),
    search: searchOf(params),
    orderBy: sortOf(params.sort, spec.sorts, spec.defaultSort, spec.tieBreaker),
    filters: parseFilters(params),
  };
}

/**
 * The same list as a CSV export: the search, filters and sort of the screen, every row up to
 * `MAX_EXPORT_ROWS` (the page parameters of the screen are ignored: the file is the whole list).
 */
export function readExportQuery(query: unknown, spec: ListSpec): ListParams {
  const params = Object.fromEntries(
    Object.entries((query && typeof query === 'object' ? query : {}) as Query).filter(
      ([key]) => !key.startsWith('page['),
    ),
  );
  return {
    ...readListQuery(params, spec),
    page: { number: 1, size: MAX_EXPORT_ROWS, offset: 0 },
  };
}
