import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openTestDatabase } from '../index';
import { accounts, professionals, scheduleEvents, schedules, wallets } from './index';

describe('the schema guards what code must never get wrong', () => {
  let database: Database;
  const ids: { pro: string[]; schedule: string[]; account: string } = { pro: [], schedule: [], account: '' };

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
      ids.account = account!.id;
    }
  });
  afterAll(() => database.close());

  const book = (index: number, from: string, to: string, status: 'booked' | 'available' = 'booked') =>
    database.db.insert(scheduleEvents).values({
      scheduleId: ids.schedule[index]!,
      professionalId: ids.pro[index]!,
      status,
      startsAt: new Date(from),
      endsAt: new Date(to),
    });

  it('refuses a second booking that overlaps the first for the same professional', async () => {
    await book(0, '2026-12-01T13:00:00Z', '2026-12-01T15:00:00Z');
    await expect(book(0, '2026-12-01T14:00:00Z', '2026-12-01T16:00:00Z')).rejects.toThrow();
  });

  it('accepts back-to-back bookings, another professional at the same time, and overlapping availability', async () => {
    await expect(book(0, '2026-12-01T15:00:00Z', '2026-12-01T17:00:00Z')).resolves.toBeDefined();
    await expect(book(1, '2026-12-01T13:00:00Z', '2026-12-01T15:00:00Z')).resolves.toBeDefined();
    await expect(book(0, '2026-12-01T10:00:00Z', '2026-12-01T22:00:00Z', 'available')).resolves.toBeDefined();
  });

  it('lets exactly one of many simultaneous bookings of one slot through', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () => book(1, '2026-12-02T13:00:00Z', '2026-12-02T16:00:00Z')),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
  });

  it('never lets a wallet go negative', async () => {
    const [wallet] = await database.db
      .insert(wallets)
      .values({ accountId: ids.account, availableToUse: 1000 })
      .returning();
    await expect(
      database.db.update(wallets).set({ availableToUse: -1 }).where(eq(wallets.id, wallet!.id)),
    ).rejects.toThrow();
  });
});
