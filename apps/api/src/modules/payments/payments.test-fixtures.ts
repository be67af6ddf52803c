import { and, eq, sql } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { ChannelEvent } from '../../lib/events';
import { buildTestApp, type TestApp } from '../../test/app';
import { NOW, seedWorld } from '../orders/test-fixtures';
import { injectDeliver } from './gateway/sandbox/deliver';

/** What the payments files share (payments.*.integration.test.ts): the sandbox's test cards and a seeded app. */

export const APPROVED = '4111111111111111';
export const APPROVED_MASTERCARD = '5555555555554444';
export const DECLINED = '4000000000000002';
export const ANALYSIS_APPROVED = '4000000000000010';
export const ANALYSIS_DECLINED = '4000000000000028';

/** A webhook the sandbox sends: its raw body and signed headers. */
export interface Delivery {
  raw: string;
  headers: Record<string, string>;
}

/**
 * An app on a seeded world at NOW, its channel events pushed into `events`. Each sandbox webhook goes to
 * `intercept` first, which holds it back (to deliver late, out of order) by answering true; the others reach
 * this very app's receiver.
 */
export async function paymentsApp(
  options: { events?: ChannelEvent[]; intercept?: (delivery: Delivery) => boolean } = {},
): Promise<{ t: TestApp; districts: Record<string, string> }> {
  const t: TestApp = await buildTestApp({
    now: NOW,
    gatewayDeliver: async (raw, headers) => {
      if (options.intercept?.({ raw, headers })) return { status: 200 };
      return injectDeliver(() => t.app)(raw, headers);
    },
  });
  const districts = await seedWorld(t);
  const { events } = options;
  if (events) t.app.ctx.events.subscribe((event) => events.push(event));
  return { t, districts };
}

/** When the order was created, as the payment window counts from it. */
export async function createdAtOf(t: TestApp, orderId: string): Promise<Date> {
  const [row] = (await t.database.executeSql('SELECT created_at FROM orders WHERE id = $1', [orderId]))
    .rows as { created_at: Date | string }[];
  return new Date(row!.created_at);
}

/** The order's payments not cancelled, refunded nor reversed. */
export async function livePaymentsOf(t: TestApp, orderId: string): Promise<number> {
  return (
    await t.database.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.payableId, orderId),
          sql`${payments.status} NOT IN ('cancelled', 'refunded', 'reversed')`,
        ),
      )
  ).length;
}
