import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { BOOKABLE_WINDOW_DAYS } from '@brilho/domain';
import { openDatabase } from '../../db';
import { systemClock } from '../../lib/clock';
import { seedDemoData } from '../../seed';
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD } from '../../seed/accounts';
import type { Server } from './server';

/**
 * What the crash tests (`*.crash.ts`) share: a seeded data directory, SQL on it while no server holds it,
 * the demo customer's HTTP session, a free slot and an order in it, and the dev clock.
 */

/** The payment window (payments/window.ts), in seconds. */
export const WINDOW_SECONDS = 1200;
/** Statuses of an order still waiting for its payment (payments/window.ts). */
export const AWAITING = `('created','scheduled','requested_on_gateway','failed_to_create_on_gateway',
  'created_on_gateway','failed_to_request_payment','payment_requested')`;

export type Json = Record<string, unknown>;
export interface Resource {
  id: string;
  attributes: Json;
  relationships?: Record<string, { data: { id: string } | null }>;
}
export type Sql = (text: string) => Promise<Json[]>;

/** A fresh data directory with the demo catalogue seeded (before any server starts on it). */
export async function seededDataDir(): Promise<string> {
  const dataDir = mkdtempSync(`${tmpdir()}/brilho-crash-`);
  const database = await openDatabase({ dataDir: `${dataDir}/db` });
  await seedDemoData({ db: database.db, clock: systemClock });
  await database.close();
  return dataDir;
}

/** SQL on the data directory's database; only while no server runs on it (PGlite is one process). */
export async function withDatabase<T>(dataDir: string, work: (sql: Sql) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: `${dataDir}/db` });
  try {
    return await work(async (text) => (await database.executeSql(text)).rows as Json[]);
  } finally {
    await database.close();
  }
}

/** A São Paulo calendar day a few days ahead (not Dec 25 / Jan 1, inside the bookable window). */
export function bookableDay(): string {
  for (let ahead = 3; ahead < BOOKABLE_WINDOW_DAYS; ahead += 1) {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(Date.now() + ahead * 86_400_000),
    );
    if (!day.endsWith('-12-25') && !day.endsWith('-01-01')) return day;
  }
  throw new Error('no bookable day');
}

export interface Session {
  call(
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: Json }>;
  accountId: string;
}

type Call = Session['call'];

export async function signIn(app: Server): Promise<Session> {
  const call = async (path: string, init: Parameters<Call>[1] = {}, token?: string) => {
    const response = await fetch(`${app.baseUrl}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...init.headers,
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

export interface Slot {
  professionalId: string;
  addressId: string;
  startsAt: Date;
  endsAt: Date;
}

/** The first professional free at `hour` (2 h) on the bookable day, for the demo customer's 'Casa'. */
export async function freeSlot(session: Session, day: string, hour: number): Promise<Slot> {
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

export function postOrder(session: Session, slot: Slot) {
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

/** Moves the server's dev clock (due jobs run before it answers); answers the new time. */
export async function advanceClock(server: Server, seconds: number): Promise<Date> {
  const moved = await fetch(`${server.baseUrl}/api/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_seconds: seconds }),
  });
  assert.equal(moved.status, 200);
  return new Date(((await moved.json()) as { current_time: string }).current_time);
}

/** Polls `probe` (real time, the worker loop runs every second) until it answers true. */
export async function eventually(what: string, probe: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** SQL checks every crash test ends with: nothing unpaid past its window, no time held by an order over. */
export async function assertNothingStranded(sql: Sql, now: Date): Promise<void> {
  assert.deepEqual(
    await sql(`SELECT id, status FROM orders WHERE cycle_id IS NULL AND status IN ${AWAITING}
               AND created_at <= '${new Date(now.getTime() - WINDOW_SECONDS * 1000).toISOString()}'`),
    [],
    'every unpaid order expired after its window',
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
}
