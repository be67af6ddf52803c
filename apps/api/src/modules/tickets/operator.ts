import { canConvertToCredit, canOrderMove } from '@brilho/domain';
import { eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db';
import { accounts, isDoubleBooking, type Order, type Ticket } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAudit } from '../audit/record';
import { postOrderRefund, postRefundPaid } from '../ledger/events';
import { sendEmailInTx } from '../mail/jobs';
import {
  insertBooking,
  insertOrder,
  isBlockedDuring,
  recordStatusChange,
  updateOrder,
} from '../orders/booking.queries';
import { scheduleOrderLifecycle } from '../orders/lifecycle';
import { slotOf } from '../orders/slot';
import {
  moveOrder,
  movePayment,
  type Outbox,
  orderMessage,
  publishAll,
  sendOwedJobs,
} from '../payments/machine';
import { lockOrder, releaseBooking } from '../payments/queries';
import { creditWallet } from '../payments/wallet';
import { notifyOrderReassigned, PROFESSIONAL_CHANGED } from '../professional-side/notify';
import type { ApprovalInput } from './body';
import { resolutionEmail } from './emails';
import {
  lastCancellationOf,
  lockTicket,
  openTicketsOf,
  paymentThatPaid,
  scheduleIdOf,
  updateTicket,
} from './queries';
import { readResolution, type TicketResolution, writeResolution } from './resolution';
import { TICKET_TEXTS } from './texts';

/**
 * The operator's side of the tickets (the loop the customer's tickets open): approve a reschedule to a new
 * slot, conclude a refund, turn an order into credit, mark a cleaning not provided. Every order move goes
 * through the payments module's `moveOrder` (the machine), and is pushed on the OrderChannel after commit.
 */

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'jobs' | 'mailer' | 'config'> & {
  log?: { error(obj: object, msg: string): void };
};

/** Audits the resolution in the action's transaction (who, what, on which ticket and order). */
const auditResolution = (tx: Db, actor: Actor, ticket: Ticket, action: string, at: Date, data = {}) =>
  recordAudit(
    tx,
    actor,
    { action, subjectType: 'tickets', subjectId: ticket.id, data: { order_id: ticket.orderId, ...data } },
    at,
  );

const refuse = (title: string, code: string, pointer?: string) =>
  new ApiError(422, title, { code, ...(pointer ? { pointer } : {}) });

async function openTicket(tx: Db, id: string, kinds: Ticket['kind'][]): Promise<Ticket> {
  const ticket = isUuid(id) ? await lockTicket(tx, id) : null;
  if (!ticket) throw new ApiError(404, TICKET_TEXTS.ticketNotFound);
  if (ticket.status !== 'open')
    throw new ApiError(409, TICKET_TEXTS.ticketResolved, { code: 'ticket_resolved' });
  if (!kinds.includes(ticket.kind) || !ticket.orderId)
    throw refuse(TICKET_TEXTS.wrongTicketKind, 'wrong_ticket_kind');
  return ticket;
}

async function orderOf(tx: Db, ticket: Ticket): Promise<Order> {
  const order = await lockOrder(tx, ticket.orderId!);
  if (!order) throw new ApiError(404, TICKET_TEXTS.orderNotFound);
  return order;
}

const resolve = (tx: Db, ticket: Ticket, at: Date, resolution: TicketResolution) =>
  updateTicket(tx, ticket.id, {
    status: 'resolved',
    resolvedAt: at,
    resolution: writeResolution(ticket.resolution, resolution),
  });

/** Runs `work` in a transaction with the jobs its moves owe, and publishes what it moved once it committed. */
async function withOutbox<T>(ctx: Ctx, work: (tx: Db, outbox: Outbox, now: Date) => Promise<T>): Promise<T> {
  const outbox: Outbox = [];
  const result = await ctx.db.transaction(async (tx) => {
    const done = await work(tx, outbox, ctx.clock.now());
    await sendOwedJobs(ctx, tx, outbox);
    return done;
  });
  await publishAll(ctx, outbox);
  return result;
}

// ---------------------------------------------------------------------------------------------------
// Approve a reschedule

interface StoredRescheduleData {
  reschedule_option?: 'KEEP' | 'ANY' | 'CHOOSE';
  duration_hours?: number;
}

/** The new slot: whole hours, in the future, as long as the cleaning being moved (or its credit). */
function checkSlot(input: ApprovalInput, hours: number, now: Date): void {
  const slot = slotOf(input.starts_at, input.ends_at);
  if (typeof slot === 'string' || slot.duration !== hours || input.starts_at <= now)
    throw refuse(TICKET_TEXTS.wrongDuration, 'invalid_slot', '/data/attributes/starts_at');
}

