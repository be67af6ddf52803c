import type { AppContext } from '../../context';
import { gatewayWebhookEvents } from '../../db/schema';
import { type Outbox, publishAll, sendOwedJobs } from '../orders';
import { applyChargeUpdate, type ChargeApplied, type ChargeResult, lockPaymentOfCharge } from './charges';
import { cycleCreatedOnGateway, cycleFailedOnGateway } from './cycles';
import { type GatewayEvent, type PixReceived, pixChargeId } from './gateway/port';
import { orderCreatedOnGateway, orderFailedOnGateway } from './gateway-orders';
import { type Log, refundCharge } from './service';

/**
 * The gateway's webhooks, after `verifyWebhook` accepted the signature. Each event is applied in one
 * transaction together with the row that marks it seen (gateway_webhook_events, by the gateway's event id):
 * a replay finds the mark and changes nothing; an effect that fails rolls the mark back, so the gateway's
 * retry applies it. Charge events find their payment by our reference (charges.ts) and carry a growing
 * sequence: one older than what was applied (a reordered delivery) changes nothing, one the state machine
 * refuses changes nothing either and does not advance the sequence.
 */

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'gateway' | 'jobs'>;

export type WebhookResult = ChargeResult;

type ChargeEvent = Extract<GatewayEvent, { type: 'charge.status_changed' }>;

async function applyCharge(
  ctx: Ctx,
  tx: Parameters<Parameters<Ctx['db']['transaction']>[0]>[0],
  outbox: Outbox,
  event: ChargeEvent,
): Promise<ChargeApplied> {
  const payment = await lockPaymentOfCharge(tx, event);
  if (!payment) return { result: 'unknown', refund: false };
  const applied = await applyChargeUpdate(
    tx,
    outbox,
    payment,
    {
      chargeId: event.chargeId,
      status: event.status,
      sequence: event.sequence,
      eventId: event.id,
      ...(event.reference === undefined ? {} : { reference: event.reference }),
      ...(event.reason === undefined ? {} : { reason: event.reason }),
    },
    ctx.clock.now(),
  );
  await sendOwedJobs(ctx, tx, outbox);
  return applied;
}

/**
 * The API Pix webhook's `pix[]` as charge events. Event ids come from the endToEndId (unique per Pix in the
 * whole system) and the devolução id, so a replayed or duplicated delivery is recognised and changes
 * nothing; sequences are the adapter's (waiting 1, paid 2, refunded 3), shared with `GET /cob`.
 */
export function pixEvents(received: PixReceived[]): GatewayEvent[] {
  return received.flatMap((pix): GatewayEvent[] => {
    const base = {
      type: 'charge.status_changed' as const,
      chargeId: pixChargeId(pix.txid),
      orderGatewayId: '',
      reference: pix.txid,
      occurredAt: pix.at,
    };
    return [
      { ...base, id: `pix:${pix.endToEndId}`, status: 'settled', sequence: 2 },
      ...pix.refundIds.map(
        (refundId): GatewayEvent => ({
          ...base,
          id: `pix:${pix.endToEndId}:devolucao:${refundId}`,
          status: 'refunded',
          sequence: 3,
        }),
      ),
    ];
  });
}

/** `order.*` events name our payable by reference: an order's id, or a cycle's. */
const applied = (known: boolean): ChargeApplied => ({ result: known ? 'applied' : 'unknown', refund: false });

export async function applyWebhook(ctx: Ctx, log: Log, event: GatewayEvent): Promise<WebhookResult> {
  const outbox: Outbox = [];
  const { result, refund } = await ctx.db.transaction(async (tx): Promise<ChargeApplied> => {
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
  await publishAll(ctx, outbox);
  if (result === 'unknown')
    log.warn({ eventId: event.id, type: event.type }, 'webhook for something we do not know');
  // A failed refund is logged and left owed (refund_due_at): the reconciliation asks again.
  if (refund && event.type === 'charge.status_changed') await refundCharge(ctx, log, event.chargeId);
  return result;
}
