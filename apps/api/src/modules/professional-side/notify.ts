import { z } from 'zod';
import type { AppContext } from '../../context';

/**
 * What other modules call, after their commit, so the professionals hear of it (contract: the
 * ProfessionalChannel and an e-mail). Each call only stores a durable job (`notifications.ts` works it): the
 * caller needs nothing but `ctx.jobs`, the response does not wait on e-mails, a mail server that is down is
 * retried, and a message is sent once however many API processes share the queue. This file imports no
 * other module, so the payments machine can call it without an import cycle.
 */

export const PROFESSIONAL_NOTIFICATION_JOB = 'professional-notification';

/** Order moves the professional hears of (the job decides whom and what from the order's history). */
export const NOTIFIED_ORDER_STATES = ['paid', 'cancelled', 'waiting_refund'] as const;

export const notificationData = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('new_offer'), offerId: z.uuid() }),
  /** The offer is over (converted, cancelled or expired): offer_taken to the willing, new_order to the chosen. */
  z.object({ kind: z.literal('offer_closed'), offerId: z.uuid() }),
  z.object({ kind: z.literal('order'), orderId: z.uuid(), toState: z.enum(NOTIFIED_ORDER_STATES) }),
]);
export type NotificationData = z.infer<typeof notificationData>;

type Ctx = Pick<AppContext, 'jobs'>;

const enqueue = async (ctx: Ctx, data: NotificationData): Promise<void> => {
  await ctx.jobs.send(PROFESSIONAL_NOTIFICATION_JOB, data);
};

/** A new offer: `new_offer` to every offerable professional of its district free for it. */
export const notifyNewOffer = (ctx: Ctx, offerId: string) => enqueue(ctx, { kind: 'new_offer', offerId });

/** An offer converted, cancelled or expired. */
export const notifyOfferClosed = (ctx: Ctx, offerId: string) =>
  enqueue(ctx, { kind: 'offer_closed', offerId });

/**
 * An OrderChannel message published after a commit (`publishAll`): the moves a professional cares about
 * become `new_order`, `order_rescheduled` or `order_cancelled` for the order's professional.
 */
export async function notifyOrderMessage(
  ctx: Ctx,
  event: { channel: string; key: string; data: Record<string, unknown> },
): Promise<void> {
  const toState = (NOTIFIED_ORDER_STATES as readonly unknown[]).includes(event.data.to_state)
    ? (event.data.to_state as (typeof NOTIFIED_ORDER_STATES)[number])
    : null;
  if (event.channel !== 'OrderChannel' || toState === null) return;
  await enqueue(ctx, { kind: 'order', orderId: event.key, toState });
}
