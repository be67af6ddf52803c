import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openTestDatabase } from '../index';
import {
  accounts,
  feedbacks,
  isDoubleBooking,
  NO_DOUBLE_BOOKING_CONSTRAINT,
  professionals,
  scheduleEvents,
  schedules,
  wallets,
} from './index';

/** Every table of the spec's entities, as the migrations must leave them. */
const TABLES = [
  'accounts',
  'sessions',
  'account_tokens',
  'physicals',
  'legals',
  'legal_representatives',
  'profiles',
  'phones',
  'terms_of_use',
  'accounts_terms_of_use',
  'countries',
  'states',
  'cities',
  'districts',
  'district_ratings',
  'district_pricings',
  'addresses',
  'bad_addresses',
  'professionals',
  'professional_districts',
  'schedules',
  'schedule_events',
  'professional_weekly_hours',
  'feedbacks',
  'coupons',
  'coupon_districts',
  'orders',
  'order_status_changes',
  'configurable_fields',
  'configurable_field_options',
  'order_has_preferences',
  'products_pricing',
  'payments',
  'funding_instruments',
  'credit_cards',
  'payment_gateway_accounts',
  'payment_gateway_customers',
  'wallets',
  'wallet_entries',
  'webhook_events',
  'idempotency_keys',
  'subscriptions',
  'cycles',
  'order_offers',
  'order_offer_willing_professionals',
  'tickets',
  'audit_log',
  'telemetry_events',
];

/** São Paulo wall-clock time on 1 Dec 2026 (UTC-3, no daylight saving). */
const at = (hour: number) => new Date(`2026-12-01T${String(hour).padStart(2, '0')}:00:00-03:00`);

describe('the schema guards what code must never get wrong', () => {
  let database: Database;
  const ids: { pro: string[]; schedule: string[]; account: string[] } = {
    pro: [],
    schedule: [],
    account: [],
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    for (const name of ['a', 'b']) {
      const [account] = await db
        .insert(accounts)
        .values({
          email: `pro-${name}@exemplo.com`,
          passwordHash: 'x',
          firstName: 'Pro',
          lastName: name,
          accountableType: 'Professional',
          role: 'professional',
        })
        .returning();
      const [pro] = await db.insert(professionals).values({ accountId: account!.id }).returning();
      const [schedule] = await db.insert(schedules).values({ professionalId: pro!.id }).returning();
      ids.pro.push(pro!.id);
      ids.schedule.push(schedule!.id);
      ids.account.push(account!.id);
    }
  });
  afterAll(() => database.close());

  const event = (pro: number, from: Date, to: Date, status: 'booked' | 'available' | 'blocked' = 'booked') =>
    database.db
      .insert(scheduleEvents)
      .values({
        scheduleId: ids.schedule[pro]!,
        professionalId: ids.pro[pro]!,
        status,
        startsAt: from,
        endsAt: to,
      })
      .returning()
      .then((rows) => rows[0]!);
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  it('applies every migration: all tables, and the no-double-booking constraint', async () => {
    const { rows } = await database.executeSql(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    const present = new Set((rows as { table_name: string }[]).map((r) => r.table_name));
    expect(TABLES.filter((table) => !present.has(table))).toEqual([]);
    const constraint = await database.executeSql('SELECT contype FROM pg_constraint WHERE conname = $1', [
      NO_DOUBLE_BOOKING_CONSTRAINT,
    ]);
    expect(constraint.rows).toEqual([{ contype: 'x' }]);
  });

  it('refuses a second booking that overlaps the first for the same professional', async () => {
    await event(0, at(10), at(12));
    const error = await failure(event(0, at(11), at(13)));
    expect(error).not.toBeNull();
    expect(isDoubleBooking(error)).toBe(true);
    expect(await failure(event(0, at(9), at(15)))).not.toBeNull();
  });

  it('accepts back-to-back bookings [10h,12h) then [12h,14h)', async () => {
    const next = await event(0, at(12), at(14));
    // Half-open: the end of one booking is the free start of the next.
    expect(next.during).toMatch(/^\[.*\)$/);
  });

  it('lets another professional book the same time, and availability overlap bookings freely', async () => {
    await expect(event(1, at(10), at(12))).resolves.toBeDefined();
    await expect(event(0, at(7), at(22), 'available')).resolves.toBeDefined();
    await expect(event(0, at(7), at(22), 'available')).resolves.toBeDefined();
    await expect(event(0, at(11), at(13), 'blocked')).resolves.toBeDefined();
  });

  it('refuses turning an available window into an overlapping booking', async () => {
    const window = await event(0, at(13), at(16), 'available');
    const error = await failure(
      database.db.update(scheduleEvents).set({ status: 'booked' }).where(eq(scheduleEvents.id, window.id)),
    );
    expect(isDoubleBooking(error)).toBe(true);
  });

  it('frees the range once a booking is released', async () => {
    const first = await event(1, at(16), at(18));
    expect(await failure(event(1, at(16), at(18)))).not.toBeNull();
    await database.db.delete(scheduleEvents).where(eq(scheduleEvents.id, first.id));
    await expect(event(1, at(16), at(18))).resolves.toBeDefined();
  });

  it('lets exactly one of many simultaneous bookings of one slot through', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        event(1, new Date('2026-12-02T13:00:00Z'), new Date('2026-12-02T16:00:00Z')),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const refused = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(refused.every((a) => isDoubleBooking(a.reason))).toBe(true);
  });

  it('refuses an event that ends before it starts', async () => {
    expect(await failure(event(0, at(15), at(15), 'available'))).not.toBeNull();
    expect(await failure(event(0, at(15), at(14), 'available'))).not.toBeNull();
  });

  it('never lets a wallet go negative', async () => {
    const [wallet] = await database.db
      .insert(wallets)
      .values({ accountId: ids.account[0]!, availableToUse: 1000 })
      .returning();
    const spend = (cents: number) =>
      database.db
        .update(wallets)
        .set({ availableToUse: sql`${wallets.availableToUse} - ${cents}` })
        .where(eq(wallets.id, wallet!.id));
    expect(await failure(spend(1001))).not.toBeNull();
    await spend(1000);
    expect(await failure(spend(1))).not.toBeNull();
    expect(
      await failure(database.db.insert(wallets).values({ accountId: ids.account[1]!, availableToUse: -1 })),
    ).not.toBeNull();
    const [row] = await database.db.select().from(wallets).where(eq(wallets.id, wallet!.id));
    expect(row!.availableToUse).toBe(0);
  });

  it('keeps feedback ratings between 0 and 5 and e-mails lowercased', async () => {
    const feedback = (rating: number) =>
      database.db.insert(feedbacks).values({ professionalId: ids.pro[0]!, rating, description: 'Ótima' });
    await expect(feedback(0)).resolves.toBeDefined();
    await expect(feedback(5)).resolves.toBeDefined();
    expect(await failure(feedback(6))).not.toBeNull();
    expect(await failure(feedback(-1))).not.toBeNull();
    expect(
      await failure(
        database.db.insert(accounts).values({
          email: 'Maiuscula@Exemplo.com',
          passwordHash: 'x',
          firstName: 'A',
          lastName: 'B',
          accountableType: 'Physical',
        }),
      ),
    ).not.toBeNull();
  });
});
