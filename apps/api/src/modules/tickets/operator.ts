import { canConvertToCredit } from '@brilho/domain';
import type { Actor } from '../../context';
import type { Order, Ticket } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { TICKET_TEXTS } from '../../words/tickets';
import { recordAudit } from '../audit';
import {
  checkIn,
  keepAsCredit,
  lockOrder,
  markServiceNotProvided as markOrderNotProvided,
  markRefunded,
  setCreditAvailable,
} from '../orders';
import { giveMoneyBack, paymentThatPaid, settleRefundHere } from '../payments';
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
import { openTicketsOf } from './queries';
import { readResolution } from './resolution';

/**
 * The operator's side of the tickets (the loop the customer's tickets open): conclude a refund, turn an order
 * into credit, mark a cleaning not provided (approving a reschedule is reschedule.ts). The money going back is
 * the payments module's (`giveMoneyBack`) and the credit the orders module's (`keepAsCredit`), as for the same acts
 * on an order in the console (operator-ops); this file keeps the ticket's rules, answer and audit row.
 */

// ---------------------------------------------------------------------------------------------------
// Refund, credit, service not provided

/** waiting_refund → refunded. Money paid from the account balance goes back there. */
export async function concludeRefund(ctx: Ctx, actor: Actor, ticketId: string): Promise<Ticket> {
  const ticket = await withOutbox(ctx, async (tx, outbox, now) => {
    const ticket = await openTicket(tx, ticketId, ['order_cancellation']);
    const order = await orderOf(tx, ticket);
    const moved = await markRefunded(tx, outbox, order, now);
    if (!moved) throw refuse(TICKET_TEXTS.orderNotMovable, 'order_not_movable');
    const recorded = readResolution(ticket.resolution).refund;
    const amount = recorded?.amount_cents ?? order.total;
    const paid = await paymentThatPaid(tx, order.id);
    // The balance part goes back to the wallet, the rest by card or bank transfer.
    const { walletCents, refundDue } = await giveMoneyBack(tx, order, paid, amount, now);
    // A boleto's refund is the team's bank transfer, made with this conclusion: its payment reads refunded
    // (no longer 'pago') and the money is out.
    if (paid && refundDue > 0 && paid.instrument?.type === 'boletos')
      await settleRefundHere(tx, outbox, paid.payment, refundDue, now);
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
    if (order.status === 'cancelled') await setCreditAvailable(tx, order.id, true, now);
    // A no-show under way is marked not provided first (the orders module's `keepAsCredit`).
    else if (!(await keepAsCredit(tx, outbox, order, now)))
      throw refuse(TICKET_TEXTS.orderNotMovable, 'order_not_movable');
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
      order = (await checkIn(tx, outbox, order, now)) ?? order;
    }
    const moved = order.status === 'provisioning' ? await markOrderNotProvided(tx, outbox, order, now) : null;
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
