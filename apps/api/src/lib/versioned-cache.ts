/**
 * Results valid while a database version row holds the value they were computed under: the availability
 * search's (decision 0113) and the order history page's (decision 0127). Deferred triggers move the version in
 * the same transaction as every committed write to a table the result reads; a request reads it (one one-row
 * statement) and is served from here only when it matches, so a write shows in the very next read.
 *
 * In-process and LRU-bounded by entry count. A newer version empties it (entries of older versions can never
 * match again); a result computed under an older version is not stored; concurrent misses on the same key and
 * version share one computation.
 */
export interface VersionedCache<C> {
  /** The cached result for `key` under the current version, or `compute()`'s, stored. */
  get<T>(ctx: C, key: string, compute: () => Promise<T>): Promise<T>;
  readonly size: number;
}

/** Keeps at most `limit` results; 0: none, every read computed (and the version not read). */
export function versionedCache<C>(limit: number, versionOf: (ctx: C) => Promise<number>): VersionedCache<C> {
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
    async get<T>(ctx: C, key: string, compute: () => Promise<T>): Promise<T> {
      if (limit === 0) return compute();
      // Read before the computation: its statements then see at least this version's data, so an entry is
      // never older than its version (a write committing in between only makes it newer).
      const version = await versionOf(ctx);
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
