import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db';

/**
 * What the payments machine calls, inside the transaction of an order's move (`sendOwedJobs`), so the
 * customer gets the e-mail the move owes with the cleaning's .ics attached: confirmed, rescheduled
 * or cancelled. It only stores a durable job through `tx` (customer-notices.ts works it): the notice commits
 * and rolls back with the move, and the e-mail it renders is its own job, attachment included, so a crash
 * or a mail server down loses nothing. This file imports no other module (no import cycle with payments).
 */

export const CUSTOMER_ORDER_NOTICE_JOB = 'customer-order-notice';

/** Order moves the customer's calendar hears of (the job decides from the order's history what each means). */
export const CUSTOMER_NOTIFIED_STATES = ['paid', 'cancelled', 'waiting_refund'] as const;

export const customerNoticeData = z.object({
  orderId: z.uuid(),
  toState: z.enum(CUSTOMER_NOTIFIED_STATES),
});
export type CustomerNoticeData = z.infer<typeof customerNoticeData>;

export async function notifyCustomerOfOrderMessage(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Db,
  event: { channel: string; key: string; data: Record<string, unknown> },
): Promise<void> {
  if (event.channel !== 'OrderChannel' || event.data.order_id !== event.key) return;
  const toState = (CUSTOMER_NOTIFIED_STATES as readonly unknown[]).includes(event.data.to_state)
    ? (event.data.to_state as CustomerNoticeData['toState'])
    : null;
  if (toState === null) return;
  await ctx.jobs.send(CUSTOMER_ORDER_NOTICE_JOB, { orderId: event.key, toState }, { tx });
}
