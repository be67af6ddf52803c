import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts, cycles, orders, scheduleEvents, subscriptions, wallets } from '../../db/schema';
import type { ChannelEvent } from '../../lib/events';
import type { TestApp } from '../../test/app';
import { encryptCardWithKey } from '../../test/card';
import {
  at,
  CENTRO,
  type Customer,
  createProfessional,
  customerIn,
  fullDays,
  orderBody,
  postOrder,
  THURSDAY,
  TUESDAY,
} from '../orders/test-fixtures';

/**
 * The payments tests' world: customers registered at the sandbox gateway (the first-order flow, through
 * the API), orders with a professional of their own, cards encrypted as the browser does, and time moved
 * by the injected clock with due jobs (the sandbox's webhooks, the payment window) run at each step.
 */

export type Auth = Record<string, string>;

/** A customer who went through the first-order flow: registered at the gateway and `active`. */
export async function payingCustomer(t: TestApp, districts: Record<string, string>): Promise<Customer> {
  const customer = await customerIn(t, districts[CENTRO]!, 'email_verified');
  for (const url of [
    '/api/payment-gateway-accounts',
    '/api/payment-gateway-customers',
    '/api/payment-gateway-accounts/create-on-gateway',
  ]) {
    const response = await t.app.inject({ method: 'POST', url, headers: customer.auth, payload: {} });
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  }
  const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, customer.accountId));
  expect(account!.status).toBe('active');
  return customer;
}

export async function giveWallet(t: TestApp, accountId: string, cents: number): Promise<void> {
  await t.database.db
    .insert(wallets)
    .values({ accountId, availableToUse: cents })
    .onConflictDoUpdate({ target: wallets.accountId, set: { availableToUse: cents } });
}

export async function walletBalance(t: TestApp, accountId: string): Promise<number | null> {
  const [row] = await t.database.db.select().from(wallets).where(eq(wallets.accountId, accountId));
  return row?.availableToUse ?? null;
}

