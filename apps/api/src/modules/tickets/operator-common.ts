import { eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db';
import { accounts, type Order, type Ticket } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { TICKET_TEXTS } from '../../words/tickets';
import { recordAudit } from '../audit';
import { sendEmailInTx } from '../mail';
import { lockOrder, type Outbox, publishAll, sendOwedJobs } from '../orders';
import { resolutionEmail } from './emails';
import { lockTicket, openTicketsOf, updateTicket } from './queries';
import { readResolution, type TicketResolution, writeResolution } from './resolution';

/**
 * What the operator's ticket actions share (operator.ts, reschedule.ts): the open ticket and its order under
 * lock, the resolution and its audit, the transaction with its outbox, and telling the customer.
 */

export type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'jobs' | 'mailer' | 'config'> & {
  log?: { error(obj: object, msg: string): void };
};

/** Audits the resolution in the action's transaction (who, what, on which ticket and order). */
export const auditResolution = (tx: Db, actor: Actor, ticket: Ticket, action: string, at: Date, data = {}) =>
  recordAudit(
    tx,
    actor,
    { action, subjectType: 'tickets', subjectId: ticket.id, data: { order_id: ticket.orderId, ...data } },
    at,
  );

export const refuse = (title: string, code: string, pointer?: string) =>
  new ApiError(422, title, { code, ...(pointer ? { pointer } : {}) });

export async function openTicket(tx: Db, id: string, kinds: Ticket['kind'][]): Promise<Ticket> {
  const ticket = isUuid(id) ? await lockTicket(tx, id) : null;
  if (!ticket) throw new ApiError(404, TICKET_TEXTS.ticketNotFound);
  if (ticket.status !== 'open')
    throw new ApiError(409, TICKET_TEXTS.ticketResolved, { code: 'ticket_resolved' });
  if (!kinds.includes(ticket.kind) || !ticket.orderId)
    throw refuse(TICKET_TEXTS.wrongTicketKind, 'wrong_ticket_kind');
  return ticket;
}

export async function orderOf(tx: Db, ticket: Ticket): Promise<Order> {
  const order = await lockOrder(tx, ticket.orderId!);
  if (!order) throw new ApiError(404, TICKET_TEXTS.orderNotFound);
  return order;
}

export const resolve = (tx: Db, ticket: Ticket, at: Date, resolution: TicketResolution) =>
  updateTicket(tx, ticket.id, {
    status: 'resolved',
    resolvedAt: at,
    resolution: writeResolution(ticket.resolution, resolution),
  });

/**
 * Resolves every open ticket of the order with the operator's outcome: an act on the order itself (its refund,
 * its credit) answers what the customer asked about it. Answers the resolved tickets, for the customer's news.
 */
export async function resolveOpenTickets(tx: Db, orderId: string, at: Date, resolution: TicketResolution) {
  const resolved: Ticket[] = [];
  for (const ticket of await openTicketsOf(tx, orderId))
    resolved.push(await resolve(tx, ticket, at, resolution));
  return resolved;
}

/** Runs `work` in a transaction with the jobs its moves owe, and publishes what it moved once it committed. */
export async function withOutbox<T>(
  ctx: Ctx,
  work: (tx: Db, outbox: Outbox, now: Date) => Promise<T>,
): Promise<T> {
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
export async function mailResolution(ctx: Ctx, tx: Db, ticket: Ticket): Promise<void> {
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
      { orderId: ticket.orderId },
    );
}
