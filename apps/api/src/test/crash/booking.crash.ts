import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../db';
import { accounts } from '../../db/schema';
import { PAYMENT_WINDOW_JOB } from '../../modules/payments/window';
import { DEMO_CUSTOMER_EMAIL } from '../../seed/accounts';
import {
  advanceClock,
  assertNothingStranded,
  bookableDay,
  freeSlot,
  postOrder,
  type Resource,
  type Slot,
  seededDataDir,
  signIn,
  WINDOW_SECONDS,
  withDatabase,
} from './harness';
import { type Server, startServer } from './server';

/**
 * The reliability work's crash test for booking (`npm run test:crash`): the real server, on a fresh PGlite data
 * directory, is killed with SIGKILL at the dangerous points of POST /orders (`BRILHO_CRASH_AT`,
 * lib/crash-points.ts) and restarted; then the dev clock moves past the payment window and the database is
 * checked in SQL: no half-written order, every unpaid order expired after its window, no time held.
 */

let dataDir: string;
let server: Server | null = null;

/** POST /orders on a server armed to die at `point`: the client gets no answer, the process is gone. */
async function bookAndCrash(point: string, hour: number, day: string): Promise<Slot> {
  server = await startServer(dataDir, { BRILHO_CRASH_AT: point });
  const session = await signIn(server);
  const slot = await freeSlot(session, day, hour);
  await assert.rejects(postOrder(session, slot), 'the server dies before it answers');
  assert.equal(await server.exited, 'SIGKILL', `the server was killed at ${point}`);
  server = null;
  return slot;
}

const ordersAt = (slot: Slot) =>
  `SELECT id, status, schedule_event_id FROM orders
   WHERE professional_id = '${slot.professionalId}' AND starts_at = '${slot.startsAt.toISOString()}'`;

before(async () => {
  dataDir = await seededDataDir();
  // The demo customer past the gateway steps (ordering does not need them here).
  const database = await openDatabase({ dataDir: `${dataDir}/db` });
  await database.db.update(accounts).set({ status: 'active' }).where(eq(accounts.email, DEMO_CUSTOMER_EMAIL));
  await database.close();
});

after(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a crash at any step of booking leaves no half-written order and no time held', async () => {
  const day = bookableDay();

  // 1. Killed inside the order's transaction, after every write and the window's job: nothing of it stays.
  const uncommitted = await bookAndCrash('before-order-commit', 8, day);
  // 2. Killed after the commit, before the answer: the order stays, with the job that ends its window.
  const committed = await bookAndCrash('after-order-commit', 11, day);
  // 3. An order whose window job is missing (what a crash after the commit used to leave): only the sweep
  //    can end it. Booked normally, then the server is killed from outside and the job removed.
  server = await startServer(dataDir);
  const session = await signIn(server);
  const orphanSlot = await freeSlot(session, day, 14);
  const orphan = await postOrder(session, orphanSlot);
  assert.equal(orphan.status, 201);
  const orphanId = (orphan.body.data as Resource).id;
  await server.kill();
  server = null;

  await withDatabase(dataDir, async (sql) => {
    assert.deepEqual(await sql(ordersAt(uncommitted)), [], 'no order from the uncommitted transaction');
    assert.deepEqual(
      await sql(`SELECT j.id FROM pgboss.job j LEFT JOIN orders o ON o.id::text = j.singleton_key
                 WHERE j.name = '${PAYMENT_WINDOW_JOB}' AND o.id IS NULL`),
      [],
      'no window job without its order',
    );
    const [kept] = await sql(ordersAt(committed));
    assert.equal(kept?.status, 'scheduled', 'the committed order is there');
    assert.ok(kept?.schedule_event_id, 'holding its time');
    assert.equal(
      (
        await sql(
          `SELECT id FROM pgboss.job WHERE name = '${PAYMENT_WINDOW_JOB}' AND singleton_key = '${kept.id}'`,
        )
      ).length,
      1,
      'with its window job',
    );
    await sql(
      `DELETE FROM pgboss.job WHERE name = '${PAYMENT_WINDOW_JOB}' AND singleton_key = '${orphanId}'`,
    );
  });

  // Restarted, unarmed: the uncommitted slot is free at once; then time passes beyond every window.
  server = await startServer(dataDir);
  const after = await signIn(server);
  const rebooked = await postOrder(after, uncommitted);
  assert.equal(rebooked.status, 201, 'the slot of the uncommitted order books again');
  const now = await advanceClock(server, WINDOW_SECONDS + 60);
  // The recurring sweeps run in the worker loop (every second while they are due).
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  await server.stop();
  server = null;

  await withDatabase(dataDir, async (sql) => {
    await assertNothingStranded(sql, now);
    for (const slot of [uncommitted, committed, orphanSlot])
      for (const order of await sql(ordersAt(slot)))
        assert.deepEqual(
          { status: order.status, schedule_event_id: order.schedule_event_id },
          { status: 'cancelled', schedule_event_id: null },
        );
  });
});
