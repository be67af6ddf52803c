import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BOOKABLE_WINDOW_DAYS } from '@brilho/domain';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../db';
import { accounts } from '../../db/schema';
import { systemClock } from '../../lib/clock';
import { PAYMENT_WINDOW_JOB } from '../../modules/payments/window';
import { seedDemoData } from '../../seed';
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD } from '../../seed/accounts';
import { type Server, startServer } from './server';

/**
 * Issue 20's crash test for booking (`npm run test:crash`): the real server, on a fresh PGlite data
 * directory, is killed with SIGKILL at the dangerous points of POST /orders (`BRILHO_CRASH_AT`,
 * lib/crash-points.ts) and restarted; then the dev clock moves past the payment window and the database is
 * checked in SQL: no half-written order, every unpaid order expired after its window, no time held.
 */

const WINDOW_SECONDS = 1200;
/** Statuses of an order still waiting for its payment (payments/window.ts). */
const AWAITING = `('created','scheduled','requested_on_gateway','failed_to_create_on_gateway',
  'created_on_gateway','failed_to_request_payment','payment_requested')`;

type Json = Record<string, unknown>;
interface Resource {
  id: string;
  attributes: Json;
  relationships?: Record<string, { data: { id: string } | null }>;
}

let dataDir: string;
let server: Server | null = null;

/** A São Paulo calendar day a few days ahead (not Dec 25 / Jan 1, inside the bookable window). */
function bookableDay(): string {
  for (let ahead = 3; ahead < BOOKABLE_WINDOW_DAYS; ahead += 1) {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(Date.now() + ahead * 86_400_000),
    );
    if (!day.endsWith('-12-25') && !day.endsWith('-01-01')) return day;
  }
  throw new Error('no bookable day');
}

async function withDatabase<T>(work: (sql: (text: string) => Promise<Json[]>) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: `${dataDir}/db` });
  try {
    return await work(async (text) => (await database.executeSql(text)).rows as Json[]);
  } finally {
    await database.close();
  }
}

interface Session {
  call(path: string, init?: { method?: string; body?: unknown }): Promise<{ status: number; body: Json }>;
  accountId: string;
}

async function signIn(app: Server): Promise<Session> {
  const call = async (path: string, init: { method?: string; body?: unknown } = {}, token?: string) => {
    const response = await fetch(`${app.baseUrl}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Json };
  };
  const signedIn = await call('/authentication', {
    method: 'POST',
    body: { email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD },
  });
  assert.equal(signedIn.status, 200, 'the demo customer signs in');
  const token = signedIn.body.token as string;
  return {
    accountId: (signedIn.body.account as { id: string }).id,
    call: (path, init) => call(path, init, token),
  };
}

interface Slot {
  professionalId: string;
  addressId: string;
  startsAt: Date;
  endsAt: Date;
}

/** The first professional free at `hour` (2 h) on the bookable day, for the demo customer's 'Casa'. */
async function freeSlot(session: Session, day: string, hour: number): Promise<Slot> {
  const listed = await session.call('/addresses?include=district');
  const address = (listed.body.data as Resource[]).find((a) => a.attributes.name === 'Casa');
  assert.ok(address, "the demo customer has a 'Casa' address");
  const districtId = address.relationships?.district?.data?.id;
  const found = await session.call(
    `/finders/professionals/available-by-district?filter[district_id]=${districtId}&filter[date]=${day}&filter[initial_hour]=${hour}&filter[duration]=2&filter[professional_name]=&page[limit]=1&page[offset]=0`,
  );
  const professional = (found.body.data as Resource[] | undefined)?.[0];
  assert.ok(professional, `somebody is free on ${day} at ${hour} h: ${JSON.stringify(found).slice(0, 400)}`);
  const startsAt = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00-03:00`);
  return {
    professionalId: professional.id,
    addressId: address.id,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
  };
}

function postOrder(session: Session, slot: Slot) {
  return session.call('/orders', {
    method: 'POST',
    body: {
      data: {
        type: 'orders',
        attributes: {
          starts_at: slot.startsAt.toISOString(),
          ends_at: slot.endsAt.toISOString(),
          description: '',
          should_include_products: false,
        },
        relationships: {
          customer: { data: { type: 'accounts', id: session.accountId } },
          professional: { data: { type: 'professionals', id: slot.professionalId } },
          address: { data: { type: 'addresses', id: slot.addressId } },
        },
      },
    },
  });
}

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
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  dataDir = mkdtempSync(`${tmpdir()}/brilho-crash-`);
  // Seeded here rather than by the server's first start, with the demo customer past the gateway steps.
  const database = await openDatabase({ dataDir: `${dataDir}/db` });
  await seedDemoData({ db: database.db, clock: systemClock });
  await database.db.update(accounts).set({ status: 'active' }).where(eq(accounts.email, DEMO_CUSTOMER_EMAIL));
  await database.close();
});

after(async () => {
  await server?.kill();
  const { rmSync } = await import('node:fs');
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

  await withDatabase(async (sql) => {
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
  const moved = await fetch(`${server.baseUrl}/api/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_seconds: WINDOW_SECONDS + 60 }),
  });
  assert.equal(moved.status, 200);
  const now = new Date(((await moved.json()) as { current_time: string }).current_time);
  // The recurring sweeps run in the worker loop (every second while they are due).
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  await server.stop();
  server = null;

  await withDatabase(async (sql) => {
    assert.deepEqual(
      await sql(`SELECT id, status FROM orders WHERE cycle_id IS NULL AND status IN ${AWAITING}
                 AND created_at <= '${new Date(now.getTime() - WINDOW_SECONDS * 1000).toISOString()}'`),
      [],
      'every unpaid order expired after its window',
    );
    for (const slot of [uncommitted, committed, orphanSlot])
      for (const order of await sql(ordersAt(slot)))
        assert.deepEqual(
          { status: order.status, schedule_event_id: order.schedule_event_id },
          { status: 'cancelled', schedule_event_id: null },
        );
    assert.deepEqual(
      await sql(`SELECT e.id FROM schedule_events e LEFT JOIN orders o ON o.id = e.order_id
                 WHERE e.status = 'booked' AND (o.id IS NULL OR o.status IN ('cancelled', 'not_paid'))`),
      [],
      'no time held by an order that is gone or over',
    );
    assert.deepEqual(
      await sql(`SELECT o.id FROM orders o LEFT JOIN order_status_changes c ON c.order_id = o.id
                 WHERE c.id IS NULL`),
      [],
      'no half-written order (every order has its history)',
    );
  });
});
