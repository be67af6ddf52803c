import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@brilho/domain';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { fundingInstruments, type Order, orders, payments, scheduleEvents, tickets } from '../../db/schema';
import type { TestApp } from '../../test/app';
import {
  CENTRO,
  type Customer,
  createProfessional,
  fullDays,
  NEXT_MONDAY,
  orderBody,
  postOrder,
  THURSDAY,
  TUESDAY,
  WEDNESDAY,
} from '../orders/test-fixtures';

/**
 * The tickets tests' world: orders booked through `POST /orders` with a professional free all week, then
 * made paid in the database (these tests are about what happens after payment, not the payments module),
 * with the payment and instrument a real one would leave.
 */

export type Funding = 'credit_card' | 'boletos' | 'account_balance';

export interface Booked {
  id: string;
  professionalId: string;
}

/** A 2-hour cleaning at `hour` on `date` (Tuesday 10h by default), status `scheduled`. */
export async function bookedOrder(
  t: TestApp,
  districts: Record<string, string>,
  customer: Customer,
  slot: { date?: string; hour?: number; hours?: number } = {},
): Promise<Booked> {
  const professional = await createProfessional(t.database.db, {
    districtIds: [districts[CENTRO]!],
    windows: fullDays(TUESDAY, WEDNESDAY, THURSDAY, NEXT_MONDAY),
  });
  const created = await postOrder(
    t,
    customer,
    orderBody(customer, professional.id, {
      date: slot.date ?? TUESDAY,
      hour: slot.hour ?? 10,
      hours: slot.hours ?? 2,
    }),
  );
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.json().data.id, professionalId: professional.id };
}

export async function setStatus(t: TestApp, orderId: string, status: OrderStatus): Promise<void> {
  await t.database.db.update(orders).set({ status }).where(eq(orders.id, orderId));
}

/** The order as paid by `funding`: a settled payment (card charges get a gateway id) and `paid`. */
export async function markPaid(
  t: TestApp,
  orderId: string,
  funding: Funding = 'credit_card',
): Promise<string> {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  const chargeId = `ch_${randomUUID()}`;
  const [payment] = await t.database.db
    .insert(payments)
    .values({
      accountId: order!.customerId,
      payableType: 'orders',
      payableId: orderId,
      status: 'settled',
      amount: order!.total,
      idempotencyKey: randomUUID(),
      gatewayId: funding === 'account_balance' ? null : chargeId,
    })
    .returning();
  await t.database.db.insert(fundingInstruments).values({
    paymentId: payment!.id,
    type: funding,
    ...(funding === 'credit_card' ? { brand: 'VISA' as const, first6: '411111', last4: '1111' } : {}),
  });
  await t.database.db
    .update(orders)
    .set({ status: 'paid', paidByAccountBalance: funding === 'account_balance' })
    .where(eq(orders.id, orderId));
  return chargeId;
}

export async function orderRow(t: TestApp, id: string): Promise<Order> {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function bookedEventsOf(t: TestApp, orderId: string) {
  return t.database.db
    .select()
    .from(scheduleEvents)
    .where(and(eq(scheduleEvents.orderId, orderId), eq(scheduleEvents.status, 'booked')));
}

export async function ticketRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(tickets).where(eq(tickets.id, id));
  return row!;
}

export function postTicket(t: TestApp, auth: Record<string, string>, kind: string, attributes: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/tickets/${kind}`,
    headers: auth,
    payload: { data: { type: 'tickets', attributes } },
  });
}

export function operatorPost(t: TestApp, auth: Record<string, string>, url: string, attributes: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/operator/${url}`,
    headers: auth,
    payload: { data: { attributes } },
  });
}

export const BANK = {
  bank: 'Banco do Brasil',
  agency: '1234',
  account: '56789-0',
  account_type: 'Conta corrente',
};
