import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { IncludeTree } from '../../lib/jsonapi';
import { type VersionedCache, versionedCache } from '../../lib/versioned-cache';

type Ctx = Pick<AppContext, 'db'>;

/**
 * The order history page's documents, per customer and request URL, valid while the database's order history
 * version is the one they were computed under (decision 0127; the cache itself: lib/versioned-cache.ts). The
 * version moves, by deferred triggers in the same transaction, on every committed write to a table the page
 * reads with the includes below (migration 0020): a payment, a status change, a reschedule, a professional's
 * new name shows on the very next read. Each entry a page of ≤ 25 orders as the serialised document (the
 * web's page of 25: 22 KB as JSON, some 50–60 KB as objects), so ≤ ~12 MB at the default 200.
 */
export type OrderHistoryCache = VersionedCache<Ctx>;

/** `db.execute` answers `{ rows }` on both drivers. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function orderHistoryVersion(ctx: Ctx): Promise<number> {
  const [row] = rowsOf<{ version: string | number }>(
    await ctx.db.execute(sql`SELECT version FROM order_history_version WHERE id = 1`),
  );
  return Number(row?.version ?? 0);
}

/** Keeps at most `limit` pages (ORDER_HISTORY_CACHE_ENTRIES, 200 by default); 0: none, every page computed. */
export function orderHistoryCache(limit: number): OrderHistoryCache {
  return versionedCache(limit, orderHistoryVersion);
}

/**
 * The includes whose tables migration 0020 watches (orders, payments, funding_instruments, schedule_events,
 * professionals with accounts, profiles, schedules and their active coupon, addresses, coupons, phones,
 * cycles). A page asking for anything further (an address's district, a coupon's districts…) is computed
 * every time: its tables do not move the version.
 */
const WATCHED: Readonly<Record<string, readonly string[]>> = {
  schedule_event: [],
  professional: ['account'],
  customer: [],
  address: [],
  payments: [],
  amount: [],
  coupon: [],
};

export function isCacheableHistory(include: IncludeTree): boolean {
  return Object.entries(include).every(([name, nested]) => {
    const allowed = Object.hasOwn(WATCHED, name) ? WATCHED[name]! : null;
    return (
      allowed !== null &&
      Object.entries(nested).every(
        ([child, grandchildren]) => allowed.includes(child) && Object.keys(grandchildren).length === 0,
      )
    );
  });
}
