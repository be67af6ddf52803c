import {
  canCancel,
  cancellationPolicy,
  canRebookCredit,
  canReschedule,
  hasMoneyIn,
  isLate,
  isShortNotice,
  isValidSlot,
} from '@brilho/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db';
import { accounts, type Order, professionals, type Ticket } from '../../db/schema';
import { ApiError, fieldErrors } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { TICKET_TEXTS } from '../../words/tickets';
import { postOrderRefund } from '../ledger';
import { sendEmailInTx } from '../mail';
import {
  askRefund,
  cancel,
  cancelAndRelease,
  findOwnOrder,
  lockOwnOrder,
  type Outbox,
  publishAll,
  releaseBooking,
  sendOwedJobs,
  sendToRebooking,
  sendToRescheduling,
  setCreditAvailable,
} from '../orders';
import { paidWith, paymentThatPaid, refundMethodOf } from '../payments';
import {
  type CancellationInput,
  parseRefundData,
  type QuestionInput,
  type RebookingInput,
  type RefundData,
} from './body';
import { customerReceiptEmail, operationsQuestionEmail } from './emails';
import { insertTicket, lastCancellationOf, openTicketsOf, updateTicket } from './queries';
import { policyOf, readResolution, type TicketResolution, writeResolution } from './resolution';

/**
 * The customer's tickets (ticket calls, the order action rules, the business constants). Each is refused when its order action rule does not hold at the
 * server's clock; its outcome happens in the same transaction as the ticket, and the OrderChannel hears of
 * it after the commit. Someone else's order answers 404, as a missing one.
 */

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'gateway' | 'mailer' | 'config' | 'jobs'>;
type LogCtx = Ctx & { log: { error(obj: object, msg: string): void } };

const notFound = () => new ApiError(404, TICKET_TEXTS.orderNotFound);
const refuse = (title: string, code: string, pointer?: string) =>
  new ApiError(422, title, { code, ...(pointer ? { pointer } : {}) });

async function lockOwn(tx: Db, actor: Actor, orderId: string): Promise<Order> {
  const locked = isUuid(orderId) ? await lockOwnOrder(tx, actor.accountId, orderId) : null;
  if (!locked) throw notFound();
  return locked.order;
}

// ---------------------------------------------------------------------------------------------------
// Cancellation

interface Cancelled {
  ticket: Ticket;
  /** A card charge to refund at the gateway once the transaction committed. */
  refundCharge: string | null;
}

/** Refund data is taken only for a refund of a boleto-paid order, and then all four fields are needed. */
function refundDataFor(input: CancellationInput, boletoPaid: boolean): RefundData | null {
  if (input.should_refund && boletoPaid) return parseRefundData(input.refund_data);
  if (input.refund_data !== undefined && input.refund_data !== null)
    throw refuse(
      TICKET_TEXTS.refundDataOnlyBoleto,
      'refund_data_not_accepted',
      '/data/attributes/refund_data',
    );
  return null;
}