function professionalFor(order: Order, data: StoredRescheduleData, input: ApprovalInput): string {
  const asked = input.professional_id ?? null;
  if (data.reschedule_option === 'KEEP' && asked !== null && asked !== order.professionalId)
    throw refuse(TICKET_TEXTS.keepProfessional, 'keep_professional', '/data/attributes/professional_id');
  const chosen = asked ?? order.professionalId;
  if (!chosen || !isUuid(chosen))
    throw refuse(
      TICKET_TEXTS.professionalNotFree,
      'professional_required',
      '/data/attributes/professional_id',
    );
  return chosen;
}

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
  const created = await insertOrder(tx, {
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
  });
  await recordStatusChange(tx, { orderId: created.id, from: null, to: 'paid', at: now });
  const booking = await book(tx, created.id, professionalId, input, now);
  outbox.push(orderMessage(created.id, 'paid'));
  return updateOrder(tx, created.id, { scheduleEventId: booking.id });
}

/** Cents the cancellation policy kept when the order became credit (0 when none is recorded). */
async function retainedOf(tx: Db, order: Order): Promise<number> {
  const cancellation = await lastCancellationOf(tx, order.id);
  return readResolution(cancellation?.resolution ?? null).policy?.retained_cents ?? 0;
}

/**
 * rescheduling (was paid) or rebooking (was not provided) → paid at the new slot; the old time is freed. Given
 * to another professional, the move's OrderChannel message says so (a boolean, no id), so the new one hears
 * new_order rather than order_rescheduled.
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
  const moved = await moveOrder(tx, outbox, order, 'paid', now, {
    startsAt: input.starts_at,
    endsAt: input.ends_at,
    professionalId,
    scheduleEventId: booking.id,
  });
  if (!moved) throw refuse(TICKET_TEXTS.orderNotMovable, 'order_not_movable');
  if (order.professionalId !== professionalId)
    for (const event of outbox)
      if (event.channel === 'OrderChannel' && event.key === order.id && event.data.to_state === 'paid')
        event.data = { ...event.data, [PROFESSIONAL_CHANGED]: true };
  return moved;
}

export async function approveReschedule(
  ctx: Ctx,
  actor: Actor,
  ticketId: string,
  input: ApprovalInput,
): Promise<Ticket> {
  try {
    const { ticket } = await withOutbox(ctx, async (tx, outbox, now) => {
      const ticket = await openTicket(tx, ticketId, ['order_rebooking']);
      const old = await orderOf(tx, ticket);
      const data = (ticket.rescheduleData ?? {}) as StoredRescheduleData;
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
      await scheduleOrderLifecycle(ctx, tx, order);
      // The professional a reschedule took the cleaning from hears it left their agenda (professional-side).
      if (old.id === order.id && old.professionalId !== null && old.professionalId !== order.professionalId)
        await notifyOrderReassigned(ctx, tx, {
          orderId: order.id,
          fromProfessionalId: old.professionalId,
          fromStartsAt: old.startsAt,
          durationHours: old.durationHours,
        });
      await mailResolution(ctx, tx, resolved);
      return { ticket: resolved };
    });
    await tellCustomer(ctx, ticket);
    return ticket;
  } catch (error) {
    if (isDoubleBooking(error))
      throw new ApiError(409, TICKET_TEXTS.professionalNotFree, { code: 'slot_taken' });
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// Refund, credit, service not provided

/** waiting_refund → refunded. Money paid from the account balance goes back there. */
export async function concludeRefund(ctx: Ctx, actor: Actor, ticketId: string): Promise<Ticket> {
  const ticket = await withOutbox(ctx, async (tx, outbox, now) => {
    const ticket = await openTicket(tx, ticketId, ['order_cancellation']);
    const order = await orderOf(tx, ticket);
    const moved = await moveOrder(tx, outbox, order, 'refunded', now);
    if (!moved) throw refuse(TICKET_TEXTS.orderNotMovable, 'order_not_movable');
    const recorded = readResolution(ticket.resolution).refund;
    const amount = recorded?.amount_cents ?? order.total;
    const paid = await paymentThatPaid(tx, order.id);
    // The balance part first: wallet money returns to the wallet, the rest by card or bank transfer.
    const fromWallet =
      paid?.instrument?.type === 'account_balance'
        ? paid.payment.amount
        : (paid?.payment.consumedAccountBalance ?? 0);
    const walletCents = Math.min(amount, fromWallet);
    if (paid && walletCents > 0)
      await creditWallet(tx, order.customerId, walletCents, {
        reason: 'order_refund',
        paymentId: paid.payment.id,
        at: now,
      });
    // The ledger: what goes back outside the wallet is owed back; what the policy keeps is split as the job.
    const { refundDue } = await postOrderRefund(tx, order, amount - walletCents, now);
    // A boleto's refund is the team's bank transfer, made with this conclusion: its payment reads refunded
    // (no longer 'pago') and the money is out.
    if (paid && refundDue > 0 && paid.instrument?.type === 'boletos') {
      const refunded = await movePayment(tx, outbox, paid.payment, 'refunded', now);
      if (refunded) await postRefundPaid(tx, refunded, refundDue, now);
    }
    await auditResolution(tx, actor, ticket, 'ticket.refund', now, {
      amount_cents: amount,
      wallet_cents: walletCents,
    });
    const resolved = await resolve(tx, ticket, now, {
      outcome: 'refunded',
      ...(recorded ? { refund: { ...recorded, wallet_cents: walletCents } } : {}),
    });
    await mailResolution(ctx, tx, resolved);
    return resolved;
  });
  await tellCustomer(ctx, ticket);
  return ticket;
}

