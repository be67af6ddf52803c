import { canOrderMove, saoPauloClock } from '@brilho/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../context';
import type { Db } from '../../db';
import {
  accounts,
  addresses,
  isDoubleBooking,
  type Order,
  orders,
  professionals,
  type Ticket,
  tickets,
} from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { TICKET_TEXTS } from '../../words/tickets';
import {
  attachBooking,
  insertBooking,
  isBlockedDuring,
  markPaidAtNewSlot,
  type Outbox,
  openOrder,
  releaseBooking,
  slotOf,
} from '../orders';
import { searchOffered } from '../professionals';
import type { ApprovalInput, SlotQuery } from './body';
import {
  auditResolution,
  type Ctx,
  mailResolution,
  openTicket,
  orderOf,
  refuse,
  resolve,
  tellCustomer,
  withOutbox,
} from './operator-common';
import { lastCancellationOf, scheduleIdOf } from './queries';
import { readResolution } from './resolution';

/**
 * Approving a rebooking ticket (`POST /operator/tickets/{id}/approve-reschedule`), honouring the customer's
 * KEEP / ANY / CHOOSE, and who is free for the slot the operator is about to give
 * (`GET /operator/tickets/{id}/free-professionals`).
 */

interface StoredRescheduleData {
  reschedule_option?: 'KEEP' | 'ANY' | 'CHOOSE';
  /** CHOOSE: the professionals the customer chose (any of them will do). */
  professional_ids?: string[];
  duration_hours?: number;
}

/** The professionals the customer asked for: KEEP → the order's, CHOOSE → those chosen, ANY → nobody. */
function askedFor(order: Order, data: StoredRescheduleData): string[] {
  if (data.reschedule_option === 'KEEP') return order.professionalId ? [order.professionalId] : [];
  if (data.reschedule_option === 'CHOOSE') return data.professional_ids ?? [];
  return [];
}

/** The new slot: whole hours, in the future, as long as the cleaning being moved (or its credit). */
function checkSlot(input: ApprovalInput, hours: number, now: Date): void {
  const slot = slotOf(input.starts_at, input.ends_at);
  if (typeof slot === 'string' || slot.duration !== hours || input.starts_at <= now)
    throw refuse(TICKET_TEXTS.wrongDuration, 'invalid_slot', '/data/attributes/starts_at');
}

/**
 * Who does the new slot, by the customer's choice: KEEP — the order's professional and no other; CHOOSE — one
 * of those the customer chose (the only one may be left implicit); ANY (or CHOOSE with nobody recorded) — the
 * one the operator names, else the order's.
 */
function professionalFor(order: Order, data: StoredRescheduleData, input: ApprovalInput): string {
  const asked = input.professional_id ?? null;
  const pointer = '/data/attributes/professional_id';
  const chosen = data.reschedule_option === 'CHOOSE' ? (data.professional_ids ?? []) : [];
  let pick: string | null;
  if (data.reschedule_option === 'KEEP') {
    if (asked !== null && asked !== order.professionalId)
      throw refuse(TICKET_TEXTS.keepProfessional, 'keep_professional', pointer);
    pick = order.professionalId;
  } else if (chosen.length > 0) {
    pick = asked ?? (chosen.length === 1 ? chosen[0]! : null);
    if (pick !== null && !chosen.includes(pick))
      throw refuse(TICKET_TEXTS.chosenProfessional, 'chosen_professional', pointer);
  } else pick = asked ?? order.professionalId;
  if (!pick || !isUuid(pick))
    throw refuse(TICKET_TEXTS.professionalRequired, 'professional_required', pointer);
  return pick;
}

/** The refusal when the professional is taken: KEEP and CHOOSE name the customer's wish. */
const notFreeText = (data: StoredRescheduleData) =>
  data.reschedule_option === 'KEEP'
    ? TICKET_TEXTS.keptProfessionalNotFree
    : data.reschedule_option === 'CHOOSE' && (data.professional_ids?.length ?? 0) > 0
      ? TICKET_TEXTS.chosenProfessionalNotFree
      : TICKET_TEXTS.professionalNotFree;

