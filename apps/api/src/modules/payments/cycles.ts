import {
  CYCLE_TEXTS,
  type CycleStatus,
  cycleBlockReason,
  cycleLifeMoves,
  cyclePaymentPeriod,
  monthOfYear,
  PAID_CYCLE_STATUSES,
  type PaymentStatus,
} from '@brilho/domain';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db';
import type { Cycle, Payment } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { PAYMENT_TEXTS } from '../../words/payments';
import { cancelAndRelease, markPaid, type Outbox, publishAll, schedule, sendOwedJobs } from '../orders';
import {
  type CycleRow,
  cycleFacts,
  findCycle,
  lockCycle,
  lockOrdersOfCycle,
  lockOwnCycle,
  setCycleGatewayId,
} from './cycles.queries';
import { GatewayError } from './gateway/port';
import { moveCycle, movePayment } from './machine';
import type { ChargeOutcome } from './outcomes';
import { gatewayCustomerOf, livePaymentOf, recordPurchase } from './queries';
import { creditWallet } from './wallet';

/**
 * Cycles through the payments module (wire contract "Payments for cycles", docs/api/payments.md
 * "Cycles"). A cycle is opened for payment by the `subscription-cycles` job (`openCycleForPayment`:
 * created → requested_on_gateway → created_on_gateway, registered at the gateway like an order), is paid with
 * the order endpoints' card/stored card/boleto (never the wallet), and the gateway's webhooks move it:
 * waiting (boleto) → waiting_payment; authorized/settled → paid with every order of it paid; declined or
 * cancelled → payable again while its payment period is open, cancelled once it has passed. A cycle still
 * unpaid when its period passes is cancelled by the job (`cancelUnpaidCycle`), its orders cancelled and the
 * professional's time released.
 */

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'gateway' | 'jobs'>;
/** Where the job's refusals are logged (a Fastify or job logger). */
export interface CycleLog {
  warn(obj: object, msg: string): void;
}

const isPaid = (status: CycleStatus) => (PAID_CYCLE_STATUSES as readonly CycleStatus[]).includes(status);

/** 'Ciclo de dezembro de 2026 — Limpeza quinzenal — Casa': the gateway order's description. */
function describe(row: CycleRow): string {
  return `Ciclo de ${monthOfYear(row.cycle.referenceMonth)} — ${row.subscription.name}`;
}

async function inTransaction<T>(ctx: Ctx, run: (tx: Db, outbox: Outbox) => Promise<T>): Promise<T> {
  const outbox: Outbox = [];
  const result = await ctx.db.transaction(async (tx) => {
    const done = await run(tx, outbox);
    await sendOwedJobs(ctx, tx, outbox);
    return done;
  });
  await publishAll(ctx, outbox);
  return result;
}

// ---------------------------------------------------------------------------------------------------
// Opening a cycle for payment (the job)

/**
 * Registers a `created` cycle at the gateway (reference: the cycle id, amount: its total) and makes it
 * payable: created → requested_on_gateway → created_on_gateway, with `cycles.gateway_id` recorded. A cycle
 * past `created` is answered as it is (running it twice opens it once). When the gateway refuses, or the
 * customer has no gateway registration, the cycle stays (or goes back to) `created`, so the next run of the
 * job tries again; an error other than a refusal is thrown after that, for the job to log and retry.
 */
export async function openCycleForPayment(ctx: Ctx, cycleId: string, log?: CycleLog): Promise<Cycle | null> {
  const found = isUuid(cycleId) ? await findCycle(ctx.db, cycleId) : null;
  if (!found) return null;
  if (found.cycle.status !== 'created') return found.cycle;
  const customer = await gatewayCustomerOf(ctx.db, found.subscription.customerId);
  if (!customer?.gatewayId) {
    log?.warn({ cycleId }, 'cycle not opened: its customer is not registered at the gateway');
    return found.cycle;
  }

  const requested = await inTransaction(ctx, async (tx, outbox) => {
    const locked = await lockCycle(tx, cycleId);
    if (!locked) return null;
    return moveCycle(tx, outbox, locked.cycle, 'requested_on_gateway', ctx.clock.now());
  });
  // Another run moved it first: answer what it is now.
  if (!requested) return (await findCycle(ctx.db, cycleId))?.cycle ?? null;

  let gatewayId: string;
  try {
    ({ gatewayId } = await ctx.gateway.createOrder({
      reference: cycleId,
      customerGatewayId: customer.gatewayId,
      amount: requested.total,
      description: describe({ ...found, cycle: requested }),
    }));
  } catch (error) {
    await inTransaction(ctx, async (tx, outbox) => {
      const locked = await lockCycle(tx, cycleId);
      if (locked?.cycle.status === 'requested_on_gateway')
        await moveCycle(tx, outbox, locked.cycle, 'created', ctx.clock.now());
    });
    if (!(error instanceof GatewayError)) throw error;
    log?.warn({ cycleId, reason: error.message }, 'the gateway refused to register the cycle');
    return (await findCycle(ctx.db, cycleId))?.cycle ?? null;
  }
  return inTransaction(ctx, async (tx, outbox) => {
    const locked = await lockCycle(tx, cycleId);
    if (!locked) return null;
    // The gateway's `order.created` webhook may have come first and moved it already.
    if (locked.cycle.status === 'requested_on_gateway')
      return (
        (await moveCycle(tx, outbox, locked.cycle, 'created_on_gateway', ctx.clock.now(), { gatewayId })) ??
        locked.cycle
      );
    if (locked.cycle.gatewayId === null) await setCycleGatewayId(tx, cycleId, gatewayId);
    return { ...locked.cycle, gatewayId: locked.cycle.gatewayId ?? gatewayId };
  });
}

