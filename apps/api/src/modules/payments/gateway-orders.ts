import { formatDateBR, type OrderStatus, paymentDeadline, saoPauloDate } from '@brilho/domain';
import type { Actor, AppContext } from '../../context';
import type { Order } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { PAYMENT_TEXTS } from '../../words/payments';
import {
  findOrder,
  findOwnOrder,
  lockOrder,
  lockOwnOrder,
  markGatewayFailed,
  markPayable,
  type OrderCommand,
  type Outbox,
  publishAll,
  requestOnGateway,
  setOrderGatewayId,
} from '../orders';
import { GatewayError } from './gateway/port';
import { gatewayCustomerOf } from './queries';
import type { Log } from './service';

/**
 * `POST /orders/{id}/create-on-gateway` (wire contract): the order moves to `requested_on_gateway` at once
 * and is registered at the gateway, which answers later with an `order.created` (or `order.failed`) webhook.
 * Asking again while it is on its way, or once it is there, answers the order unchanged.
 */

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'gateway' | 'jobs'>;

const ALREADY_ON_GATEWAY: readonly OrderStatus[] = ['requested_on_gateway', 'created_on_gateway'];
const MAY_GO_TO_GATEWAY: readonly OrderStatus[] = ['scheduled', 'failed_to_create_on_gateway'];

const describe = (order: Order): string =>
  `Limpeza de ${order.durationHours} h em ${formatDateBR(saoPauloDate(order.startsAt))}`;

async function moveTo(ctx: Ctx, orderId: string, command: OrderCommand, values: Partial<Order> = {}) {
  const outbox: Outbox = [];
  const moved = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    return order ? command(tx, outbox, order, ctx.clock.now(), values) : null;
  });
  await publishAll(ctx, outbox);
  return moved;
}

export async function createOrderOnGateway(ctx: Ctx, log: Log, actor: Actor, id: string): Promise<Order> {
  const now = ctx.clock.now();
  const found = isUuid(id) ? await findOwnOrder(ctx, actor.accountId, id) : null;
  if (!found) throw new ApiError(404, PAYMENT_TEXTS.payableNotFound);
  if (ALREADY_ON_GATEWAY.includes(found.status)) return found;
  if (!MAY_GO_TO_GATEWAY.includes(found.status))
    throw new ApiError(422, found.status === 'paid' ? PAYMENT_TEXTS.alreadyPaid : PAYMENT_TEXTS.notPayable, {
      code: 'order_not_payable',
    });
  if (now >= paymentDeadline(found.createdAt))
    throw new ApiError(422, PAYMENT_TEXTS.windowOver, { code: 'payment_window_over' });
  const customer = await gatewayCustomerOf(ctx.db, actor.accountId);
  if (!customer?.gatewayId)
    throw new ApiError(422, PAYMENT_TEXTS.gatewayCustomerMissing, { code: 'gateway_customer_missing' });

  const outbox: Outbox = [];
  const requested = await ctx.db.transaction(async (tx) => {
    const locked = await lockOwnOrder(tx, actor.accountId, found.id);
    if (!locked) return null;
    return requestOnGateway(tx, outbox, locked.order, now);
  });
  await publishAll(ctx, outbox);
  // Someone else moved it first (a double click): answer what it is now.
  if (!requested) return (await findOrder(ctx.db, found.id)) ?? found;

  try {
    const { gatewayId } = await ctx.gateway.createOrder({
      reference: requested.id,
      customerGatewayId: customer.gatewayId,
      amount: requested.total,
      description: describe(requested),
    });
    // The `order.created` webhook may have come first and stored it already; the id is the same.
    await ctx.db.transaction(async (tx) => {
      const order = await lockOrder(tx, requested.id);
      if (order && order.gatewayId === null) await setOrderGatewayId(tx, order.id, gatewayId);
    });
  } catch (error) {
    await moveTo(ctx, requested.id, markGatewayFailed);
    if (error instanceof GatewayError) throw new ApiError(422, error.message, { code: 'gateway_refused' });
    log.error({ err: error, orderId: requested.id }, 'registering the order at the gateway failed');
    throw new ApiError(503, PAYMENT_TEXTS.gatewayUnavailable, { code: 'gateway_unavailable' });
  }
  return (await findOrder(ctx.db, requested.id)) ?? requested;
}

/** `order.created`: registered; from a failed attempt it goes through `requested_on_gateway` again. */
export async function orderCreatedOnGateway(
  ctx: Pick<AppContext, 'clock'>,
  tx: Parameters<typeof lockOrder>[0],
  outbox: Outbox,
  event: { reference: string; orderGatewayId: string },
): Promise<boolean> {
  if (!isUuid(event.reference)) return false;
  let order = await lockOrder(tx, event.reference);
  if (!order) return false;
  const now = ctx.clock.now();
  if (order.status === 'failed_to_create_on_gateway')
    order = (await requestOnGateway(tx, outbox, order, now)) ?? order;
  await markPayable(tx, outbox, order, now, { gatewayId: event.orderGatewayId });
  return true;
}

/** `order.failed`: the web shows its error panel; the customer may ask again. */
export async function orderFailedOnGateway(
  ctx: Pick<AppContext, 'clock'>,
  tx: Parameters<typeof lockOrder>[0],
  outbox: Outbox,
  event: { reference: string },
): Promise<boolean> {
  if (!isUuid(event.reference)) return false;
  const order = await lockOrder(tx, event.reference);
  if (!order) return false;
  await markGatewayFailed(tx, outbox, order, ctx.clock.now());
  return true;
}
