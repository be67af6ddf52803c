import {
  addDays,
  BOOKABLE_WINDOW_DAYS,
  isoWeekday,
  nextDailyRun,
  saoPauloDate,
  saoPauloInstant,
} from '@brilho/domain';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { professionals, professionalWeeklyHours, scheduleEvents, schedules } from '../../db/schema';

/**
 * Weekly availability → `available` schedule events: for every São Paulo day from today to
 * 35 days ahead, a professional with hours on that weekday has exactly one `available` event covering them.
 *
 * - Idempotent: a day that already has its window is left alone, so running twice adds nothing.
 * - Booked and blocked events are never touched (they are other rows; only `available` rows are read,
 *   deleted or inserted here).
 * - A weekday removed, or its hours changed, drops the `available` events of that weekday that have not
 *   started yet; one already under way today is kept (its past part is history, and the search trims it).
 *
 * The durable daily job `professional-availability-horizon` runs it for every professional with weekly
 * hours (right after 00:00 São Paulo, so the 35th day appears each morning); PATCH /professionals/{id} runs
 * it for that one professional, in the same transaction as the hours change.
 */

export const AVAILABILITY_HORIZON_JOB = 'professional-availability-horizon';
const HORIZON_KEY = 'daily';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'jobs'>;

export interface WeeklyHours {
  weekday: number;
  startHour: number;
  endHour: number;
}

/** Fills one professional's horizon; answers how many events it inserted and deleted. */
export async function syncProfessionalHorizon(
  db: Db,
  professionalId: string,
  now: Date,
): Promise<{ inserted: number; deleted: number }> {
  // One run per professional at a time: the daily job and an operator's save may meet here.
  const [locked] = await db
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.id, professionalId))
    .for('update');
  if (!locked) return { inserted: 0, deleted: 0 };
  let [schedule] = await db.select().from(schedules).where(eq(schedules.professionalId, professionalId));
  if (!schedule) [schedule] = await db.insert(schedules).values({ professionalId }).returning();
  const hours = await db
    .select()
    .from(professionalWeeklyHours)
    .where(eq(professionalWeeklyHours.professionalId, professionalId));
  const byWeekday = new Map(hours.map((h) => [h.weekday, h]));

  const today = saoPauloDate(now);
  const horizonEnd = saoPauloInstant(addDays(today, BOOKABLE_WINDOW_DAYS + 1), 0);
  const existing = await db
    .select({ id: scheduleEvents.id, startsAt: scheduleEvents.startsAt, endsAt: scheduleEvents.endsAt })
    .from(scheduleEvents)
    .where(
      and(
        eq(scheduleEvents.professionalId, professionalId),
        eq(scheduleEvents.status, 'available'),
        gte(scheduleEvents.startsAt, saoPauloInstant(today, 0)),
        lt(scheduleEvents.startsAt, horizonEnd),
      ),
    )
    .orderBy(asc(scheduleEvents.startsAt));
  const eventsOn = new Map<string, typeof existing>();
  for (const event of existing) {
    const day = saoPauloDate(event.startsAt);
    eventsOn.set(day, [...(eventsOn.get(day) ?? []), event]);
  }

  const toInsert: (typeof scheduleEvents.$inferInsert)[] = [];
  const toDelete: string[] = [];
  for (let offset = 0; offset <= BOOKABLE_WINDOW_DAYS; offset += 1) {
    const day = addDays(today, offset);
    const wanted = byWeekday.get(isoWeekday(day));
    const window = wanted
      ? { startsAt: saoPauloInstant(day, wanted.startHour), endsAt: saoPauloInstant(day, wanted.endHour) }
      : null;
    const events = eventsOn.get(day) ?? [];
    const matches = (e: (typeof existing)[number]) =>
      window !== null &&
      e.startsAt.getTime() === window.startsAt.getTime() &&
      e.endsAt.getTime() === window.endsAt.getTime();
    // A window already under way is kept as it is, and nothing is added beside it that day.
    const started = events.some((e) => e.startsAt.getTime() <= now.getTime());
    for (const event of events)
      if (!matches(event) && event.startsAt.getTime() > now.getTime()) toDelete.push(event.id);
    if (window && !started && !events.some(matches) && window.endsAt.getTime() > now.getTime())
      toInsert.push({
        scheduleId: schedule!.id,
        professionalId,
        status: 'available',
        startsAt: window.startsAt,
        endsAt: window.endsAt,
        createdAt: now,
      });
  }
  for (const id of toDelete) await db.delete(scheduleEvents).where(eq(scheduleEvents.id, id));
  if (toInsert.length > 0) await db.insert(scheduleEvents).values(toInsert);
  return { inserted: toInsert.length, deleted: toDelete.length };
}

/** Every professional with weekly hours, one transaction each; answers how many events were inserted. */
export async function fillAvailabilityHorizon(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const rows = await ctx.db
    .selectDistinct({ id: professionalWeeklyHours.professionalId })
    .from(professionalWeeklyHours);
  let inserted = 0;
  for (const { id } of rows) {
    const result = await ctx.db.transaction((tx) => syncProfessionalHorizon(tx, id, ctx.clock.now()));
    inserted += result.inserted;
  }
  return inserted;
}

/** Sends the daily job (one waiting at most); `at` absent: due now. */
export async function startAvailabilityHorizon(ctx: Pick<AppContext, 'jobs'>, at?: Date): Promise<void> {
  await ctx.jobs.send(
    AVAILABILITY_HORIZON_JOB,
    {},
    { singletonKey: HORIZON_KEY, ...(at ? { startAfter: at } : {}) },
  );
}

export function registerAvailabilityHorizon(ctx: Ctx): void {
  ctx.jobs.work(
    AVAILABILITY_HORIZON_JOB,
    async () => {
      try {
        await fillAvailabilityHorizon(ctx);
      } finally {
        // The next day's run is sent even when this one failed, so the horizon never stops moving.
        await startAvailabilityHorizon(ctx, nextDailyRun(ctx.clock.now()));
      }
    },
    { singleton: true },
  );
}