/** `order.created` for a cycle (its reference is the cycle id): registered, payable. */
export async function cycleCreatedOnGateway(
  ctx: Pick<AppContext, 'clock'>,
  tx: Db,
  outbox: Outbox,
  event: { reference: string; orderGatewayId: string },
): Promise<boolean> {
  if (!isUuid(event.reference)) return false;
  const locked = await lockCycle(tx, event.reference);
  if (!locked) return false;
  if (locked.cycle.status === 'requested_on_gateway')
    await moveCycle(tx, outbox, locked.cycle, 'created_on_gateway', ctx.clock.now(), {
      gatewayId: event.orderGatewayId,
    });
  else if (locked.cycle.gatewayId === null)
    await setCycleGatewayId(tx, locked.cycle.id, event.orderGatewayId);
  return true;
}

/** `order.failed` for a cycle: back to `created` (not payable) unless a payment already started. */
export async function cycleFailedOnGateway(
  ctx: Pick<AppContext, 'clock'>,
  tx: Db,
  outbox: Outbox,
  event: { reference: string },
): Promise<boolean> {
  if (!isUuid(event.reference)) return false;
  const locked = await lockCycle(tx, event.reference);
  if (!locked) return false;
  const { cycle } = locked;
  if (cycle.status === 'requested_on_gateway' || cycle.status === 'created_on_gateway')
    await moveCycle(tx, outbox, cycle, 'created', ctx.clock.now(), { gatewayId: null });
  return true;
}

// ---------------------------------------------------------------------------------------------------
// Cancelling an unpaid cycle (the job, a paused or cancelled subscription)

/** Cancels the cycle and every order of it, releasing their booked time (inside the caller's transaction). */
async function cancelCycle(tx: Db, outbox: Outbox, row: CycleRow, at: Date): Promise<boolean> {
  const cancelled = await moveCycle(tx, outbox, row.cycle, 'cancelled', at);
  if (!cancelled) return false;
  for (const order of await lockOrdersOfCycle(tx, row.cycle.id))
    await cancelAndRelease(tx, outbox, order, at);
  return true;
}

/**
 * Moves a paid cycle along its life on the clock (domain `cycleLifeMoves`): paid → active on its first
 * cleaning's day, → ended once its last cleaning is over; each move pushed on the cycle's channel. Answers
 * the moves made (none for a cycle not paid, or already where the clock says).
 */
export async function advanceCycleLife(ctx: Ctx, cycleId: string): Promise<CycleStatus[]> {
  return inTransaction(ctx, async (tx, outbox) => {
    const locked = await lockCycle(tx, cycleId);
    if (!locked) return [];
    const at = ctx.clock.now();
    let cycle: Pick<Cycle, 'id' | 'status'> = locked.cycle;
    const made: CycleStatus[] = [];
    for (const to of cycleLifeMoves(locked.cycle, at)) {
      const moved = await moveCycle(tx, outbox, cycle, to, at);
      if (!moved) break;
      cycle = moved;
      made.push(to);
    }
    return made;
  });
}

/**
 * Cancels a cycle that is not paid: the cycle and its orders → cancelled, their booked schedule events
 * deleted (the professional's time is free again), every move pushed on the channels. Does nothing (false)
 * when the cycle is paid (or later) or already cancelled, or when a payment of it is being decided — a boleto
 * waiting to be paid, a card in analysis or being charged: that payment's webhook decides (a lapsed boleto
 * after the period cancels the cycle then). An attempt the gateway never heard of is given up first.
 */
export async function cancelUnpaidCycle(ctx: Ctx, cycleId: string): Promise<boolean> {
  if (!isUuid(cycleId)) return false;
  return inTransaction(ctx, async (tx, outbox) => {
    const row = await lockCycle(tx, cycleId);
    if (!row || isPaid(row.cycle.status) || row.cycle.status === 'cancelled') return false;
    const now = ctx.clock.now();
    const live = await livePaymentOf(tx, cycleId, 'cycles');
    if (live) {
      if (live.status !== 'created' || live.gatewayId !== null) return false;
      const given = await movePayment(tx, outbox, live, 'cancelled', now, {
        failureReason: CYCLE_TEXTS.cancelled,
      });
      if (!given) return false;
    }
    return cancelCycle(tx, outbox, row, now);
  });
}