/** Holds the new time with the same booking insert as `POST /orders` (the exclusion constraint decides). */
async function book(tx: Db, orderId: string, professionalId: string, input: ApprovalInput, now: Date) {
  const scheduleId = await scheduleIdOf(tx, professionalId);
  if (!scheduleId || (await isBlockedDuring(tx, professionalId, input.starts_at, input.ends_at)))
    throw new ApiError(409, TICKET_TEXTS.professionalNotFree, { code: 'professional_not_free' });
  return insertBooking(tx, {
    scheduleId,
    professionalId,
    orderId,
    startsAt: input.starts_at,
    endsAt: input.ends_at,
    at: now,
  });
}

/** A credit (a cancelled order) is booked again as a new paid order carrying what the credit is worth. */
async function rebookCredit(
  tx: Db,
  outbox: Outbox,
  old: Order,
  professionalId: string,
  input: ApprovalInput,
  hours: number,
  now: Date,
): Promise<Order> {
  const kept = old.total - (await retainedOf(tx, old));
  const created = await openOrder(
    tx,
    outbox,
    {
      customerId: old.customerId,
      professionalId,
      addressId: old.addressId,
      status: 'paid',
      startsAt: input.starts_at,
      endsAt: input.ends_at,
      durationHours: hours,
      description: old.description,
      shouldIncludeProducts: old.shouldIncludeProducts,
      couponId: old.couponId,
      subtotal: kept + old.discount,
      discount: old.discount,
      total: kept,
      paidByAccountBalance: old.paidByAccountBalance,
      createdAt: now,
      updatedAt: now,
    },
    now,
  );
  const booking = await book(tx, created.id, professionalId, input, now);
  return attachBooking(tx, created.id, booking.id);
}

/** Cents the cancellation policy kept when the order became credit (0 when none is recorded). */
async function retainedOf(tx: Db, order: Order): Promise<number> {
  const cancellation = await lastCancellationOf(tx, order.id);
  return readResolution(cancellation?.resolution ?? null).policy?.retained_cents ?? 0;
}

/**
 * rescheduling (was paid) or rebooking (was not provided) → paid at the new slot; the old time is freed. Given
 * to another professional, the move says so and tells the one it was taken from (orders' `markPaidAtNewSlot`).
 */
async function moveToSlot(
  tx: Db,
  outbox: Outbox,
  order: Order,
  professionalId: string,
  input: ApprovalInput,
  now: Date,
): Promise<Order> {
  if (!canOrderMove(order.status, 'paid')) throw refuse(TICKET_TEXTS.orderNotMovable, 'order_not_movable');
  await releaseBooking(tx, order);
  const booking = await book(tx, order.id, professionalId, input, now);
  const moved = await markPaidAtNewSlot(tx, outbox, order, now, {
    startsAt: input.starts_at,
    endsAt: input.ends_at,
    professionalId,
    scheduleEventId: booking.id,
  });
  if (!moved) throw refuse(TICKET_TEXTS.orderNotMovable, 'order_not_movable');
  return moved;
}

