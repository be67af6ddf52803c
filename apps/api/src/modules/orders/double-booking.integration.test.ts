import { messages } from '@brilho/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, scheduleEvents } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  BATEL,
  type Customer,
  createProfessional,
  customerIn,
  fullDays,
  NOW,
  orderBody,
  postOrder,
  seedWorld,
  TUESDAY,
  WEDNESDAY,
} from './test-fixtures';

/**
 * The key requirement: customers confirming overlapping time with the same professional at the
 * same moment get exactly one order; the database (the exclusion constraint on booked events) decides.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL, where the transactions really overlap.
 */

const CUSTOMERS = 10;

describe('no double booking under concurrent confirmations', () => {
  let t: TestApp;
  let pro: { id: string };
  let customers: Customer[];
  let district: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    district = await seedWorld(t);
    pro = await createProfessional(t.database.db, {
      districtIds: [district[BATEL]!],
      windows: fullDays(TUESDAY, WEDNESDAY),
    });
    customers = [];
    for (let k = 0; k < CUSTOMERS; k += 1) customers.push(await customerIn(t, district[BATEL]!));
  });
  afterAll(() => t.close());

  const bookedOf = (date: string) =>
    t.database.db
      .select()
      .from(scheduleEvents)
      .where(and(eq(scheduleEvents.professionalId, pro.id), eq(scheduleEvents.status, 'booked')))
      .then((rows) => rows.filter((row) => row.startsAt.toISOString().startsWith(date)));

  it('gives one of ten parallel confirmations of overlapping time the order and the others a 409', async () => {
    // Every request overlaps every other: starts from 9h to 11h, lasting 3 or 4 hours.
    const responses = await Promise.all(
      customers.map((customer, k) =>
        postOrder(
          t,
          customer,
          orderBody(customer, pro.id, { date: TUESDAY, hour: 9 + (k % 3), hours: 3 + (k % 2) }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(CUSTOMERS - 1).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().errors[0]).toMatchObject({
        title: messages.scheduling.noMoreSlots,
        code: 'slot_taken',
      });

    const winner = responses.find((r) => r.statusCode === 201)!.json().data.id as string;
    const stored = await t.database.db.select().from(orders).where(eq(orders.professionalId, pro.id));
    expect(stored.map((order) => order.id)).toEqual([winner]);
    const booked = await bookedOf(TUESDAY);
    expect(booked).toHaveLength(1);
    expect(booked[0]!.orderId).toBe(winner);
    expect(stored[0]!.scheduleEventId).toBe(booked[0]!.id);
  });

  /**
   * on PostgreSQL two overlapping inserts used to wait on each other inside the exclusion
   * check and one died as a deadlock (40P01), a 500 — about 1 in 100 requests here. 20 rounds of 50
   * requests each, every round for a fresh professional; on PGlite (one connection, no real overlap) two.
   */
  it('answers many overlapping confirmations with exactly one 201 per slot and 409 for the rest, never 5xx', async () => {
    const rounds = t.database.kind === 'postgres' ? 20 : 2;
    const perRound = 50;
    const statuses: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const other = await createProfessional(t.database.db, {
        districtIds: [district[BATEL]!],
        windows: fullDays(TUESDAY),
      });
      const responses = await Promise.all(
        Array.from({ length: perRound }, (_, k) => {
          const customer = customers[k % CUSTOMERS]!;
          return postOrder(
            t,
            customer,
            orderBody(customer, other.id, { date: TUESDAY, hour: 9 + (k % 3), hours: 3 + (k % 2) }),
          );
        }),
      );
      statuses.push(...responses.map((r) => r.statusCode));
      for (const response of responses.filter((r) => r.statusCode === 409))
        expect(response.json().errors[0]).toMatchObject({ title: messages.scheduling.noMoreSlots });
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(rounds);
    expect(statuses.filter((s) => s === 409)).toHaveLength(rounds * (perRound - 1));
  });

  it('books back-to-back cleanings sent together: ranges are half-open', async () => {
    const slots = [
      { date: WEDNESDAY, hour: 8, hours: 2 },
      { date: WEDNESDAY, hour: 10, hours: 2 },
      { date: WEDNESDAY, hour: 12, hours: 3 },
    ];
    const responses = await Promise.all(
      slots.map((slot, k) => postOrder(t, customers[k]!, orderBody(customers[k]!, pro.id, slot))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(await bookedOf(WEDNESDAY)).toHaveLength(3);
  });
});
