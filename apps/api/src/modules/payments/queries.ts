import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import {
  type CreditCard,
  creditCards,
  type FundingInstrument,
  fundingInstruments,
  type Order,
  type Payment,
  type PaymentGatewayCustomer,
  paymentGatewayCustomers,
  payments,
  telemetryEvents,
  webhookEvents,
} from '../../db/schema';
import type { PaymentView } from '../orders';

/** The payments module's statements; those taking `tx` run inside the caller's transaction. */

type Ctx = Pick<AppContext, 'db'>;

/** Statuses that leave a payable free for another attempt. */
export const GIVEN_UP_PAYMENT_STATUSES = ['cancelled', 'refunded', 'reversed'] as const;

/** The payment not given up of a payable (at most one: `payments_one_live_per_payable`). */
export async function livePaymentOf(
  tx: Db,
  payableId: string,
  payableType: Payment['payableType'] = 'orders',
): Promise<Payment | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.payableType, payableType),
        eq(payments.payableId, payableId),
        notInArray(payments.status, [...GIVEN_UP_PAYMENT_STATUSES]),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findPaymentByKey(db: Db, key: string): Promise<Payment | null> {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key)).limit(1);
  return row ?? null;
}

/** The payment behind a gateway charge, locked: webhooks of one charge apply one at a time. */
export async function lockPaymentByCharge(tx: Db, chargeId: string): Promise<Payment | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(eq(payments.gatewayId, chargeId))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The payment we gave the gateway this reference for, locked (webhooks and the reconciliation). */
export async function lockPaymentByReference(tx: Db, reference: string): Promise<Payment | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(eq(payments.reference, reference))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function lockPayment(tx: Db, id: string): Promise<Payment | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function findPayment(db: Db, id: string): Promise<Payment | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

export async function instrumentOf(db: Db, paymentId: string): Promise<FundingInstrument | null> {
  const [row] = await db
    .select()
    .from(fundingInstruments)
    .where(eq(fundingInstruments.paymentId, paymentId))
    .limit(1);
  return row ?? null;
}

export async function paymentView(db: Db, payment: Payment): Promise<PaymentView> {
  return { ...payment, instrument: await instrumentOf(db, payment.id) };
}

export async function findOwnPayment(ctx: Ctx, accountId: string, id: string): Promise<PaymentView | null> {
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.accountId, accountId)))
    .limit(1);
  return row ? paymentView(ctx.db, row) : null;
}

export async function gatewayCustomerOf(db: Db, accountId: string): Promise<PaymentGatewayCustomer | null> {
  const [row] = await db
    .select()
    .from(paymentGatewayCustomers)
    .where(eq(paymentGatewayCustomers.accountId, accountId))
    .limit(1);
  return row ?? null;
}

export async function insertPayment(tx: Db, values: typeof payments.$inferInsert): Promise<Payment> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

export async function insertInstrument(
  tx: Db,
  values: typeof fundingInstruments.$inferInsert,
): Promise<FundingInstrument> {
  const [row] = await tx.insert(fundingInstruments).values(values).returning();
  return row!;
}

export async function updateInstrument(
  tx: Db,
  paymentId: string,
  values: Partial<typeof fundingInstruments.$inferInsert>,
): Promise<void> {
  await tx.update(fundingInstruments).set(values).where(eq(fundingInstruments.paymentId, paymentId));
}

export async function updatePayment(
  tx: Db,
  id: string,
  values: Partial<typeof payments.$inferInsert>,
): Promise<Payment> {
  const [row] = await tx.update(payments).set(values).where(eq(payments.id, id)).returning();
  return row!;
}

/** The spec's purchase event (real-time channels), recorded once per order whatever the number of webhooks. */
export async function recordPurchase(tx: Db, order: Pick<Order, 'id' | 'customerId' | 'total'>, at: Date) {
  await tx
    .insert(telemetryEvents)
    .values({ name: 'purchase', accountId: order.customerId, orderId: order.id, value: order.total, at })
    .onConflictDoNothing();
}

/** The highest gateway sequence applied to a charge (0 when none). */
export async function appliedSequence(tx: Db, chargeId: string): Promise<number> {
  const [row] = await tx
    .select({
      sequence: sql<number | null>`max((${webhookEvents.payload}->>'sequence')::int)`,
    })
    .from(webhookEvents)
    .where(sql`${webhookEvents.payload}->>'chargeId' = ${chargeId}`);
  return Number(row?.sequence ?? 0);
}

export async function recordAppliedSequence(
  tx: Db,
  event: { id: string; chargeId: string; sequence: number; status: string },
  at: Date,
): Promise<void> {
  await tx
    .insert(webhookEvents)
    .values({
      gatewayEventId: event.id,
      payload: { chargeId: event.chargeId, sequence: event.sequence, status: event.status },
      receivedAt: at,
    })
    .onConflictDoNothing();
}

// ---------------------------------------------------------------------------------------------------
// Stored cards

export async function listOwnCards(ctx: Ctx, accountId: string): Promise<CreditCard[]> {
  return ctx.db
    .select()
    .from(creditCards)
    .where(and(eq(creditCards.accountId, accountId), isNull(creditCards.deletedAt)))
    .orderBy(asc(creditCards.createdAt), asc(creditCards.id));
}

export async function findOwnCard(db: Db, accountId: string, id: string): Promise<CreditCard | null> {
  const [row] = await db
    .select()
    .from(creditCards)
    .where(and(eq(creditCards.id, id), eq(creditCards.accountId, accountId), isNull(creditCards.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** A card the gateway stored for the customer; storing the same gateway card twice keeps one row. */
export async function insertCard(
  tx: Db,
  values: typeof creditCards.$inferInsert,
): Promise<CreditCard | null> {
  await tx.insert(creditCards).values(values).onConflictDoNothing({ target: creditCards.paymentGatewayId });
  const [row] = await tx
    .select()
    .from(creditCards)
    .where(eq(creditCards.paymentGatewayId, values.paymentGatewayId))
    .limit(1);
  return row ?? null;
}

export async function renameCard(db: Db, id: string, name: string | null): Promise<CreditCard> {
  const [row] = await db.update(creditCards).set({ name }).where(eq(creditCards.id, id)).returning();
  return row!;
}

export async function removeCard(db: Db, id: string, at: Date): Promise<void> {
  await db.update(creditCards).set({ deletedAt: at }).where(eq(creditCards.id, id));
}