export async function approveReschedule(
  ctx: Ctx,
  actor: Actor,
  ticketId: string,
  input: ApprovalInput,
): Promise<Ticket> {
  let data: StoredRescheduleData = {};
  try {
    const { ticket } = await withOutbox(ctx, async (tx, outbox, now) => {
      const ticket = await openTicket(tx, ticketId, ['order_rebooking']);
      const old = await orderOf(tx, ticket);
      data = (ticket.rescheduleData ?? {}) as StoredRescheduleData;
      const hours = data.duration_hours ?? old.durationHours;
      checkSlot(input, hours, now);
      const professionalId = professionalFor(old, data, input);
      const order =
        old.status === 'cancelled'
          ? await rebookCredit(tx, outbox, old, professionalId, input, hours, now)
          : await moveToSlot(tx, outbox, old, professionalId, input, now);
      const resolved = await resolve(tx, ticket, now, {
        outcome: 'rescheduled',
        starts_at: input.starts_at.toISOString(),
        professional_id: professionalId,
        ...(order.id !== old.id ? { new_order_id: order.id } : {}),
      });
      await auditResolution(tx, actor, ticket, 'ticket.approve_reschedule', now, {
        starts_at: input.starts_at.toISOString(),
        professional_id: professionalId,
        ...(order.id !== old.id ? { new_order_id: order.id } : {}),
      });
      await mailResolution(ctx, tx, resolved);
      return { ticket: resolved };
    });
    await tellCustomer(ctx, ticket);
    return ticket;
  } catch (error) {
    if (isDoubleBooking(error)) throw new ApiError(409, notFreeText(data), { code: 'slot_taken' });
    if (error instanceof ApiError && error.options.code === 'professional_not_free')
      throw new ApiError(409, notFreeText(data), { code: 'professional_not_free' });
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// Who is free for the new slot

export interface FreeProfessional {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Free for the slot by the availability search (serves the district, a window holds it, nothing booked). */
  free: boolean;
  /** The order's professional now. */
  current: boolean;
  /** The customer asked for them (KEEP, CHOOSE). */
  asked: boolean;
}

/**
 * Who could take the rebooked cleaning at `slot`: the scheduler's availability search for the order's district
 * (the customer's own search, not a second rule), plus the professionals the customer asked for and the
 * order's own, marked not free when the search leaves them out. Asked-for first, then the search's order.
 */
export async function freeProfessionalsFor(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  ticketId: string,
  slot: SlotQuery,
): Promise<FreeProfessional[]> {
  const [row] = isUuid(ticketId)
    ? await ctx.db
        .select({ ticket: tickets, order: orders, districtId: addresses.districtId })
        .from(tickets)
        .innerJoin(orders, eq(orders.id, tickets.orderId))
        .innerJoin(addresses, eq(addresses.id, orders.addressId))
        .where(eq(tickets.id, ticketId))
        .limit(1)
    : [];
  if (!row) throw new ApiError(404, TICKET_TEXTS.ticketNotFound);
  if (row.ticket.kind !== 'order_rebooking') throw refuse(TICKET_TEXTS.wrongTicketKind, 'wrong_ticket_kind');
  const data = (row.ticket.rescheduleData ?? {}) as StoredRescheduleData;
  const hours = data.duration_hours ?? row.order.durationHours;
  const length = slotOf(slot.starts_at, slot.ends_at);
  if (typeof length === 'string' || length.duration !== hours)
    throw new ApiError(422, TICKET_TEXTS.wrongDuration, { parameter: 'filter[ends_at]' });
  const found =
    slot.starts_at > ctx.clock.now()
      ? await searchOffered(ctx, {
          districtId: row.districtId,
          slots: [
            { hour: saoPauloClock(slot.starts_at).hour, startsAt: slot.starts_at, endsAt: slot.ends_at },
          ],
          limit: 100,
          offset: 0,
        })
      : { rows: [] };
  const freeIds = found.rows.map((r) => r.id);
  const asked = askedFor(row.order, data);
  const current = row.order.professionalId;
  const ids = [...new Set([...asked, ...(current ? [current] : []), ...freeIds])];
  if (ids.length === 0) return [];
  const people = await ctx.db
    .select({
      id: professionals.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
    })
    .from(professionals)
    .innerJoin(accounts, eq(accounts.id, professionals.accountId))
    .where(inArray(professionals.id, ids));
  const byId = new Map(people.map((p) => [p.id, p]));
  return ids.flatMap((id) => {
    const person = byId.get(id);
    if (!person) return [];
    return [{ ...person, free: freeIds.includes(id), current: id === current, asked: asked.includes(id) }];
  });
}
