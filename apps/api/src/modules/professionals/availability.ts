import {
  addDays,
  isValidSlot,
  lastBookableDate,
  periodFits,
  saoPauloDate,
  saoPauloInstant,
  startHours,
} from '@brilho/domain';
import type { AppContext } from '../../context';
import { type FreePeriod, freePeriods, searchOffered } from './availability.queries';
import type { Locate, OffsetPage, SearchParams } from './params';
import { latestFeedbacks, loadProfessionals } from './queries';
import type { SearchCache } from './search-cache';
import type { ProfessionalView, ScheduleEventView } from './serializers';
import { type Candidate, candidateSlots } from './slots';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export interface ProfessionalsPage {
  professionals: ProfessionalView[];
  total: number;
}

/**
 * Professionals free for the requested slot (or, with the hour left open, for some start hour that day),
 * each with the start hours found free. A slot the rules refuse is a 422 before any query runs.
 */
export async function searchAvailable(
  ctx: Ctx,
  params: SearchParams,
  page: OffsetPage,
  locate: Locate,
  cache?: SearchCache,
): Promise<ProfessionalsPage> {
  const slots = candidateSlots(params, ctx.clock.now(), locate);
  if (!cache) return computeAvailable(ctx, params, page, slots);
  // The candidate slots stand for the date, hours and duration, and for the time of day (past hours drop out).
  const key = JSON.stringify([
    'available',
    params.districtId,
    params.name ?? null,
    slots.map((s) => [s.hour, s.startsAt.getTime(), s.endsAt.getTime()]),
    page.limit,
    page.offset,
  ]);
  return cache.get(ctx, key, () => computeAvailable(ctx, params, page, slots));
}

async function computeAvailable(
  ctx: Ctx,
  params: SearchParams,
  page: OffsetPage,
  slots: Candidate[],
): Promise<ProfessionalsPage> {
  const found = await searchOffered(ctx, {
    districtId: params.districtId,
    ...(params.name ? { name: params.name } : {}),
    slots,
    ...page,
  });
  const hours = new Map(found.rows.map((row) => [row.id, row.hours ?? []]));
  const ids = found.rows.map((row) => row.id);
  // The finder's cards show the newest feedback (the Professional field latest_feedback).
  const [views, feedback] = await Promise.all([loadProfessionals(ctx, ids), latestFeedbacks(ctx, ids)]);
  return {
    professionals: views.map((view) => ({
      ...view,
      availableStartHours: hours.get(view.id) ?? [],
      latestFeedback: feedback.get(view.id) ?? null,
    })),
    total: found.total,
  };
}

/** Professionals of a district whose name matches, whatever their agenda. */
export async function searchByName(
  ctx: Ctx,
  params: { districtId: string; name?: string },
  page: OffsetPage,
  cache?: SearchCache,
): Promise<ProfessionalsPage> {
  if (!cache) return computeByName(ctx, params, page);
  const key = JSON.stringify(['by-name', params.districtId, params.name ?? null, page.limit, page.offset]);
  return cache.get(ctx, key, () => computeByName(ctx, params, page));
}

async function computeByName(
  ctx: Ctx,
  params: { districtId: string; name?: string },
  page: OffsetPage,
): Promise<ProfessionalsPage> {
  const found = await searchOffered(ctx, { ...params, ...page });
  return {
    professionals: await loadProfessionals(
      ctx,
      found.rows.map((row) => row.id),
    ),
    total: found.total,
  };
}

/** [from, to) of the free time asked for: one São Paulo day, or from now to the end of the bookable window. */
function freeRange(now: Date, date?: string): { from: Date; to: Date } {
  const lastDay = date ?? lastBookableDate(now);
  const dayStart = date ? saoPauloInstant(date, 0) : now;
  return {
    // Time already gone is not free.
    from: new Date(Math.max(dayStart.getTime(), now.getTime())),
    to: saoPauloInstant(addDays(lastDay, 1), 0),
  };
}

/** Whether some start the rules offer on the period's day fits a cleaning of `duration` hours in it. */
function offersDuration(period: FreePeriod, duration: number, now: Date): boolean {
  const date = saoPauloDate(period.startsAt);
  return startHours(date, now).some(
    (startHour) =>
      isValidSlot({ date, startHour, duration }, now) &&
      periodFits(period, saoPauloInstant(date, startHour), duration),
  );
}

const toEventView = (period: FreePeriod): ScheduleEventView => ({
  // A window split by a booking yields several periods: the start tells them apart.
  id: `${period.windowId}:${Math.floor(period.startsAt.getTime() / 1000)}`,
  windowId: period.windowId,
  status: 'available',
  startsAt: period.startsAt,
  endsAt: period.endsAt,
});

/**
 * A professional's free periods (available minus booked/blocked), on one day or over the bookable window,
 * from now on; with a duration, only the periods where a cleaning that long can start on a valid hour.
 */
export async function freeScheduleEvents(
  ctx: Ctx,
  params: { professionalId: string; date?: string; duration?: number },
): Promise<ScheduleEventView[]> {
  const now = ctx.clock.now();
  const range = freeRange(now, params.date);
  if (range.from >= range.to) return [];
  const periods = await freePeriods(ctx, params.professionalId, range);
  const { duration } = params;
  const fitting = duration === undefined ? periods : periods.filter((p) => offersDuration(p, duration, now));
  return fitting.map(toEventView);
}
