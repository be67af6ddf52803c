import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';

type Ctx = Pick<AppContext, 'db'>;

/**
 * The availability search's results, per normalized query, valid while the database's availability version
 * is the one they were computed under (decision 0113). The version moves, by deferred triggers in the same
 * transaction, on every committed write to a table the search reads (migration 0019); a request reads it
 * (one one-row statement) and is served from here only when it matches, so a booking, a cancellation or a
 * block shows in the very next search. Booking safety never rests on this: the booking path checks the
 * window and the blocks itself and the exclusion constraint refuses a double booking.
 *
 * In-process and LRU-bounded by entry count (each entry a page of ≤ 15 professionals with their account,
 * profile, coupon and latest feedback: ~10–20 KB as objects, so ≤ ~10 MB at the default 500). A newer version empties it (entries of older versions can never
 * match again); concurrent misses on the same query and version share one computation.
 */
export interface SearchCache {
  /** The cached result for `key` under the current version, or `compute()`'s, stored. */
  get<T>(ctx: Ctx, key: string, compute: () => Promise<T>): Promise<T>;
  readonly size: number;
}

/** `db.execute` answers `{ rows }` on both drivers. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function availabilityVersion(ctx: Ctx): Promise<number> {
  const [row] = rowsOf<{ version: string | number }>(
    await ctx.db.execute(sql`SELECT version FROM availability_version WHERE id = 1`),
  );
  return Number(row?.version ?? 0);
}

/** Keeps at most `limit` results (SEARCH_CACHE_ENTRIES, 500 by default); 0: none, every search computed. */
export function searchCache(limit: number): SearchCache {
  const entries = new Map<string, unknown>();
  const inFlight = new Map<string, Promise<unknown>>();
  /** The newest version seen: entries belong to it, results of older reads are not stored. */
  let newest = -1;

  const store = (key: string, value: unknown) => {
    entries.delete(key);
    entries.set(key, value);
    // Map iteration is insertion order, and a hit re-inserts: the first key is the least recently used.
    if (entries.size > limit) entries.delete(entries.keys().next().value as string);
  };

  return {
    get size() {
      return entries.size;
    },
    async get<T>(ctx: Ctx, key: string, compute: () => Promise<T>): Promise<T> {
      if (limit === 0) return compute();
      // Read before the search: its statements then see at least this version's data, so an entry is never
      // older than its version (a write committing in between only makes it newer).
      const version = await availabilityVersion(ctx);
      if (version > newest) {
        newest = version;
        entries.clear();
      }
      if (version === newest && entries.has(key)) {
        const value = entries.get(key) as T;
        store(key, value);
        return value;
      }
      const flightKey = `${version}\u0000${key}`;
      const pending = inFlight.get(flightKey);
      if (pending) return pending as Promise<T>;
      const computing = compute().finally(() => inFlight.delete(flightKey));
      inFlight.set(flightKey, computing);
      const value = await computing;
      if (version === newest) store(key, value);
      return value;
    },
  };
}