/** A 2-hour order at 10h on `date` with a professional free all day; answers the order document's data. */
export async function scheduledOrder(
  t: TestApp,
  districts: Record<string, string>,
  customer: Customer,
  date: string = TUESDAY,
): Promise<{ id: string; total: number; professionalId: string }> {
  const professional = await createProfessional(t.database.db, {
    districtIds: [districts[CENTRO]!],
    windows: fullDays(TUESDAY, THURSDAY),
  });
  const created = await postOrder(
    t,
    customer,
    orderBody(customer, professional.id, { date, hour: 10, hours: 2 }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const data = created.json().data;
  expect(data.attributes.status).toBe('scheduled');
  return { id: data.id, total: data.attributes.total, professionalId: professional.id };
}

/** Advances the injected clock and runs what fell due (webhook deliveries, windows). */
export async function advance(t: TestApp, seconds: number): Promise<void> {
  t.clock.advance(seconds * 1000);
  await t.app.ctx.jobs.runDue();
}

/** An order registered at the gateway (`created_on_gateway`), ready for a payment. */
export async function payableOrder(
  t: TestApp,
  districts: Record<string, string>,
  customer: Customer,
  date: string = TUESDAY,
) {
  const order = await scheduledOrder(t, districts, customer, date);
  const requested = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order.id}/create-on-gateway`,
    headers: customer.auth,
  });
  expect(requested.statusCode, requested.body).toBe(200);
  expect(requested.json().data.attributes.status).toBe('requested_on_gateway');
  await advance(t, 1);
  expect(await orderStatus(t, customer, order.id)).toBe('created_on_gateway');
  return order;
}

export async function orderDocument(t: TestApp, customer: Customer, id: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${id}?include=payments`,
    headers: customer.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export async function orderStatus(t: TestApp, customer: Customer, id: string): Promise<string> {
  return (await orderDocument(t, customer, id)).data.attributes.status;
}

export async function paymentStatus(t: TestApp, customer: Customer, id: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `/api/payments/${id}`, headers: customer.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.attributes.status;
}

/** The card as the browser sends it: JSON encrypted with the gateway's public key (RSA-OAEP, SHA-256). */
export async function encryptCard(
  t: TestApp,
  auth: Auth,
  number: string,
  card: { cvc?: string; expYear?: number } = {},
): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/payment-gateway/public-key',
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return encryptCardWithKey(response.json().data.attributes.public_key as string, number, card);
}

export const HOLDER = {
  full_name: 'Maria S Silva',
  document_type: 'CPF',
  document_number: '52998224725',
  birthdate: '1990-03-15',
  phone: { country_code: '55', area_code: '41', number: '999998888' },
  address: null,
};

export function newCardBody(
  orderId: string,
  hash: string,
  options: { store?: boolean; consume?: boolean } = {},
) {
  return {
    data: {
      type: 'payments',
      attributes: {
        payable: { id: orderId, type: 'order' },
        funding_instrument: {
          type: 'credit_card',
          attributes: { store: options.store ?? false, hash, holder: HOLDER },
        },
      },
    },
    meta: { consume_account_balance: options.consume ?? false },
  };
}

export function storedCardBody(orderId: string, cardId: string, cvc = '123') {
  return {
    data: {
      type: 'payments',
      attributes: {
        payable: { id: orderId, type: 'order' },
        funding_instrument: { id: cardId, attributes: { cvc } },
      },
    },
    meta: { consume_account_balance: false },
  };
}

export function boletoBody(orderId: string) {
  return {
    data: {
      type: 'payments',
      attributes: {
        payable: { id: orderId, type: 'order' },
        funding_instrument: { type: 'boletos', attributes: {} },
      },
    },
    meta: { consume_account_balance: false },
  };
}

export function walletBody(orderId: string) {
  return { data: { type: 'payments', attributes: { payable: { id: orderId, type: 'order' } } } };
}

export function pay(t: TestApp, auth: Auth, path: string, body: object, key: string = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/${path}`,
    headers: { ...auth, 'idempotency-key': key },
    payload: body,
  });
}

/** The messages one order's channels carried, as `Channel:to_state`. */
export function statesOf(
  events: ChannelEvent[],
  orderId: string,
  channel: ChannelEvent['channel'],
): string[] {
  return events.filter((e) => e.channel === channel && e.key === orderId).map((e) => String(e.data.to_state));
}

// ---------------------------------------------------------------------------------------------------
// Cycles: a subscription, its month's cycle, the cycle's orders and their booked events,
// inserted directly (the subscriptions module builds them for real; these tests don't depend on it).

export const CYCLE_ORDER_SUBTOTAL = 16_000;
export const CYCLE_ORDER_DISCOUNT = 800;

export interface CycleFixture {
  id: string;
  subscriptionId: string;
  professionalId: string;
  orderIds: string[];
  total: number;
  /** The cleanings' São Paulo days. */
  dates: string[];
}

/**
 * A Quinzenal subscription of `customer` with one cycle for `referenceMonth`: one 2-hour order at 10h on
 * each of `dates` (status `created`, each holding a `booked` event of a professional free all those days),
 * the cycle in `status` (`created` by default: not opened yet).
 */
export async function unpaidCycle(
  t: TestApp,
  districts: Record<string, string>,
  customer: Customer,
  options: {
    referenceMonth?: string;
    dates?: string[];
    status?: typeof cycles.$inferInsert.status;
    paymentEmissionDay?: number;
  } = {},
): Promise<CycleFixture> {
  const db = t.database.db;
  const dates = options.dates ?? ['2026-12-08', '2026-12-22'];
  const professional = await createProfessional(db, {
    districtIds: [districts[CENTRO]!],
    windows: fullDays(...dates),
  });
  const starts = dates.map((date) => at(date, 10));
  const ends = dates.map((date) => at(date, 12));
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      customerId: customer.accountId,
      professionalId: professional.id,
      addressId: customer.addressId,
      name: 'Limpeza quinzenal — Casa',
      status: 'active',
      frequency: 'Quinzenal',
      startsAt: starts[0]!,
      orderDurationHours: 2,
      paymentEmissionDay: options.paymentEmissionDay ?? 28,
    })
    .returning();
  const perOrder = CYCLE_ORDER_SUBTOTAL - CYCLE_ORDER_DISCOUNT;
  const [cycle] = await db
    .insert(cycles)
    .values({
      subscriptionId: subscription!.id,
      status: options.status ?? 'created',
      referenceMonth: options.referenceMonth ?? '2026-12-01',
      startsAt: starts[0]!,
      endsAt: ends[ends.length - 1]!,
      subtotal: CYCLE_ORDER_SUBTOTAL * dates.length,
      total: perOrder * dates.length,
    })
    .returning();
  const orderIds: string[] = [];
  for (const [index, startsAt] of starts.entries()) {
    const [order] = await db
      .insert(orders)
      .values({
        customerId: customer.accountId,
        professionalId: professional.id,
        addressId: customer.addressId,
        cycleId: cycle!.id,
        status: 'created',
        startsAt,
        endsAt: ends[index]!,
        durationHours: 2,
        subtotal: CYCLE_ORDER_SUBTOTAL,
        discount: CYCLE_ORDER_DISCOUNT,
        total: perOrder,
      })
      .returning();
    const [event] = await db
      .insert(scheduleEvents)
      .values({
        scheduleId: professional.scheduleId,
        professionalId: professional.id,
        status: 'booked',
        startsAt,
        endsAt: ends[index]!,
        orderId: order!.id,
      })
      .returning();
    await db.update(orders).set({ scheduleEventId: event!.id }).where(eq(orders.id, order!.id));
    orderIds.push(order!.id);
  }
  return {
    id: cycle!.id,
    subscriptionId: subscription!.id,
    professionalId: professional.id,
    orderIds,
    total: perOrder * dates.length,
    dates,
  };
}

/** A payment body for a cycle: the order body with `payable: { type: 'cycle' }` (the wire's singular). */
export function forCycle<T extends { data: { attributes: { payable: { id: string; type: string } } } }>(
  body: T,
  type: 'cycle' | 'cycles' = 'cycle',
): T {
  return {
    ...body,
    data: {
      ...body.data,
      attributes: { ...body.data.attributes, payable: { ...body.data.attributes.payable, type } },
    },
  };
}
