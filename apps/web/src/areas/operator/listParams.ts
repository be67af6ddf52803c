import { useSearchParams } from 'react-router';
import { apiRequest } from '../../lib/api/client';

/**
 * The console lists' shared query: the search box and the sorted column live in the address
 * (`?busca=…&ordem=-created_at`, beside `pagina`), so a list can be linked, reloaded and exported as shown;
 * the API reads them as `filter[search]` and `sort` (apps/api lib/list-query).
 */
export interface ListState {
  search: string;
  /** The API's sort: a whitelisted column, '-' before it for descending. */
  sort: string;
}

/** `busca` and `ordem` of the address (`defaultSort` when absent); changing either goes back to page 1. */
export function useListState(defaultSort: string): [ListState, (next: Partial<ListState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = { search: params.get('busca') ?? '', sort: params.get('ordem') ?? defaultSort };
  const set = (next: Partial<ListState>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('pagina');
        const search = next.search ?? state.search;
        const sort = next.sort ?? state.sort;
        if (search.trim()) updated.set('busca', search.trim());
        else updated.delete('busca');
        if (sort && sort !== defaultSort) updated.set('ordem', sort);
        else updated.delete('ordem');
        return updated;
      },
      { preventScrollReset: true },
    );
  return [state, set];
}

/**
 * ConsoleList's `search` and `sort` bound to the address's list state (useListState): what the box searches
 * (its label and placeholder), then spread into the list.
 */
export function searchAndSort(
  [state, setState]: [ListState, (next: Partial<ListState>) => void],
  box: { label: string; placeholder?: string },
) {
  return {
    search: { ...box, value: state.search, onChange: (search: string) => setState({ search }) },
    sort: { value: state.sort, onChange: (sort: string) => setState({ sort }) },
  };
}

/** `filter[search]` and `sort` as query parameters (without the leading `&`); empty parts left out. */
export function listQuery({ search, sort }: Partial<ListState>): string {
  const query = new URLSearchParams();
  if (search?.trim()) query.set('filter[search]', search.trim());
  if (sort) query.set('sort', sort);
  return query.toString();
}

/** `path` with the list's query appended. */
export function withListQuery(path: string, state: Partial<ListState>): string {
  const query = listQuery(state);
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** The next sort when a column's header is pressed: ascending first, then descending, and back. */
export function nextSort(current: string, column: string): string {
  return current === column ? `-${column}` : column;
}

/** Downloads a CSV the API serves behind the operator's token, keeping the BOM Excel-BR needs. */
export async function downloadCsv(path: string, fileName: string): Promise<void> {
  const text = await apiRequest<string>(path);
  // fetch's text() drops the BOM; Excel needs it to read the accents as UTF-8.
  const blob = new Blob([`\uFEFF${String(text).replace(/^\uFEFF/, '')}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

const folded = (value: string) =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The same search, sort and pages over a list the API answers whole (a city's districts): what the API's
 * `filter[search]` and `sort` do, in the browser, so the screen behaves like every other console list.
 */
export function localList<Row>(
  rows: readonly Row[] | undefined,
  { search, sort }: ListState,
  {
    texts,
    sorts,
    page,
    size = 25,
  }: {
    texts: (row: Row) => (string | null | undefined)[];
    sorts: Record<string, (row: Row) => string | number>;
    page: number;
    size?: number;
  },
): { rows: Row[] | undefined; pageCount: number } {
  if (!rows) return { rows: undefined, pageCount: 1 };
  const wanted = folded(search);
  const found = wanted
    ? rows.filter((row) => texts(row).some((text) => text && folded(text).includes(wanted)))
    : [...rows];
  const descending = sort.startsWith('-');
  const sortValue = sorts[descending ? sort.slice(1) : sort];
  if (sortValue)
    found.sort((a, b) => {
      const [x, y] = [sortValue(a), sortValue(b)];
      const order =
        typeof x === 'number' && typeof y === 'number'
          ? x - y
          : folded(String(x)).localeCompare(folded(String(y)), 'pt-BR');
      return descending ? -order : order;
    });
  const pageCount = Math.max(1, Math.ceil(found.length / size));
  const current = Math.min(page, pageCount);
  return { rows: found.slice((current - 1) * size, current * size), pageCount };
}