async function cancelInTx(tx: Db, outbox: Outbox, actor: Actor, input: CancellationInput, now: Date) {
  const order = await lockOwn(tx, actor, input.order_id);
  if (!canCancel(order, now)) throw refuse(TICKET_TEXTS.cannotCancel, 'cannot_cancel');
  const paid = hasMoneyIn(order) ? await paymentThatPaid(tx, order.id) : null;
  const method = paidWith(order, paid);
  const refundData = refundDataFor(input, hasMoneyIn(order) && method === 'boletos');
  const policy = cancellationPolicy(order, now);
  const base = { kind: 'order_cancellation' as const, accountId: actor.accountId, orderId: order.id };
  const ticketOf = (resolution: TicketResolution, open: boolean, extra: Partial<Ticket> = {}) =>
    insertTicket(tx, {
      ...base,
      reason: input.reason,
      shouldRefund: input.should_refund,
      refundData,
      status: open ? 'open' : 'resolved',
      resolution: writeResolution(null, resolution),
      createdAt: now,
      resolvedAt: open ? null : now,
      ...extra,
    });

  // Nothing was paid: the order just ends and its time is freed.
  if (!hasMoneyIn(order)) {
    if (!(await cancelAndRelease(tx, outbox, order, now)))
      throw refuse(TICKET_TEXTS.cannotCancel, 'cannot_cancel');
    return { ticket: await ticketOf({ outcome: 'cancelled' }, false), refundCharge: null };
  }

  // 'cancelar limpeza e deixar como crédito': the cleaning is kept, paid, for a new date.
  if (!input.should_refund) {
    // At short notice the spec offers only 'Cancelar agendamento' (a refund request under the policy).
    if (isShortNotice(order, now))
      throw refuse(TICKET_TEXTS.creditShortNotice, 'credit_short_notice', '/data/attributes/should_refund');
    if (policy.creditHours <= 0) throw refuse(TICKET_TEXTS.creditNotPossible, 'no_credit_left');
    const moved = await cancel(tx, outbox, order, now, { orderConvertedInCredit: true });
    if (!moved) throw refuse(TICKET_TEXTS.cannotCancel, 'cannot_cancel');
    await releaseBooking(tx, order);
    return {
      ticket: await ticketOf({ outcome: 'credit', policy: policyOf(policy) }, false),
      refundCharge: null,
    };
  }

  // A refund request: the order waits for it; a card charge is refunded at once when nothing is retained
  // (the gateway gives back whole charges only), anything else is concluded by an operator.
  const moved = await askRefund(tx, outbox, order, now);
  if (!moved) throw refuse(TICKET_TEXTS.refundNotPossible, 'refund_not_possible');
  await releaseBooking(tx, order);
  // A Pix goes back by devolução to the account it came from: like a card, no bank data is asked.
  const card =
    (method === 'credit_card' || method === 'pix') && paid?.payment.gatewayId ? paid.payment.gatewayId : null;
  const whole = card !== null && policy.retainedCents === 0 && paid?.payment.consumedAccountBalance === 0;
  // The gateway is asked for the whole charge now: the ledger owes it back now, in this transaction.
  if (whole) await postOrderRefund(tx, order, order.total, now);
  const resolution: TicketResolution = {
    outcome: 'refund_requested',
    policy: policyOf(policy),
    refund: {
      method: refundMethodOf(method),
      amount_cents: policy.returnedCents,
      gateway_refund_requested: whole,
    },
  };
  return { ticket: await ticketOf(resolution, true), refundCharge: whole ? card : null };
}

export async function fileCancellation(ctx: LogCtx, actor: Actor, input: CancellationInput): Promise<Ticket> {
  const outbox: Outbox = [];
  const now = ctx.clock.now();
  const { ticket, refundCharge }: Cancelled = await ctx.db.transaction(async (tx) => {
    const cancelled = await cancelInTx(tx, outbox, actor, input, now);
    await sendOwedJobs(ctx, tx, outbox);
    return cancelled;
  });
  await publishAll(ctx, outbox);
  if (refundCharge) {
    try {
      await ctx.gateway.refund(refundCharge);
    } catch (error) {
      // The order stays waiting_refund with its ticket open: an operator concludes it.
      ctx.log.error({ err: error, ticket: ticket.id }, 'gateway refund failed');
      const refund = readResolution(ticket.resolution).refund;
      return updateTicket(ctx.db, ticket.id, {
        resolution: writeResolution(ticket.resolution, {
          ...(refund ? { refund: { ...refund, gateway_refund_requested: false } } : {}),
          note: 'O reembolso no meio de pagamento falhou; conclua-o pelo console do meio de pagamento.',
        }),
      });
    }
  }
  return ticket;
}

// ---------------------------------------------------------------------------------------------------
// Rebooking

/** Hours a credit books again: the duration less what the cancellation policy took. */
async function creditHoursOf(tx: Db, order: Order): Promise<number> {
  const cancellation = await lastCancellationOf(tx, order.id);
  const hours = readResolution(cancellation?.resolution ?? null).policy?.credit_hours;
  return hours && hours > 0 ? hours : order.durationHours;
}

/** Whether every id is a validated professional (CHOOSE names only people who could take the cleaning). */
async function areValidated(tx: Db, ids: string[]): Promise<boolean> {
  const found = await tx
    .select({ id: professionals.id })
    .from(professionals)
    .where(and(inArray(professionals.id, ids), eq(professionals.validation, 'validated')));
  return found.length === ids.length;
}

