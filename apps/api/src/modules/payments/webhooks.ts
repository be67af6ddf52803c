import type { AppContext } from '../../context';
import type { Order } from '../../db/schema';
import { gatewayWebhookEvents } from '../../db/schema';
import { cycleCreatedOnGateway, cycleFailedOnGateway, scheduleCycleOrders } from './cycles';
import { applyChargeStatus } from './effects';
import type { GatewayEvent } from './gateway/port';
import { orderCreatedOnGateway, orderFailedOnGateway } from './gateway-orders';
import { type Outbox, publishAll, sendOwedJobs } from './machine';
import { appliedSequence, lockPaymentByCharge, recordAppliedSequence } from './queries';
import { type Log, refundCharge } from './service';

/**
 * The gateway's webhooks, after `verifyWebhook` accepted the signature. Each event is applied in one
 * transaction together with the row that marks it seen (gateway_webhook_events, by the gateway's event id):
 * a replay finds the mark and changes nothing; an effect that fails rolls the mark back, so the gateway's
 * retry applies it. Charge events carry a growing sequence: one older than what was applied (a reordered
 * delivery) changes nothing, and the state machines refuse whatever else would move backwards.
 */

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'gateway' | 'jobs'>;

export type WebhookResult = 'applied' | 'replayed' | 'stale' | 'unknown';

type ChargeEvent = Extract<GatewayEvent, { type: 'charge.status_changed' }>;

interface Applied {
  result: WebhookResult;
  refund: boolean;
  /** A cycle's orders the event paid: their lifecycle is scheduled after the commit. */
  paidOrders?: Order[];
}

async function applyCharge(
  ctx: Ctx,
  tx: Parameters<Parameters<Ctx['db']['transaction']>[0]>[0],
  outbox: Outbox,
  event: ChargeEvent,
): Promise<Applied> {
  const payment = await lockPaymentByCharge(tx, event.chargeId);
  if (!payment) return { result: 'unknown', refund: false };
  if (event.sequence <= (await appliedSequence(tx, event.chargeId)))
    return { result: 'stale', refund: false };
  const now = ctx.clock.now();
  await recordAppliedSequence(tx, event, now);
  const outcome = await applyChargeStatus(tx, outbox, payment, event.status, event.reason, now);
  await sendOwedJobs(ctx, tx, outbox);
  return { result: 'applied', refund: outcome.refund, paidOrders: outcome.paidOrders };
}

/** `order.*` events name our payable by reference: an order's id, or a cycle's. */
const applied = (known: boolean): Applied => ({ result: known ? 'applied' : 'unknown', refund: false });

export async function applyWebhook(ctx: Ctx, log: Log, event: GatewayEvent): Promise<WebhookResult> {
  const outbox: Outbox = [];
  const { result, refund, paidOrders } = await ctx.db.transaction(async (tx): Promise<Applied> => {
    const fresh = await tx
      .insert(gatewayWebhookEvents)
      .values({ id: event.id, gateway: ctx.gateway.name, type: event.type, receivedAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ id: gatewayWebhookEvents.id });
    if (fresh.length === 0) return { result: 'replayed', refund: false };
    switch (event.type) {
      case 'order.created':
        return applied(
          (await orderCreatedOnGateway(ctx, tx, outbox, event)) ||
            (await cycleCreatedOnGateway(ctx, tx, outbox, event)),
        );
      case 'order.failed':
        return applied(
          (await orderFailedOnGateway(ctx, tx, outbox, event)) ||
            (await cycleFailedOnGateway(ctx, tx, outbox, event)),
        );
      case 'charge.status_changed':
        return applyCharge(ctx, tx, outbox, event);
    }
  });
  await scheduleCycleOrders(ctx, paidOrders ?? []);
  await publishAll(ctx, outbox);
  if (result === 'unknown')
    log.warn({ eventId: event.id, type: event.type }, 'webhook for something we do not know');
  if (refund && event.type === 'charge.status_changed') await refundCharge(ctx, log, event.chargeId);
  return result;
}
