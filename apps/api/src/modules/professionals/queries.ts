import { and, asc, count, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  accounts,
  coupons,
  type Feedback,
  feedbacks,
  type Professional,
  professionalDistricts,
  professionals,
  profiles,
  type ScheduleEvent,
  scheduleEvents,
  schedules,
} from '../../db/schema';
import type { ProfessionalView } from './serializers';

type Ctx = Pick<AppContext, 'db'>;

/** Who a customer may be shown at all (the availability search adds district, rating and time). */
export const offerable: SQL = and(
  eq(professionals.validation, 'validated'),
  isNull(professionals.blockedAt),
  isNull(professionals.suspendedAt),
  isNull(accounts.blockedAt),
)!;

/** The search's order: badges first, then rating, then experience; the id keeps pages stable. */
const RANKING = [
  desc(professionals.isTopProfessional),
  desc(professionals.rating),
  desc(professionals.completedOrdersCount),
  asc(professionals.id),
];

/** Professionals by id with account, profile, schedule and active coupon, in the order of `ids`. */
export async function loadProfessionals(ctx: Ctx, ids: string[]): Promise<ProfessionalView[]> {
  if (ids.length === 0) return [];
  // The active coupon (the newest of their own not disabled) in the same statement: one statement less per
  // request, each ~1 ms of fixed cost on PGlite.
  const activeCouponId = sql`(
    SELECT c.id FROM ${coupons} c WHERE c.professional_id = ${professionals.id} AND c.disabled_at IS NULL
    ORDER BY c.created_at DESC, c.id LIMIT 1)`;
  const rows = await ctx.db
    .select({
      professional: professionals,
      account: {
        id: accounts.id,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        createdAt: accounts.createdAt,
      },
      profile: { id: profiles.id, profilePicture: profiles.profilePicture, bio: profiles.bio },
      scheduleId: schedules.id,
      coupon: coupons,
    })
    .from(professionals)
    .innerJoin(accounts, eq(accounts.id, professionals.accountId))
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .leftJoin(schedules, eq(schedules.professionalId, professionals.id))
    .leftJoin(coupons, and(eq(coupons.professionalId, professionals.id), eq(coupons.id, activeCouponId)))
    .where(inArray(professionals.id, ids));
  const byId = new Map(
    rows.map(({ professional, account, profile, scheduleId, coupon }): [string, ProfessionalView] => [
      professional.id,
      {
        ...professional,
        account: {
          ...account,
          // The public bio lives on the profile; older rows kept it on the professional.
          profile: profile ? { ...profile, bio: profile.bio ?? professional.bio } : null,
          scheduleId,
        },
        activeCoupon: coupon ?? null,
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One page of offerable professionals (optionally of one district), in the search's order. */
export async function listOfferable(
  ctx: Ctx,
  options: { districtId?: string; limit: number; offset: number },
): Promise<{ total: number; ids: string[] }> {
  const where = options.districtId
    ? and(
        offerable,
        sql`EXISTS (SELECT 1 FROM ${professionalDistricts} pd WHERE pd.professional_id = ${professionals.id} AND pd.district_id = ${options.districtId})`,
      )
    : offerable;
  const [page, [total]] = await Promise.all([
    ctx.db
      .select({ id: professionals.id })
      .from(professionals)
      .innerJoin(accounts, eq(accounts.id, professionals.accountId))
      .where(where)
      .orderBy(...RANKING)
      .limit(options.limit)
      .offset(options.offset),
    ctx.db
      .select({ total: count() })
      .from(professionals)
      .innerJoin(accounts, eq(accounts.id, professionals.accountId))
      .where(where),
  ]);
  return { total: total?.total ?? 0, ids: page.map((row) => row.id) };
}

/** An offerable professional's id, or null (unknown, not validated, blocked or suspended). */
export async function findOfferable(ctx: Ctx, id: string): Promise<Professional | null> {
  const [row] = await ctx.db
    .select({ professional: professionals })
    .from(professionals)
    .innerJoin(accounts, eq(accounts.id, professionals.accountId))
    .where(and(eq(professionals.id, id), offerable))
    .limit(1);
  return row?.professional ?? null;
}

/** The newest feedback of each professional in `ids` (one query: DISTINCT ON, newest first). */
export async function latestFeedbacks(ctx: Ctx, ids: string[]): Promise<Map<string, Feedback>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .selectDistinctOn([feedbacks.professionalId])
    .from(feedbacks)
    .where(inArray(feedbacks.professionalId, ids))
    .orderBy(feedbacks.professionalId, desc(feedbacks.createdAt), desc(feedbacks.id));
  return new Map(rows.map((row) => [row.professionalId, row]));
}

export async function latestFeedback(ctx: Ctx, professionalId: string): Promise<Feedback | null> {
  const [row] = await ctx.db
    .select()
    .from(feedbacks)
    .where(eq(feedbacks.professionalId, professionalId))
    .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
    .limit(1);
  return row ?? null;
}

/**
 * Newest first, `size` at a time after the feedback `after` (the last one of the previous page). Keyset on
 * (created_at, id) read from that row, so the cursor never loses the database's microseconds.
 */
export async function feedbackPage(
  ctx: Ctx,
  options: { professionalId: string; size: number; after?: string },
): Promise<{ items: Feedback[]; hasMore: boolean }> {
  const after = options.after
    ? sql`(${feedbacks.createdAt}, ${feedbacks.id}) < (SELECT f.created_at, f.id FROM ${feedbacks} f WHERE f.id = ${options.after})`
    : undefined;
  const rows = await ctx.db
    .select()
    .from(feedbacks)
    .where(and(eq(feedbacks.professionalId, options.professionalId), after))
    .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
    .limit(options.size + 1);
  return { items: rows.slice(0, options.size), hasMore: rows.length > options.size };
}

export async function feedbackBelongsTo(
  ctx: Ctx,
  feedbackId: string,
  professionalId: string,
): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: feedbacks.id })
    .from(feedbacks)
    .where(and(eq(feedbacks.id, feedbackId), eq(feedbacks.professionalId, professionalId)))
    .limit(1);
  return rows.length > 0;
}

/** The professional a schedule belongs to, when that professional may be shown. */
export async function offerableScheduleOwner(ctx: Ctx, scheduleId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ professionalId: professionals.id })
    .from(schedules)
    .innerJoin(professionals, eq(professionals.id, schedules.professionalId))
    .innerJoin(accounts, eq(accounts.id, professionals.accountId))
    .where(and(eq(schedules.id, scheduleId), offerable))
    .limit(1);
  return row?.professionalId ?? null;
}

/** Stored booked or blocked events of a professional still to end after `now` (no order ids leave here). */
export async function busyEvents(
  ctx: Ctx,
  options: { professionalId: string; status: 'booked' | 'blocked'; now: Date },
): Promise<ScheduleEvent[]> {
  return ctx.db
    .select()
    .from(scheduleEvents)
    .where(
      and(
        eq(scheduleEvents.professionalId, options.professionalId),
        eq(scheduleEvents.status, options.status),
        gt(scheduleEvents.endsAt, options.now),
      ),
    )
    .orderBy(asc(scheduleEvents.startsAt), asc(scheduleEvents.id));
}
