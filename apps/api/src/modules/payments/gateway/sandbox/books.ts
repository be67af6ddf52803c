import { addDays, saoPauloInstant } from '@brilho/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../../db';
import { sandboxGatewayCharges, sandboxGatewayOrders } from '../../../../db/schema';
import type { Jobs } from '../../../../jobs/jobs';
import type { Clock } from '../../../../lib/clock';
import { SANDBOX_TEXTS } from '../../../../words/sandbox-gateway';
import type { GatewayChargeStatus } from '../port';
import type { WebhookDeliver } from './deliver';
import { eventId } from './ids';
import { signedDelivery, type WireEvent, wireEventSchema } from './webhooks';

/**
 * The sandbox's asynchronous side: every change of an order or a charge at the "provider" is a durable job
 * due at the documented delay (on the injected clock), and every change it makes is announced by a signed
 * webhook, itself a job so a failed delivery is retried (re-signed, same event id).
 */

export const ORDER_JOB = 'sandbox-gateway-order';
export const CHARGE_JOB = 'sandbox-gateway-charge';
export const WEBHOOK_JOB = 'sandbox-gateway-webhook';

export interface BooksDeps {
  db: Db;
  jobs: Jobs;
  clock: Clock;
  webhookSecret: string;
  deliver: WebhookDeliver;
}

type ChargeState = GatewayChargeStatus | 'created';
export type SandboxGatewayCharge = typeof sandboxGatewayCharges.$inferSelect;

/** Where a charge may go from each state; declined, cancelled, refunded and charged back are final. */
const NEXT: Record<ChargeState, readonly GatewayChargeStatus[]> = {
  created: ['waiting', 'in_analysis', 'authorized', 'declined', 'cancelled'],
  waiting: ['settled', 'cancelled'],
  in_analysis: ['authorized', 'declined'],
  authorized: ['settled', 'refunded', 'charged_back'],
  settled: ['refunded', 'charged_back'],
  declined: [],
  cancelled: [],
  refunded: [],
  charged_back: [],
};

export function canChargeMove(from: string, to: GatewayChargeStatus): boolean {
  return (NEXT[from as ChargeState] ?? []).includes(to);
}

export const DECLINED_REASON = SANDBOX_TEXTS.declined;
export const BOLETO_EXPIRED_REASON = SANDBOX_TEXTS.boletoExpired;
export const ORDER_AMOUNT_REASON = 'O valor do pedido deve ser maior que zero.';

const SECOND = 1000;

const orderJob = z.object({ orderId: z.string().min(1) });
const chargeStatusSchema = z.enum([
  'waiting',
  'in_analysis',
  'authorized',
  'settled',
  'declined',
  'cancelled',
  'refunded',
  'charged_back',
]);
const laterStep = z.object({ to: chargeStatusSchema, at: z.iso.datetime(), reason: z.string().optional() });
const chargeJob = z.object({
  chargeId: z.string().min(1),
  to: chargeStatusSchema,
  at: z.iso.datetime().optional(),
  reason: z.string().optional(),
  /** The steps after this one, each run after its predecessor (jobs due together may run in any order). */
  later: z.array(laterStep).default([]),
});
type LaterStep = z.infer<typeof laterStep>;
/** Events of one run, delivered in this order (a caught-up timeline announces each step in turn). */
const webhookJob = z.object({ events: z.array(wireEventSchema).min(1) });

export type ChargeStep = { to: GatewayChargeStatus; afterMs: number; reason?: string };

/** The documented webhook timeline of each card outcome (README "Sandbox test cards"). */
export const CARD_TIMELINES: Record<string, readonly ChargeStep[]> = {
  approved: [
    { to: 'authorized', afterMs: 2 * SECOND },
    { to: 'settled', afterMs: 4 * SECOND },
  ],
  declined: [{ to: 'declined', afterMs: 2 * SECOND, reason: DECLINED_REASON }],
  analysis_approved: [
    { to: 'in_analysis', afterMs: 2 * SECOND },
    { to: 'authorized', afterMs: 30 * SECOND },
    { to: 'settled', afterMs: 32 * SECOND },
  ],
  analysis_declined: [
    { to: 'in_analysis', afterMs: 2 * SECOND },
    { to: 'declined', afterMs: 30 * SECOND, reason: DECLINED_REASON },
  ],
};

