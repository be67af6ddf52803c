import type { OrderStatus } from '@brilho/domain';
import type { AppContext } from '../../context';
import type { Order, OrderOffer } from '../../db/schema';
import type { MailMessage } from '../mail';
import { queueEmail } from '../mail';
import { findOffer, isFreeFor, statusAt, willingIds } from '../offers';
import { findOrder } from '../orders';
import {
  type Cleaning,
  chosenForOfferEmail,
  newOfferEmail,
  newOrderEmail,
  orderCancelledEmail,
  orderRescheduledEmail,
} from './emails';
import { orderPlace } from './notifications.queries';
import { type NotificationData, notificationData, PROFESSIONAL_NOTIFICATION_JOB } from './notify';
import {
  lastMoveInto,
  offerableInDistrict,
  offerOfOrder,
  offerWithPlace,
  ownOrder,
  recipientsByIds,
} from './queries';

/**
 * Works the `professional-notification` jobs (notify.ts): each becomes ProfessionalChannel messages (key =
 * the professional's id) and e-mails. The channel message is published before the e-mail, and each e-mail is
 * its own `email` job (mail/jobs.ts), retried on its own, so a mail server down never fails this job and a
 * retry never repeats the messages others already got.
 *
 * - new_offer: every offerable professional serving the offer's district who is free for it (whoever would
 *   see it in `GET /professional/offers`), while the offer is still open.
 * - offer_closed: offer_taken (cable only) to the willing professionals not chosen; new_order (with the
 *   offer and order ids) to the one the customer chose.
 * - order paid: new_order, or order_rescheduled when it came back to paid from a reschedule with the same
 *   professional (a reschedule that gave it to another professional is new_order for them).
 * - order_reassigned: order_cancelled to the professional a reschedule took the cleaning from, with its
 *   old date, unless it has come back to them since.
 * - order cancelled or waiting a refund: order_cancelled, when the professional had heard of the order
 *   (it had been paid, or it came from their offer) and the cleaning had not been reported not provided.
 */

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'mailer' | 'config' | 'jobs'>;

export type ProfessionalMessage =
  | 'new_offer'
  | 'offer_taken'
  | 'new_order'
  | 'order_cancelled'
  | 'order_rescheduled';

/** Moves out of which an order was still expected at the address (the professional was counting on it). */
const TOLD_FROM: readonly OrderStatus[] = ['paid', 'rescheduling', 'rebooking'];

/** A screen of the professional app: '/profissional/ofertas', '/profissional/limpezas/{id}'. */
function agendaUrl(ctx: Ctx, path: string): string {
  return `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/profissional${path}`;
}

async function publish(
  ctx: Ctx,
  professionalId: string,
  toState: ProfessionalMessage,
  ids: { offerId?: string; orderId?: string },
): Promise<void> {
  await ctx.events.publish({
    channel: 'ProfessionalChannel',
    key: professionalId,
    data: {
      to_state: toState,
      ...(ids.offerId ? { offer_id: ids.offerId } : {}),
      ...(ids.orderId ? { order_id: ids.orderId } : {}),
    },
  });
}

/** The e-mail beside a channel message: its own job, so a mail server down delays it (retried), never loses it. */
async function mail(ctx: Ctx, message: MailMessage, orderId: string | null): Promise<void> {
  await queueEmail(ctx, 'professional-notice', message, { orderId });
}

async function offerCleaning(
  ctx: Ctx,
  offer: OrderOffer,
): Promise<(Cleaning & { districtId: string }) | null> {
  const place = await offerWithPlace(ctx.db, offer.id, null);
  if (!place) return null;
  return {
    startsAt: offer.startsAt,
    durationHours: offer.durationHours,
    district: place.district,
    city: place.city,
    districtId: place.districtId,
  };
}

async function newOffer(ctx: Ctx, offerId: string): Promise<void> {
  const offer = await findOffer(ctx.db, offerId);
  if (!offer || statusAt(offer, ctx.clock.now()) !== 'open') return;
  const cleaning = await offerCleaning(ctx, offer);
  if (!cleaning) return;
  for (const recipient of await offerableInDistrict(ctx.db, cleaning.districtId)) {
    if (!(await isFreeFor(ctx, recipient.id, offer))) continue;
    await publish(ctx, recipient.id, 'new_offer', { offerId: offer.id });
    await mail(ctx, newOfferEmail(recipient, cleaning, agendaUrl(ctx, '/ofertas')), offer.orderId);
  }
}