async function rebookInTx(tx: Db, outbox: Outbox, actor: Actor, input: RebookingInput, now: Date) {
  const order = await lockOwn(tx, actor, input.order_id);
  const credit = canRebookCredit(order);
  if (!credit && !canReschedule(order, now)) throw refuse(TICKET_TEXTS.cannotReschedule, 'cannot_reschedule');
  if ((await openTicketsOf(tx, order.id, 'order_rebooking')).length > 0)
    throw refuse(TICKET_TEXTS.openRebooking, 'rebooking_open');
  const hours = credit ? await creditHoursOf(tx, order) : order.durationHours;
  const data = input.reschedule_data;
  if (!isValidSlot({ date: data.date, startHour: data.initial_hour, duration: hours }, now))
    throw refuse(TICKET_TEXTS.invalidSlot, 'invalid_slot', '/data/attributes/reschedule_data');
  if ('professional_ids' in data && !(await areValidated(tx, data.professional_ids)))
    throw refuse(
      TICKET_TEXTS.unknownProfessional,
      'unknown_professional',
      '/data/attributes/reschedule_data/professional_ids',
    );
  if (credit) {
    // The credit is spoken for: the dashboard's credit alert stops offering it while the team books it.
    await setCreditAvailable(tx, order.id, false, now);
  } else {
    const ask = order.status === 'paid' ? sendToRescheduling : sendToRebooking;
    if (!(await ask(tx, outbox, order, now)))
      throw refuse(TICKET_TEXTS.cannotReschedule, 'cannot_reschedule');
  }
  return insertTicket(tx, {
    kind: 'order_rebooking',
    accountId: actor.accountId,
    orderId: order.id,
    reason: input.reason,
    rescheduleData: { ...data, duration_hours: hours, credit },
    createdAt: now,
  });
}

export async function fileRebooking(ctx: Ctx, actor: Actor, input: RebookingInput): Promise<Ticket> {
  const outbox: Outbox = [];
  const ticket = await ctx.db.transaction(async (tx) => {
    const filed = await rebookInTx(tx, outbox, actor, input, ctx.clock.now());
    await sendOwedJobs(ctx, tx, outbox);
    return filed;
  });
  await publishAll(ctx, outbox);
  return ticket;
}

// ---------------------------------------------------------------------------------------------------
// General question / professional not arrived

export async function fileQuestion(ctx: LogCtx, actor: Actor, input: QuestionInput): Promise<Ticket> {
  const now = ctx.clock.now();
  const orderId = input.order_id ?? null;
  const order =
    orderId === null ? null : isUuid(orderId) ? await findOwnOrder(ctx, actor.accountId, orderId) : null;
  if (orderId !== null && !order) throw notFound();
  if (input.topic === 'professional-not-arrived') {
    if (!order) throw fieldErrors([{ field: 'order_id', title: TICKET_TEXTS.orderRequired }]);
    if (!isLate(order, now)) throw refuse(TICKET_TEXTS.notLate, 'not_late');
  }
  // The ticket and the e-mails it owes commit together: a crash after the commit loses neither.
  return ctx.db.transaction(async (tx) => {
    const ticket = await insertTicket(tx, {
      kind: 'general_question',
      accountId: actor.accountId,
      orderId,
      question: input.question,
      topic: input.topic,
      createdAt: now,
    });
    await mailQuestion(ctx, tx, actor, ticket, order);
    return ticket;
  });
}

/** Operations and the customer hear of the question by e-mail jobs; a mail server down only delays them. */
async function mailQuestion(ctx: Ctx, tx: Db, actor: Actor, ticket: Ticket, order: Order | null) {
  const [customer] = await tx.select().from(accounts).where(eq(accounts.id, actor.accountId)).limit(1);
  if (!customer) return;
  await sendEmailInTx(
    ctx,
    tx,
    `ticket-question:${ticket.id}:operations`,
    operationsQuestionEmail(ctx.config.OPERATIONS_EMAIL, ticket, customer, order),
    { orderId: ticket.orderId },
  );
  await sendEmailInTx(
    ctx,
    tx,
    `ticket-question:${ticket.id}:customer`,
    customerReceiptEmail(customer.email, customer.firstName, ticket),
    { orderId: ticket.orderId },
  );
}
