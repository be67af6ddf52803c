import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueViolationOf } from '../lib/errors';
import { type Database, openTestDatabase } from '.';
import { termsOfUse } from './schema';

/** Raw rows of a Drizzle `execute` (both drivers answer `{ rows }`). */
const rowsOf = async <T>(result: Promise<unknown>): Promise<T[]> => ((await result) as { rows: T[] }).rows;

describe.skipIf(process.env.TEST_DATABASE_URL)('PGlite on its own thread', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase({ thread: true });
    await database.executeSql('CREATE TABLE thread_probe (n integer PRIMARY KEY)');
  });
  afterAll(() => database.close());

  it("runs with 16 MB of shared buffers, not PostgreSQL's 128 MB (the server's idle memory)", async () => {
    const [row] = (await database.executeSql('SHOW shared_buffers')).rows as { shared_buffers: string }[];
    expect(row?.shared_buffers).toBe('16MB');
  });

  it('keeps the event loop turning while a slow statement runs', async () => {
    let turns = 0;
    let done = false;
    const spin = () => {
      if (done) return;
      turns += 1;
      setImmediate(spin);
    };
    setImmediate(spin);
    await database.executeSql('SELECT pg_sleep(0.3)');
    done = true;
    // In-process PGlite runs the statement on this thread: the loop does not turn until it ends (~0-2 turns).
    expect(turns).toBeGreaterThan(20);
  });

  it('commits a Drizzle transaction as one, and rolls back all of one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_probe (n) VALUES (1)`);
      await tx.execute(sql`INSERT INTO thread_probe (n) VALUES (2)`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO thread_probe (n) VALUES (3)`);
        throw new Error('desfeito');
      }),
    ).rejects.toThrow('desfeito');
    const rows = await rowsOf<{ n: number }>(database.db.execute(sql`SELECT n FROM thread_probe ORDER BY n`));
    expect(rows.map((row) => row.n)).toEqual([1, 2]);
  });

  it('lets a statement outside a transaction wait for its end, never see its middle', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_probe (n) VALUES (10)`);
      await held;
      await tx.execute(sql`INSERT INTO thread_probe (n) VALUES (11)`);
    });
    const outside = rowsOf<{ c: number }>(
      database.db.execute(sql`SELECT count(*)::int AS c FROM thread_probe WHERE n >= 10`),
    );
    release();
    await transaction;
    expect((await outside)[0]?.c).toBe(2);
  });

  it('rolls a nested transaction back to its savepoint only', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_probe (n) VALUES (20)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO thread_probe (n) VALUES (21)`);
          throw new Error('só esta parte');
        })
        .catch(() => undefined);
    });
    const rows = await rowsOf<{ n: number }>(
      database.db.execute(sql`SELECT n FROM thread_probe WHERE n >= 20 ORDER BY n`),
    );
    expect(rows.map((row) => row.n)).toEqual([20]);
  });

  it("reports a database error with PostgreSQL's code and constraint, as callers read them", async () => {
    const error = await database.db.execute(sql`INSERT INTO thread_probe (n) VALUES (1)`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(uniqueViolationOf(error)).toBe('thread_probe_pkey');
  });

  it('reads typed columns as Drizzle maps them (dates, timestamps, text) across the thread', async () => {
    const createdAt = new Date('2026-11-25T12:34:56.789Z');
    const [inserted] = await database.db
      .insert(termsOfUse)
      .values({ version: 'fio-1', title: 'Termos', body: 'Texto', publishedOn: '2026-11-25', createdAt })
      .returning();
    const [read] = await database.db.select().from(termsOfUse).where(eq(termsOfUse.version, 'fio-1'));
    expect(read).toEqual(inserted);
    expect(read?.publishedOn).toBe('2026-11-25');
    expect(read?.createdAt).toEqual(createdAt);
  });

  it('refuses a statement once its thread has ended, instead of leaving it waiting forever', async () => {
    const closed = await openTestDatabase({ thread: true });
    await closed.close();
    await expect(closed.executeSql('SELECT 1')).rejects.toThrow('O banco de dados embutido parou');
  });
});
