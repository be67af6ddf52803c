import { describe, expect, it } from 'vitest';
import type { Db } from '../../db';
import { searchCache } from './search-cache';

/** A database whose availability version is whatever the test sets. */
function versioned() {
  const state = { version: 1 };
  const ctx = {
    db: { execute: async () => ({ rows: [{ version: String(state.version) }] }) } as unknown as Db,
  };
  return { state, ctx };
}

describe('the search cache', () => {
  it('keeps at most its bound, dropping the least recently used query', async () => {
    const { ctx } = versioned();
    const cache = searchCache(3);
    let computed = 0;
    const get = (key: string) =>
      cache.get(ctx, key, async () => {
        computed += 1;
        return key;
      });
    for (const key of ['a', 'b', 'c']) await get(key);
    await get('a'); // used again: 'b' is now the least recent
    await get('d');
    expect(cache.size).toBe(3);
    computed = 0;
    await get('a');
    await get('c');
    await get('d');
    expect(computed).toBe(0);
    await get('b');
    expect(computed).toBe(1);
    expect(cache.size).toBe(3);
  });

  it('recomputes every query once the version moves, and empties what the old version held', async () => {
    const { state, ctx } = versioned();
    const cache = searchCache(10);
    let answer = 'before';
    const get = (key: string) => cache.get(ctx, key, async () => answer);
    await get('a');
    await get('b');
    answer = 'after';
    expect(await get('a')).toBe('before');
    state.version = 2;
    expect(await get('a')).toBe('after');
    expect(cache.size).toBe(1);
  });

  it('shares one computation among concurrent misses, and caches no failure', async () => {
    const { ctx } = versioned();
    const cache = searchCache(10);
    let calls = 0;
    let release!: (value: string) => void;
    const gate = new Promise<string>((resolve) => {
      release = resolve;
    });
    const pending = Array.from({ length: 5 }, () =>
      cache.get(ctx, 'q', () => {
        calls += 1;
        return gate;
      }),
    );
    release('found');
    expect(await Promise.all(pending)).toEqual(Array(5).fill('found'));
    expect(calls).toBe(1);

    await expect(cache.get(ctx, 'broken', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(ctx, 'broken', async () => 'back')).toBe('back');
  });

  it('does not store a result read under a version older than one already seen', async () => {
    const { state, ctx } = versioned();
    const cache = searchCache(10);
    let release: ((value: string) => void) | undefined;
    const slow = cache.get(ctx, 'q', () => new Promise<string>((resolve) => (release = resolve)));
    // Until the slow search has read version 1 and started computing (a few microtasks, no timer).
    for (let turn = 0; turn < 50 && !release; turn += 1) await Promise.resolve();
    expect(release).toBeDefined();
    state.version = 2;
    expect(await cache.get(ctx, 'other', async () => 'new')).toBe('new');
    release!('old');
    expect(await slow).toBe('old');
    expect(await cache.get(ctx, 'q', async () => 'fresh')).toBe('fresh');
  });
});

describe('the search cache turned off (SEARCH_CACHE_ENTRIES=0)', () => {
  it('computes every search and keeps nothing', async () => {
    const { ctx } = versioned();
    const cache = searchCache(0);
    let computed = 0;
    for (let i = 0; i < 3; i += 1) await cache.get(ctx, 'q', async () => (computed += 1));
    expect(computed).toBe(3);
    expect(cache.size).toBe(0);
  });
});
