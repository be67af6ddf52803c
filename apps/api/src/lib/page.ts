import { REQUEST_TEXTS } from '../words/errors';
import { ApiError } from './errors';

/** A page of a list: `offset` rows skipped, `size` rows read (`number` is 1-based, for links). */
export interface Page {
  number: number;
  size: number;
  offset: number;
}

/** No list has a million pages; beyond that the number is a typo or an attack, and SQL would overflow. */
export const MAX_PAGE_NUMBER = 1_000_000;
/** The largest page any list serves (the spec's own call is `/states?page[limit]=1000`). */
export const MAX_PAGE_SIZE = 1_000;
/** `page[offset]` stays within the rows a million pages of 100 could hold. */
export const MAX_PAGE_OFFSET = 100_000_000;

const INVALID_PAGE = REQUEST_TEXTS.badPage;

function invalid(parameter: string, detail: string): ApiError {
  return new ApiError(400, INVALID_PAGE, { detail, parameter });
}

/**
 * One `page[...]` value as an integer in `min..max`, or `undefined` when absent. Anything else — a repeated
 * key (an array), a sign, a decimal, an exponent, letters, a number past `max` — is a 400 naming the
 * parameter, rather than a guess (the old parser fell back silently) or a 500 from SQL.
 */
function pageInteger(
  query: Record<string, unknown>,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const parameter = `page[${name}]`;
  const raw = query[parameter];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw))
    throw invalid(parameter, REQUEST_TEXTS.pageRange(parameter, min, max));
  const value = Number(raw);
  if (value < min || value > max) throw invalid(parameter, REQUEST_TEXTS.pageRange(parameter, min, max));
  return value;
}

/**
 * The page a list request asks for: `page[number]` + `page[size]` (or the spec's `page[limit]`). A size
 * above the list's own `maxSize` is served as `maxSize` (clients ask for "all": the spec's
 * `page[limit]=1000`); a value outside the API-wide bounds above is a 400 with `source.parameter`.
 * `page[offset]` is checked too, though only lists read by offset use it (`readPageOffset`). Every list
 * reads its page here.
 */
export function readPage(query: unknown, defaultSize: number, maxSize: number = MAX_PAGE_SIZE): Page {
  const params = queryOf(query);
  const number = pageInteger(params, 'number', 1, MAX_PAGE_NUMBER) ?? 1;
  const size = pageInteger(params, 'size', 1, MAX_PAGE_SIZE);
  const limit = pageInteger(params, 'limit', 1, MAX_PAGE_SIZE);
  readPageOffset(params);
  const served = Math.min(size ?? limit ?? defaultSize, maxSize);
  return { number, size: served, offset: (number - 1) * served };
}

/** `page[offset]` (the professional search pages by offset), or `undefined` when the request has none. */
export function readPageOffset(query: unknown): number | undefined {
  return pageInteger(queryOf(query), 'offset', 0, MAX_PAGE_OFFSET);
}

function queryOf(query: unknown): Record<string, unknown> {
  return (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
}
