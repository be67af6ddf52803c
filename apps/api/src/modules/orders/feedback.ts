import {
  canEditFeedback,
  FEEDBACK_COMMENT_LIMIT,
  feedbackDescription,
  feedbackMessages,
  isFeedbackRating,
  professionalStanding,
} from '@brilho/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { type Feedback, feedbacks, professionals } from '../../db/schema';
import { attributesOf } from '../../lib/body';
import { ApiError, fieldErrors } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { REQUEST_TEXTS } from '../../words/errors';
import { ORDER_NOT_FOUND } from '../coupons';
import { lockOwnOrder } from './queries';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * The customer's rating of a complete cleaning: `POST /orders/{id}/feedback` gives it once,
 * `PATCH` changes it for 7 days, `GET` reads it. Each write recomputes the professional's rating, feedback
 * count and 'Top profissional' badge from all their feedbacks in the same transaction.
 */

export interface FeedbackInput {
  rating: number;
  /** Absent on a PATCH that changes only the stars. */
  comment?: string | null;
}

/** `{ data: { attributes: { rating, comment } } }`; `comment` may be absent, null or blank. */
export function parseFeedback(body: unknown, partial: true): Partial<FeedbackInput>;
export function parseFeedback(body: unknown, partial: false): FeedbackInput;
export function parseFeedback(body: unknown, partial: boolean): Partial<FeedbackInput> {
  const raw = attributesOf(body);
  const errors: { field: string; title: string }[] = [];
  const hasRating = Object.hasOwn(raw, 'rating');
  if ((!partial || hasRating) && !isFeedbackRating(raw.rating))
    errors.push({ field: 'rating', title: feedbackMessages.ratingInvalid });
  const comment = raw.comment;
  if (comment !== undefined && comment !== null && typeof comment !== 'string')
    errors.push({ field: 'comment', title: REQUEST_TEXTS.badText });
  else if (typeof comment === 'string' && [...comment.trim()].length > FEEDBACK_COMMENT_LIMIT)
    errors.push({ field: 'comment', title: feedbackMessages.commentTooLong });
  if (errors.length > 0) throw fieldErrors(errors);
  return {
    ...(isFeedbackRating(raw.rating) ? { rating: raw.rating } : {}),
    ...(comment === undefined ? {} : { comment: comment as string | null }),
  };
}

async function ownCompleteOrder(tx: Db, accountId: string, orderId: string) {
  const found = isUuid(orderId) ? await lockOwnOrder(tx, accountId, orderId) : null;
  if (!found) throw new ApiError(404, ORDER_NOT_FOUND);
  const { order } = found;
  if (order.status !== 'complete' || !order.professionalId)
    throw new ApiError(422, feedbackMessages.notComplete, { code: 'order_not_complete' });
  return { ...order, professionalId: order.professionalId };
}

async function feedbackOf(tx: Db, orderId: string): Promise<Feedback | null> {
  const [row] = await tx.select().from(feedbacks).where(eq(feedbacks.orderId, orderId)).limit(1);
  return row ?? null;
}

/** The professional's rating, count and badge as every feedback they have makes them. */
async function restandProfessional(tx: Db, professionalId: string, now: Date): Promise<void> {
  // Serialises concurrent ratings of one professional so the recount sees them all.
  await tx
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.id, professionalId))
    .for('update');
  const rows = await tx
    .select({ rating: feedbacks.rating })
    .from(feedbacks)
    .where(eq(feedbacks.professionalId, professionalId));
  const standing = professionalStanding(rows.map((row) => row.rating));
  await tx
    .update(professionals)
    .set({ ...standing, updatedAt: now })
    .where(eq(professionals.id, professionalId));
}

export async function findOwnFeedback(ctx: Ctx, accountId: string, orderId: string): Promise<Feedback> {
  return ctx.db.transaction(async (tx) => {
    const found = isUuid(orderId) ? await lockOwnOrder(tx, accountId, orderId) : null;
    if (!found) throw new ApiError(404, ORDER_NOT_FOUND);
    const feedback = await feedbackOf(tx, orderId);
    if (!feedback) throw new ApiError(404, feedbackMessages.notRated);
    return feedback;
  });
}

export async function giveFeedback(
  ctx: Ctx,
  accountId: string,
  orderId: string,
  input: FeedbackInput,
): Promise<Feedback> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const order = await ownCompleteOrder(tx, accountId, orderId);
    if (await feedbackOf(tx, order.id))
      throw new ApiError(409, feedbackMessages.alreadyRated, { code: 'already_rated' });
    const [row] = await tx
      .insert(feedbacks)
      .values({
        professionalId: order.professionalId,
        orderId: order.id,
        rating: input.rating,
        description: feedbackDescription(input.comment),
        createdAt: now,
      })
      .returning();
    await restandProfessional(tx, order.professionalId, now);
    return row!;
  });
}

export async function changeFeedback(
  ctx: Ctx,
  accountId: string,
  orderId: string,
  input: Partial<FeedbackInput>,
): Promise<Feedback> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const order = await ownCompleteOrder(tx, accountId, orderId);
    const current = await feedbackOf(tx, order.id);
    if (!current) throw new ApiError(404, feedbackMessages.notRated);
    if (!canEditFeedback(current.createdAt, now))
      throw new ApiError(422, feedbackMessages.editExpired, { code: 'feedback_edit_expired' });
    const [row] = await tx
      .update(feedbacks)
      .set({
        ...(input.rating === undefined ? {} : { rating: input.rating }),
        ...(input.comment === undefined ? {} : { description: feedbackDescription(input.comment) }),
        editedAt: now,
      })
      .where(eq(feedbacks.id, current.id))
      .returning();
    await restandProfessional(tx, order.professionalId, now);
    return row!;
  });
}
