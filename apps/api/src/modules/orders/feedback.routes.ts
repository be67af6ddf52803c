import { feedbackComment, feedbackEditableUntil } from '@brilho/domain';
import { jsonApiBody, orderDocumentParams, orderFeedbackResource } from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { Feedback } from '../../db/schema';
import { requireActor, requireRole } from '../../lib/auth';
import { serialize, serializerOf } from '../../lib/jsonapi';
import type { ZodTypeProvider } from '../../lib/wire';
import { changeFeedback, findOwnFeedback, giveFeedback, parseFeedback } from './feedback';

/** The customer's own view of their rating: the comment as written and until when it may change. */
export const orderFeedbackSerializer = serializerOf<Feedback>()(orderFeedbackResource, {
  id: (f) => f.id,
  attributes: (f) => ({
    rating: f.rating,
    comment: feedbackComment(f.description),
    created_at: f.createdAt.toISOString(),
    edited_at: f.editedAt?.toISOString() ?? null,
    editable_until: feedbackEditableUntil(f.createdAt).toISOString(),
  }),
});

/** `GET|POST|PATCH /orders/{id}/feedback` (rate in the app). */
export async function orderFeedbackRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get('/orders/:id/feedback', { schema: { params: orderDocumentParams } }, async (request) => {
    const actor = requireActor(request);
    return serialize(orderFeedbackSerializer, await findOwnFeedback(ctx, actor.accountId, request.params.id));
  });

  app.post(
    '/orders/:id/feedback',
    { schema: { params: orderDocumentParams, body: jsonApiBody } },
    async (request, reply) => {
      const actor = requireRole(request, 'customer');
      const input = parseFeedback(request.body, false);
      const feedback = await giveFeedback(ctx, actor.accountId, request.params.id, input);
      reply.status(201);
      return serialize(orderFeedbackSerializer, feedback);
    },
  );

  app.patch(
    '/orders/:id/feedback',
    { schema: { params: orderDocumentParams, body: jsonApiBody } },
    async (request) => {
      const actor = requireRole(request, 'customer');
      const input = parseFeedback(request.body, true);
      return serialize(
        orderFeedbackSerializer,
        await changeFeedback(ctx, actor.accountId, request.params.id, input),
      );
    },
  );
}
