import type { AppContext } from '../../context';
import { gatewayWebhookEvents } from '../../db/schema';
import { applyChargeStatus } from './effects';
import type { GatewayEvent } from './gateway/port';
import { orderCreatedOnGateway, orderFailedOnGateway } from './gateway-orders';
import { type Outbox, publishAll } from './machine';
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

async function applyCharge(
  ctx: Ctx,
  tx: Parameters<Parameters<Ctx['db']['transaction']>[0]>[0],
  outbox: Outbox,
  event: ChargeEvent,
): Promise<{ result: WebhookResult; refund: boolean }> {
  const payment = await lockPaymentByCharge(tx, event.chargeId);
  if (!payment) return { result: 'unknown', refund: false };
  if (event.sequence <= (await appliedSequence(tx, event.chargeId)))
    return { result: 'stale', refund: false };
  const now = ctx.clock.now();
  await recordAppliedSequence(tx, event, now);
  const outcome = await applyChargeStatus(tx, outbox, payment, event.status, event.reason, now);
  return { result: 'applied', refund: outcome.refund };
}

export async function applyWebhook(ctx: Ctx, log: Log, event: GatewayEvent): Promise<WebhookResult> {
  const outbox: Outbox = [];
  const { result, refund } = await ctx.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(gatewayWebhookEvents)
      .values({ id: event.id, gateway: ctx.gateway.name, type: event.type, receivedAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ id: gatewayWebhookEvents.id });
    if (fresh.length === 0) return { result: 'replayed' as const, refund: false };
    switch (event.type) {
      case 'order.created':
        return {
          result: (await orderCreatedOnGateway(ctx, tx, outbox, event))
            ? ('applied' as const)
            : ('unknown' as const),
          refund: false,
        };
      case 'order.failed':
        return {
          result: (await orderFailedOnGateway(ctx, tx, outbox, event))
            ? ('applied' as const)
            : ('unknown' as const),
          refund: false,
        };
      case 'charge.status_changed':
        return applyCharge(ctx, tx, outbox, event);
    }
  });
  await publishAll(ctx, outbox);
  if (result === 'unknown')
    log.warn({ eventId: event.id, type: event.type }, 'webhook for something we do not know');
  if (refund && event.type === 'charge.status_changed') await refundCharge(ctx, log, event.chargeId);
  return result;
}
