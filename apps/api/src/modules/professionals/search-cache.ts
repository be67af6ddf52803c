import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type VersionedCache, versionedCache } from '../../lib/versioned-cache';

type Ctx = Pick<AppContext, 'db'>;

/**
 * The availability search's results, per normalized query, valid while the database's availability version
 * is the one they were computed under (decision 0113; the cache itself: lib/versioned-cache.ts). The version
 * moves, by deferred triggers in the same transaction, on every committed write to a table the search reads
 * (migration 0019). Booking safety never rests on this: the booking path checks the window and the blocks
 * itself and the exclusion constraint refuses a double booking.
 *
 * Each entry a page of ≤ 15 professionals with their account, profile, coupon and latest feedback: ~10–20 KB
 * as objects, so ≤ ~10 MB at the default 500.
 */
export type SearchCache = VersionedCache<Ctx>;

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
  return versionedCache(limit, availabilityVersion);
}