// ---------------------------------------------------------------------------------------------------
// Paying (the payment endpoints)

/**
 * The customer's cycle, locked and checked for a new payment attempt: another customer's (or no) cycle is
 * 404, a cycle the rules refuse is 422 with the domain's reason as the title (facts read from the database).
 */
export async function lockPayableCycle(tx: Db, actor: Actor, cycleId: string, now: Date): Promise<CycleRow> {
  const row = await lockOwnCycle(tx, actor.accountId, cycleId);
  if (!row) throw new ApiError(404, PAYMENT_TEXTS.payableNotFound);
  const reason = cycleBlockReason(await cycleFacts(tx, row), now);
  if (reason !== null) throw new ApiError(422, reason, { code: 'cycle_not_payable' });
  return row;
}

/** A payment attempt started: the cycle waits for its answer (payment_requested). */
export async function cyclePaymentRequested(tx: Db, outbox: Outbox, row: CycleRow, at: Date): Promise<void> {
  if (row.cycle.status === 'created_on_gateway')
    await moveCycle(tx, outbox, row.cycle, 'payment_requested', at);
}

/** The attempt was refused at once (nothing charged): payable again. */
export async function cycleAttemptRefused(tx: Db, outbox: Outbox, cycleId: string, at: Date): Promise<void> {
  const row = await lockCycle(tx, cycleId);
  if (row) await afterGivenUpPayment(tx, outbox, row, at);
}

/**
 * Money is in: the cycle is paid and so is every order of it (created → scheduled → paid through the order
 * machine: the domain has no created → paid for one-off orders), each purchase counted once. Answers false
 * when the cycle could not be paid.
 */
async function cyclePaid(tx: Db, outbox: Outbox, row: CycleRow, at: Date): Promise<boolean> {
  const paid = await moveCycle(tx, outbox, row.cycle, 'paid', at);
  if (!paid) return false;
  for (const order of await lockOrdersOfCycle(tx, row.cycle.id)) {
    const scheduled = order.status === 'created' ? ((await schedule(tx, outbox, order, at)) ?? order) : order;
    if (scheduled.status !== 'scheduled') continue;
    const done = await markPaid(tx, outbox, scheduled, at);
    if (done) await recordPurchase(tx, done, at);
  }
  return true;
}

/** A payment given up: payable again while the period is open, cancelled (time released) once it passed. */
async function afterGivenUpPayment(tx: Db, outbox: Outbox, row: CycleRow, at: Date): Promise<void> {
  const { closesAt } = cyclePaymentPeriod({
    referenceMonth: row.cycle.referenceMonth,
    firstCleaningStartsAt: row.cycle.startsAt,
    paymentEmissionDay: row.subscription.paymentEmissionDay,
  });
  if (at >= closesAt) {
    await cancelCycle(tx, outbox, row, at);
    return;
  }
  if (row.cycle.status === 'payment_requested' || row.cycle.status === 'waiting_payment')
    await moveCycle(tx, outbox, row.cycle, 'created_on_gateway', at);
}

/** What a cycle payment's status change does to its cycle (`applyChargeStatus` for payable type cycles). */
export async function applyCycleChargeStatus(
  tx: Db,
  outbox: Outbox,
  previous: Payment,
  moved: Payment,
  to: PaymentStatus,
  at: Date,
): Promise<ChargeOutcome> {
  const unchanged: ChargeOutcome = { payment: moved, refund: false };
  const row = await lockCycle(tx, moved.payableId);
  if (!row) return unchanged;
  switch (to) {
    case 'waiting':
    case 'in_analysis':
      await moveCycle(tx, outbox, row.cycle, 'waiting_payment', at);
      return unchanged;
    case 'authorized':
    case 'settled': {
      if (isPaid(row.cycle.status)) return unchanged;
      const paid = await cyclePaid(tx, outbox, row, at);
      // Money for a cycle that can't be paid any more (cancelled meanwhile) goes back, once: an authorized
      // charge settling later was already refunded when it was authorized.
      if (!paid) return { payment: moved, refund: previous.status !== 'authorized' };
      return { payment: moved, refund: false };
    }
    case 'cancelled':
      await creditWallet(tx, moved.accountId, moved.consumedAccountBalance, {
        reason: 'payment_cancelled',
        paymentId: moved.id,
        at,
      });
      await afterGivenUpPayment(tx, outbox, row, at);
      return unchanged;
    default:
      return unchanged;
  }
}
