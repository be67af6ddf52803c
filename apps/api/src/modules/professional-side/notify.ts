import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db';

/**
 * What other modules call, inside the transaction of the change, so the professionals hear of it (contract:
 * the ProfessionalChannel and an e-mail). Each call only stores a durable job (`notifications.ts` works it)
 * through that transaction `tx`: it commits with the change (no change without its notice, no notice of a
 * change rolled back), the response does not wait on e-mails, a mail server that is down is retried, and a
 * message is sent once however many API processes share the queue. This file imports no other module, so
 * the payments machine can call it without an import cycle.
 */

export const PROFESSIONAL_NOTIFICATION_JOB = 'professional-notification';

/** Order moves the professional hears of (the job decides whom and what from the order's history). */
export const NOTIFIED_ORDER_STATES = ['paid', 'cancelled', 'waiting_refund'] as const;

export const notificationData = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('new_offer'), offerId: z.uuid() }),
  /** The offer is over (converted, cancelled or expired): offer_taken to the willing, new_order to the chosen. */
  z.object({ kind: z.literal('offer_closed'), offerId: z.uuid() }),
  /** `professionalChanged`: the move into paid gave the cleaning to another professional (new_order for them). */
  z.object({
    kind: z.literal('order'),
    orderId: z.uuid(),
    toState: z.enum(NOTIFIED_ORDER_STATES),
    professionalChanged: z.boolean().optional(),
  }),
  /** An operator gave a paid cleaning to another professional: order_cancelled to the one it was taken from. */
  z.object({
    kind: z.literal('order_reassigned'),
    orderId: z.uuid(),
    fromProfessionalId: z.uuid(),
    /** The cleaning as it was for them (ISO instant), for the e-mail. */
    fromStartsAt: z.iso.datetime(),
    durationHours: z.number().int().positive(),
  }),
]);
export type NotificationData = z.infer<typeof notificationData>;

type Ctx = Pick<AppContext, 'jobs'>;

/**
 * The OrderChannel data flag (a boolean: the customer's stream never carries the other professional's id)
 * the orders module's `markPaidAtNewSlot` sets on its move into paid when the cleaning changed professional.
 */
export const PROFESSIONAL_CHANGED = 'professional_changed';

const enqueue = async (ctx: Ctx, tx: Db, data: NotificationData): Promise<void> => {
  await ctx.jobs.send(PROFESSIONAL_NOTIFICATION_JOB, data, { tx });
};

/** A new offer: `new_offer` to every offerable professional of its district free for it. */
export const notifyNewOffer = (ctx: Ctx, tx: Db, offerId: string) =>
  enqueue(ctx, tx, { kind: 'new_offer', offerId });

/** An offer converted, cancelled or expired. */
export const notifyOfferClosed = (ctx: Ctx, tx: Db, offerId: string) =>
  enqueue(ctx, tx, { kind: 'offer_closed', offerId });

/**
 * An OrderChannel message of a move (`sendOwedJobs`, in the move's transaction): the moves a professional cares about
 * become `new_order`, `order_rescheduled` or `order_cancelled` for the order's professional (`new_order`
 * when the message says the professional changed).
 */
export async function notifyOrderMessage(
  ctx: Ctx,
  tx: Db,
  event: { channel: string; key: string; data: Record<string, unknown> },
): Promise<void> {
  const toState = (NOTIFIED_ORDER_STATES as readonly unknown[]).includes(event.data.to_state)
    ? (event.data.to_state as (typeof NOTIFIED_ORDER_STATES)[number])
    : null;
  if (event.channel !== 'OrderChannel' || toState === null) return;
  await enqueue(ctx, tx, {
    kind: 'order',
    orderId: event.key,
    toState,
    ...(event.data[PROFESSIONAL_CHANGED] === true ? { professionalChanged: true } : {}),
  });
}

/**
 * An effect of a move that gave the cleaning to another professional (the effects table, in the move's
 * transaction, from what the move carried): the one it was taken from hears `order_cancelled`, with the date
 * and length it had for them. The new one hears `new_order` through the move's own OrderChannel message
 * (flagged with PROFESSIONAL_CHANGED).
 */
export const notifyOrderReassigned = (
  ctx: Ctx,
  tx: Db,
  moved: { orderId: string; fromProfessionalId: string; fromStartsAt: Date; durationHours: number },
) =>
  enqueue(ctx, tx, {
    kind: 'order_reassigned',
    orderId: moved.orderId,
    fromProfessionalId: moved.fromProfessionalId,
    fromStartsAt: moved.fromStartsAt.toISOString(),
    durationHours: moved.durationHours,
  });
