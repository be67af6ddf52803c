import {
  addDays,
  BOOKABLE_WINDOW_DAYS,
  canCheckOut,
  checkInRefusal,
  daysBetween,
  saoPauloDate,
  saoPauloInstant,
} from '@brilho/domain';
import type { AppContext } from '../../context';
import type { Order } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { JOB_TEXTS } from '../../words/professional-side';
import { jobShares } from '../ledger';
import {
  checkIn as checkInOrder,
  complete,
  lockOrder,
  type Outbox,
  publishAll,
  sendOwedJobs,
} from '../orders';
import { agendaOrders, ownOrder } from './queries';
import type { ProfessionalOrderView } from './serializers';

/**
 * The professional's agenda and job flow (contract: `/professional/agenda`, `/professional/orders/{id}`,
 * check-in, check-out). Both moves go through the payments machine (`moveOrder`: the order's status as read
 * is in the UPDATE, the change is recorded in order_status_changes and the OrderChannel hears of it after
 * the commit); `publishAll` then schedules the completion at the end for a checked-in order.
 */

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'jobs'>;

export { JOB_TEXTS };

/** Days of the agenda served by default: today and the next 7. */
export const DEFAULT_AGENDA_DAYS = 7;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateParam(value: string | undefined, parameter: string): string | null {
  if (value === undefined || value === '') return null;
  if (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw new ApiError(400, JOB_TEXTS.badDate, { parameter });
  return value;
}

/** `filter[from]` / `filter[to]` (São Paulo days, both included), at most 35 days apart. */
export function agendaRange(filters: Record<string, string>, now: Date): { from: string; to: string } {
  const from = dateParam(filters.from, 'filter[from]') ?? saoPauloDate(now);
  const to = dateParam(filters.to, 'filter[to]') ?? addDays(from, DEFAULT_AGENDA_DAYS);
  if (daysBetween(from, to) < 0) throw new ApiError(400, JOB_TEXTS.badRange, { parameter: 'filter[to]' });
  if (daysBetween(from, to) > BOOKABLE_WINDOW_DAYS)
    throw new ApiError(400, JOB_TEXTS.rangeTooLong, { parameter: 'filter[to]' });
  return { from, to };
}

export async function readAgenda(
  ctx: Ctx,
  professionalId: string,
  days: { from: string; to: string },
): Promise<ProfessionalOrderView[]> {
  const now = ctx.clock.now();
  const rows = await agendaOrders(ctx.db, professionalId, {
    from: saoPauloInstant(days.from, 0),
    to: saoPauloInstant(addDays(days.to, 1), 0),
  });
  return Promise.all(rows.map(async (row) => ({ ...row, ...(await earningOf(ctx.db, row.order)), now })));
}

/** What the job pays its professional: the ledger's own split of the order's total. */
async function earningOf(db: Ctx['db'], order: Order): Promise<{ professionalEarning: number }> {
  return { professionalEarning: (await jobShares(db, order)).earning };
}

export async function readOwnOrder(
  ctx: Ctx,
  professionalId: string,
  orderId: string,
): Promise<ProfessionalOrderView> {
  const row = isUuid(orderId) ? await ownOrder(ctx.db, professionalId, orderId) : null;
  if (!row) throw new ApiError(404, JOB_TEXTS.orderNotFound);
  return { ...row, ...(await earningOf(ctx.db, row.order)), now: ctx.clock.now() };
}

/** Locks the professional's own order, or 404 (someone else's answers as a missing one). */
async function lockOwn(tx: Ctx['db'], professionalId: string, orderId: string): Promise<Order> {
  const order = isUuid(orderId) ? await lockOrder(tx, orderId) : null;
  if (!order || order.professionalId !== professionalId) throw new ApiError(404, JOB_TEXTS.orderNotFound);
  return order;
}

async function move(
  ctx: Ctx,
  professionalId: string,
  orderId: string,
  step: (tx: Ctx['db'], outbox: Outbox, order: Order, now: Date) => Promise<void>,
): Promise<ProfessionalOrderView> {
  const outbox: Outbox = [];
  await ctx.db.transaction(async (tx) => {
    const order = await lockOwn(tx, professionalId, orderId);
    await step(tx, outbox, order, ctx.clock.now());
    await sendOwedJobs(ctx, tx, outbox);
  });
  await publishAll(ctx, outbox);
  return readOwnOrder(ctx, professionalId, orderId);
}

/** paid → provisioning, on the cleaning's day from 60 min before the start until its end. */
export function checkIn(ctx: Ctx, professionalId: string, orderId: string): Promise<ProfessionalOrderView> {
  return move(ctx, professionalId, orderId, async (tx, outbox, order, now) => {
    const refusal = checkInRefusal(order, now);
    if (refusal === 'too_early') throw new ApiError(422, JOB_TEXTS.tooEarly, { code: 'check_in_too_early' });
    if (refusal) throw new ApiError(422, JOB_TEXTS.cannotCheckIn, { code: `check_in_${refusal}` });
    const moved = await checkInOrder(tx, outbox, order, now, { checkedInAt: now });
    if (!moved) throw new ApiError(422, JOB_TEXTS.cannotCheckIn, { code: 'check_in_wrong_status' });
  });
}

/** provisioning → complete, any time after check-in. */
export function checkOut(ctx: Ctx, professionalId: string, orderId: string): Promise<ProfessionalOrderView> {
  return move(ctx, professionalId, orderId, async (tx, outbox, order, now) => {
    if (!canCheckOut(order)) throw new ApiError(422, JOB_TEXTS.checkInFirst, { code: 'not_checked_in' });
    const moved = await complete(tx, outbox, order, now, { checkedOutAt: now });
    if (!moved) throw new ApiError(422, JOB_TEXTS.checkInFirst, { code: 'not_checked_in' });
  });
}