async function offerClosed(ctx: Ctx, offerId: string): Promise<void> {
  const offer = await findOffer(ctx.db, offerId);
  if (!offer || offer.status === 'open') return;
  const order = offer.orderId ? await findOrder(ctx.db, offer.orderId) : null;
  const chosen = order?.professionalId ?? null;
  const willing = await willingIds(ctx.db, offer.id);
  for (const id of willing) if (id !== chosen) await publish(ctx, id, 'offer_taken', { offerId: offer.id });
  if (!order || !chosen) return;
  await publish(ctx, chosen, 'new_order', { offerId: offer.id, orderId: order.id });
  const [recipient] = await recipientsByIds(ctx.db, [chosen]);
  const cleaning = await offerCleaning(ctx, offer);
  if (recipient && cleaning)
    await mail(
      ctx,
      chosenForOfferEmail(recipient, cleaning, agendaUrl(ctx, `/limpezas/${order.id}`)),
      order.id,
    );
}

/** Which message an order move means for its professional, or null for none. */
async function orderMessageOf(ctx: Ctx, order: Order, toState: NotificationData & { kind: 'order' }) {
  const move = await lastMoveInto(ctx.db, order.id, toState.toState);
  if (toState.toState === 'paid')
    return (move?.from === 'rescheduling' || move?.from === 'rebooking') && !toState.professionalChanged
      ? 'order_rescheduled'
      : 'new_order';
  // Already told when the cleaning stopped (not provided, or cancelled for a refund later kept as credit).
  if (move?.from === 'service_not_provided' || move?.from === 'waiting_refund') return null;
  if (move?.from && TOLD_FROM.includes(move.from)) return 'order_cancelled';
  // Cancelled before it was paid: only the professional chosen from an offer heard of it.
  return (await offerOfOrder(ctx.db, order.id)) ? 'order_cancelled' : null;
}

const ORDER_EMAILS = {
  new_order: newOrderEmail,
  order_rescheduled: orderRescheduledEmail,
  order_cancelled: orderCancelledEmail,
} as const;

async function orderMoved(ctx: Ctx, data: NotificationData & { kind: 'order' }): Promise<void> {
  const order = await findOrder(ctx.db, data.orderId);
  if (!order?.professionalId) return;
  const toState = await orderMessageOf(ctx, order, data);
  if (!toState) return;
  await publish(ctx, order.professionalId, toState, { orderId: order.id });
  const [recipient] = await recipientsByIds(ctx.db, [order.professionalId]);
  const row = await ownOrder(ctx.db, order.professionalId, order.id);
  if (!recipient || !row) return;
  const cleaning: Cleaning = {
    startsAt: order.startsAt,
    durationHours: order.durationHours,
    district: row.district,
    city: row.city,
  };
  // The job page of the professional app (apps/web/src/areas/professional/paths.ts).
  await mail(
    ctx,
    ORDER_EMAILS[toState](recipient, cleaning, agendaUrl(ctx, `/limpezas/${order.id}`)),
    order.id,
  );
}

async function orderReassigned(
  ctx: Ctx,
  data: NotificationData & { kind: 'order_reassigned' },
): Promise<void> {
  const order = await findOrder(ctx.db, data.orderId);
  // Given back to them before this job ran: the move's own message tells them of it.
  if (!order || order.professionalId === data.fromProfessionalId) return;
  await publish(ctx, data.fromProfessionalId, 'order_cancelled', { orderId: order.id });
  const [recipient] = await recipientsByIds(ctx.db, [data.fromProfessionalId]);
  const place = await orderPlace(ctx.db, order.id);
  if (!recipient || !place) return;
  const cleaning: Cleaning = {
    startsAt: new Date(data.fromStartsAt),
    durationHours: data.durationHours,
    ...place,
  };
  // The job page is no longer theirs (it answers 404): the link opens the agenda it left.
  await mail(ctx, orderCancelledEmail(recipient, cleaning, agendaUrl(ctx, '/agenda')), order.id);
}

export async function runNotification(ctx: Ctx, data: NotificationData): Promise<void> {
  switch (data.kind) {
    case 'new_offer':
      return newOffer(ctx, data.offerId);
    case 'offer_closed':
      return offerClosed(ctx, data.offerId);
    case 'order':
      return orderMoved(ctx, data);
    case 'order_reassigned':
      return orderReassigned(ctx, data);
  }
}

export function registerProfessionalNotifications(ctx: Ctx): void {
  ctx.jobs.work(PROFESSIONAL_NOTIFICATION_JOB, async (data) =>
    runNotification(ctx, notificationData.parse(data)),
  );
}
