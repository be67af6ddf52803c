import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openTestDatabase } from '../db';
import { isTransientConflict, transactionWithRetry } from './transactions';

/** What PostgreSQL raises, as Drizzle wraps it (the driver's error in `cause`). */
const conflict = (code: string) => Object.assign(new Error('Failed query'), { cause: { code } });

describe('transactions retried on a deadlock or a serialization failure', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.executeSql('CREATE TABLE retry_probe (run integer NOT NULL)');
  });
  afterAll(() => database.close());
  beforeEach(() => database.executeSql('DELETE FROM retry_probe'));

  const probeRuns = async () =>
    ((await database.executeSql('SELECT run FROM retry_probe ORDER BY run')).rows as { run: number }[]).map(
      (row) => row.run,
    );

  it('runs the work again after a deadlock, keeping only the run that committed', async () => {
    let runs = 0;
    const answer = await transactionWithRetry(database.db, async (tx) => {
      runs += 1;
      await tx.execute(sql`INSERT INTO retry_probe (run) VALUES (${runs})`);
      if (runs < 3) throw conflict(runs === 1 ? '40P01' : '40001');
      return 'feito';
    });
    expect(answer).toBe('feito');
    expect(runs).toBe(3);
    expect(await probeRuns()).toEqual([3]);
  });

  it('gives up after its attempts and lets the last conflict through', async () => {
    let runs = 0;
    const failed = transactionWithRetry(
      database.db,
      async () => {
        runs += 1;
        throw conflict('40P01');
      },
      { attempts: 3, baseDelayMs: 1 },
    );
    await expect(failed).rejects.toSatisfy(isTransientConflict);
    expect(runs).toBe(3);
  });

  it('does not retry any other failure', async () => {
    let runs = 0;
    await expect(
      transactionWithRetry(database.db, async () => {
        runs += 1;
        throw conflict('23P01');
      }),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(1);
  });

  it('leaves the retry to the outer transaction when it runs inside one', async () => {
    let inner = 0;
    let outer = 0;
    await transactionWithRetry(database.db, async (tx) => {
      outer += 1;
      await transactionWithRetry(tx, async () => {
        inner += 1;
        if (outer === 1) throw conflict('40P01');
      });
    });
    expect({ outer, inner }).toEqual({ outer: 2, inner: 2 });
  });
});
