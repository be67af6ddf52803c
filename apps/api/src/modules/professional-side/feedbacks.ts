import { feedbackComment, PAGE_SIZES } from '@brilho/domain';
import { feedbackListQuery, ownFeedbackResource } from '@brilho/domain/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { feedbacks, orders } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { serialize, serializerOf } from '../../lib/jsonapi';
import { readPage } from '../../lib/page';
import type { ZodTypeProvider } from '../../lib/wire';
import { REQUEST_TEXTS } from '../../words/errors';
import { requireProfessional } from './auth';

/**
 * `GET /professional/feedbacks`: the signed-in professional's ratings, newest first, cursor paged
 * like `/feedbacks` — the stars, the comment as written (null for 'Sem informação'), when it was given or last
 * changed, and the cleaning it rates (the job page's id and its start). Demo feedbacks have no order. Only
 * hers: no filter names another professional, and a cursor from someone else's list is refused.
 */

type Ctx = Pick<AppContext, 'db'>;

export const OWN_FEEDBACK_TEXTS = { invalidCursor: REQUEST_TEXTS.badCursor } as const;

export interface OwnFeedback {
  id: string;
  rating: number;
  description: string;
  createdAt: Date;
  editedAt: Date | null;
  orderId: string | null;
  orderStartsAt: Date | null;
}

export const ownFeedbackSerializer = serializerOf<OwnFeedback>()(ownFeedbackResource, {
  id: (f) => f.id,
  attributes: (f) => ({
    rating: f.rating,
    comment: feedbackComment(f.description),
    created_at: f.createdAt.toISOString(),
    edited_at: f.editedAt?.toISOString() ?? null,
    order: f.orderId ? { id: f.orderId, starts_at: f.orderStartsAt?.toISOString() ?? null } : null,
  }),
});

export async function ownFeedbackPage(
  ctx: Ctx,
  options: { professionalId: string; size: number; after?: string },
): Promise<{ items: OwnFeedback[]; hasMore: boolean }> {
  const after = options.after
    ? sql`(${feedbacks.createdAt}, ${feedbacks.id}) < (SELECT f.created_at, f.id FROM ${feedbacks} f WHERE f.id = ${options.after})`
    : undefined;
  const rows = await ctx.db
    .select({
      id: feedbacks.id,
      rating: feedbacks.rating,
      description: feedbacks.description,
      createdAt: feedbacks.createdAt,
      editedAt: feedbacks.editedAt,
      orderId: feedbacks.orderId,
      orderStartsAt: orders.startsAt,
    })
    .from(feedbacks)
    .leftJoin(orders, eq(orders.id, feedbacks.orderId))
    .where(and(eq(feedbacks.professionalId, options.professionalId), after))
    .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
    .limit(options.size + 1);
  return { items: rows.slice(0, options.size), hasMore: rows.length > options.size };
}

async function isOwnFeedback(ctx: Ctx, feedbackId: string, professionalId: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: feedbacks.id })
    .from(feedbacks)
    .where(and(eq(feedbacks.id, feedbackId), eq(feedbacks.professionalId, professionalId)))
    .limit(1);
  return rows.length > 0;
}

export async function ownFeedbackRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  app.get('/professional/feedbacks', { schema: { querystring: feedbackListQuery } }, async (request) => {
    const me = await requireProfessional(ctx, request);
    const professionalId = me.professional.id;
    const query = request.query;
    const size = readPage(query, PAGE_SIZES.feedbacks, 50).size;
    const cursor = query['page[cursor]'];
    const after = typeof cursor === 'string' && cursor !== '' ? cursor : undefined;
    if (after !== undefined && (!isUuid(after) || !(await isOwnFeedback(ctx, after, professionalId))))
      throw new ApiError(400, OWN_FEEDBACK_TEXTS.invalidCursor, { parameter: 'page[cursor]' });
    const { items, hasMore } = await ownFeedbackPage(ctx, {
      professionalId,
      size,
      ...(after ? { after } : {}),
    });
    const next = hasMore
      ? `/api/professional/feedbacks?page[size]=${size}&page[cursor]=${items.at(-1)!.id}`
      : null;
    return serialize(ownFeedbackSerializer, items, {
      links: { next },
      meta: { total: me.professional.totalFeedbacksCount, rating: me.professional.rating },
    });
  });
}