/** A boleto is payable through its due date, São Paulo time: it lapses at 23:59:59 that day. */
export function boletoLapsesAt(dueDate: string): Date {
  return new Date(saoPauloInstant(addDays(dueDate, 1), 0).getTime() - SECOND);
}

export function createBooks(deps: BooksDeps) {
  const { db, jobs, clock } = deps;

  const at = (afterMs: number) => new Date(clock.now().getTime() + afterMs);

  async function queueWebhooks(events: WireEvent[]): Promise<void> {
    if (events.length > 0) await jobs.send(WEBHOOK_JOB, { events });
  }

  function chargeEvent(charge: SandboxGatewayCharge, reason: string | undefined): WireEvent {
    return {
      id: eventId(`${charge.id}:${charge.sequence}`),
      type: 'charge.status_changed',
      occurred_at: charge.updatedAt.toISOString(),
      data: {
        charge_id: charge.id,
        order_id: charge.orderId,
        ...(charge.reference ? { reference: charge.reference } : {}),
        status: charge.status as GatewayChargeStatus,
        sequence: charge.sequence,
        ...(reason === undefined ? {} : { reason }),
      },
    };
  }

  /**
   * Moves the charge when the move is legal from where it stands (a final charge never moves). Answers the
   * event announcing it, to be queued by the caller, or 'refused'.
   */
  async function moveCharge(
    chargeId: string,
    to: GatewayChargeStatus,
    reason?: string,
    /** When the change happened: now, or the step's own time when a jumped clock catches up. */
    when: Date = clock.now(),
  ): Promise<WireEvent | 'refused'> {
    const [charge] = await db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.id, chargeId));
    if (!charge) return 'refused';
    if (charge.status === to) {
      // A retried job whose change was made but whose webhook may not have been queued: announce it again
      // (same event id, so the receiver sees a replay at worst).
      return chargeEvent(charge, reason);
    }
    if (!canChargeMove(charge.status, to)) return 'refused';
    const [moved] = await db
      .update(sandboxGatewayCharges)
      .set({ status: to, sequence: charge.sequence + 1, updatedAt: when })
      .where(and(eq(sandboxGatewayCharges.id, chargeId), eq(sandboxGatewayCharges.status, charge.status)))
      .returning();
    // Someone else moved it first; the job retries and decides again from the new state.
    if (!moved) throw new Error(`sandbox charge ${chargeId} changed concurrently`);
    return chargeEvent(moved, reason);
  }

  async function settleOrder(orderId: string): Promise<void> {
    const [order] = await db.select().from(sandboxGatewayOrders).where(eq(sandboxGatewayOrders.id, orderId));
    if (!order) return;
    let status = order.status;
    if (status === 'pending') {
      status = order.amount > 0 ? 'created' : 'failed';
      await db
        .update(sandboxGatewayOrders)
        .set({ status })
        .where(and(eq(sandboxGatewayOrders.id, orderId), eq(sandboxGatewayOrders.status, 'pending')));
    }
    const base = { id: eventId(`${order.id}:${status}`), occurred_at: clock.now().toISOString() };
    const data = { order_id: order.id, reference: order.reference };
    await queueWebhooks([
      status === 'created'
        ? { ...base, type: 'order.created', data }
        : { ...base, type: 'order.failed', data: { ...data, reason: ORDER_AMOUNT_REASON } },
    ]);
  }

  /**
   * Delivers in order, stopping at the first refusal so the job retries; a retry delivers the run again
   * from its start, each event re-signed (fresh timestamp) under its own id, which the receiver dedupes.
   */
  async function deliver(events: WireEvent[]): Promise<void> {
    for (const event of events) {
      const { rawBody, headers } = signedDelivery(deps.webhookSecret, event, clock.now());
      const { status } = await deps.deliver(rawBody, headers);
      if (status < 200 || status > 299) throw new Error(`sandbox webhook ${event.id} answered ${status}`);
    }
  }

  jobs.work(ORDER_JOB, async (data) => settleOrder(orderJob.parse(data).orderId));
  /** Sends the first of `steps`, carrying the rest (jobs due together may run in any order). */
  async function sendSteps(chargeId: string, steps: readonly LaterStep[]): Promise<void> {
    const [step, ...rest] = steps;
    if (!step) return;
    await jobs.send(
      CHARGE_JOB,
      { chargeId, to: step.to, at: step.at, ...(step.reason ? { reason: step.reason } : {}), later: rest },
      { startAfter: new Date(step.at) },
    );
  }

  /**
   * Runs one step of a timeline, then the following ones already due (a clock that jumped), in order; the
   * first step still in the future gets its job. A refused step (the charge went elsewhere: paid,
   * refunded, final) ends the timeline.
   */
  async function runSteps(
    chargeId: string,
    first: Omit<LaterStep, 'at'> & { at?: string },
    then: LaterStep[],
  ) {
    let step = first;
    let rest = then;
    const events: WireEvent[] = [];
    for (;;) {
      const when = step.at ? new Date(step.at) : clock.now();
      const event = await moveCharge(chargeId, step.to, step.reason, when);
      if (event === 'refused') break;
      events.push(event);
      const [next, ...after] = rest;
      if (!next) break;
      if (new Date(next.at) > clock.now()) {
        await sendSteps(chargeId, rest);
        break;
      }
      step = next;
      rest = after;
    }
    await queueWebhooks(events);
  }

  jobs.work(CHARGE_JOB, async (data) => {
    const { chargeId, later, ...step } = chargeJob.parse(data);
    await runSteps(chargeId, step, later);
  });
  jobs.work(WEBHOOK_JOB, async (data) => deliver(webhookJob.parse(data).events));

  return {
    /**
     * Moves a charge now (the operator paid a boleto) and announces it; false when it could not move. One
     * conditional UPDATE decides, so of two concurrent calls exactly one moves it.
     */
    async moveChargeNow(chargeId: string, to: GatewayChargeStatus): Promise<boolean> {
      const from = (Object.keys(NEXT) as ChargeState[]).filter((state) => canChargeMove(state, to));
      const [moved] = await db
        .update(sandboxGatewayCharges)
        .set({ status: to, sequence: sql`${sandboxGatewayCharges.sequence} + 1`, updatedAt: clock.now() })
        .where(and(eq(sandboxGatewayCharges.id, chargeId), inArray(sandboxGatewayCharges.status, from)))
        .returning();
      if (!moved) return false;
      await queueWebhooks([chargeEvent(moved, undefined)]);
      return true;
    },
    /** The order's outcome (`order.created` / `order.failed`) one second from now. */
    async scheduleOrder(orderId: string): Promise<void> {
      await jobs.send(ORDER_JOB, { orderId }, { startAfter: at(SECOND) });
    },
    /** A card's timeline, each step at its delay from now (the charge's creation). */
    async scheduleCharge(chargeId: string, steps: readonly ChargeStep[]): Promise<void> {
      await sendSteps(
        chargeId,
        steps.map((step) => ({ to: step.to, at: at(step.afterMs).toISOString(), reason: step.reason })),
      );
    },
    /** Boleto: `waiting` in a second, then `cancelled` when its due date ends unpaid. */
    async scheduleBoleto(chargeId: string, dueDate: string): Promise<void> {
      await sendSteps(chargeId, [
        { to: 'waiting', at: at(SECOND).toISOString() },
        { to: 'cancelled', at: boletoLapsesAt(dueDate).toISOString(), reason: BOLETO_EXPIRED_REASON },
      ]);
    },
    async scheduleRefund(chargeId: string): Promise<void> {
      await sendSteps(chargeId, [{ to: 'refunded', at: at(SECOND).toISOString() }]);
    },
  };
}

export type Books = ReturnType<typeof createBooks>;