/**
 * Resolves a ticket by keeping the cleaning as credit (domain `canConvertToCredit`): a paid order — or one
 * whose refund is still to be made by hand — is cancelled as credit and its time freed; a credit whose
 * rebooking could not be booked gets its credit back.
 */
export async function convertToCredit(ctx: Ctx, actor: Actor, ticketId: string): Promise<Ticket> {
  const resolved = await withOutbox(ctx, async (tx, outbox, now) => {
    const ticket = await openTicket(tx, ticketId, [
      'order_cancellation',
      'order_rebooking',
      'general_question',
    ]);
    const order = await orderOf(tx, ticket);
    const recorded = readResolution(ticket.resolution);
    const allowed = canConvertToCredit({
      ticketKind: ticket.kind,
      orderStatus: order.status,
      gatewayRefundRequested: recorded.refund?.gateway_refund_requested === true,
      ...(recorded.policy ? { policyCreditHours: recorded.policy.credit_hours } : {}),
    });
    if (!allowed) throw refuse(TICKET_TEXTS.orderNotMovable, 'order_not_movable');
    if (order.status === 'cancelled') {
      await updateOrder(tx, order.id, { orderConvertedInCredit: true, updatedAt: now });
    } else {
      // A no-show reported while the cleaning is under way: it was not provided, then kept as credit.
      const current =
        order.status === 'provisioning'
          ? ((await moveOrder(tx, outbox, order, 'service_not_provided', now)) ?? order)
          : order;
      const moved = await moveOrder(tx, outbox, current, 'cancelled', now, { orderConvertedInCredit: true });
      if (!moved) throw refuse(TICKET_TEXTS.orderNotMovable, 'order_not_movable');
      await releaseBooking(tx, current);
    }
    await auditResolution(tx, actor, ticket, 'ticket.credit', now);
    const resolved = await resolve(tx, ticket, now, { outcome: 'credit' });
    await mailResolution(ctx, tx, resolved);
    return resolved;
  });
  await tellCustomer(ctx, resolved);
  return resolved;
}

/**
 * The professional did not come: provisioning → service_not_provided, or a paid order past its start
 * through provisioning (the machine's only way there). Open absence reports of the order are resolved.
 */
export async function markServiceNotProvided(ctx: Ctx, actor: Actor, orderId: string): Promise<Order> {
  return withOutbox(ctx, async (tx, outbox, now) => {
    let order = isUuid(orderId) ? await lockOrder(tx, orderId) : null;
    if (!order) throw new ApiError(404, TICKET_TEXTS.orderNotFound);
    if (order.status === 'paid') {
      if (now < order.startsAt) throw refuse(TICKET_TEXTS.serviceNotProvidedTooEarly, 'not_started');
      order = (await moveOrder(tx, outbox, order, 'provisioning', now)) ?? order;
    }
    const moved =
      order.status === 'provisioning'
        ? await moveOrder(tx, outbox, order, 'service_not_provided', now)
        : null;
    if (!moved) throw refuse(TICKET_TEXTS.orderNotMovable, 'order_not_movable');
    await recordAudit(
      tx,
      actor,
      { action: 'order.service_not_provided', subjectType: 'orders', subjectId: moved.id },
      now,
    );
    for (const ticket of await openTicketsOf(tx, moved.id, 'general_question'))
      if (ticket.topic === 'professional-not-arrived')
        await resolve(tx, ticket, now, { outcome: 'service_not_provided' });
    return moved;
  });
}

// ---------------------------------------------------------------------------------------------------
// The customer hears of the resolution

/**
 * After the commit: the customer's AccountChannel hears `ticket_resolved` (the web refetches the user and
 * its lists). The e-mail saying what was decided is a job the resolution stored (`mailResolution`).
 */
export async function tellCustomer(ctx: Ctx, ticket: Ticket): Promise<void> {
  await ctx.events.publish({
    channel: 'AccountChannel',
    key: ticket.accountId,
    data: {
      to_state: 'ticket_resolved',
      ticket_id: ticket.id,
      order_id: ticket.orderId,
      outcome: readResolution(ticket.resolution).outcome ?? null,
    },
  });
}

/** The customer's e-mail about a resolution, owed by it: a job stored in the resolution's transaction. */
async function mailResolution(ctx: Ctx, tx: Db, ticket: Ticket): Promise<void> {
  const [customer] = await tx
    .select({ email: accounts.email, firstName: accounts.firstName })
    .from(accounts)
    .where(eq(accounts.id, ticket.accountId))
    .limit(1);
  if (customer)
    await sendEmailInTx(
      ctx,
      tx,
      `ticket-resolved:${ticket.id}`,
      resolutionEmail(customer.email, customer.firstName, ticket),
    );
}
