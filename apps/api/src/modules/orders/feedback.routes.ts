import { feedbackComment, feedbackEditableUntil } from '@brilho/domain';
import type { FastifyInstance } from 'fastify';
import type { Feedback } from '../../db/schema';
import { requireActor, requireRole } from '../../lib/auth';
import { defineSerializer, serialize } from '../../lib/jsonapi';
import { changeFeedback, findOwnFeedback, giveFeedback, parseFeedback } from './feedback';

/** The customer's own view of their rating: the comment as written and until when it may change. */
export const orderFeedbackSerializer = defineSerializer<Feedback>({
  type: 'feedbacks',
  id: (f) => f.id,
  attributes: (f) => ({
    rating: f.rating,
    comment: feedbackComment(f.description),
    created_at: f.createdAt.toISOString(),
    edited_at: f.editedAt?.toISOString() ?? null,
    editable_until: feedbackEditableUntil(f.createdAt).toISOString(),
  }),
});

/** `GET|POST|PATCH /orders/{id}/feedback` (issue #26, rate in the app). */
export async function orderFeedbackRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const orderIdOf = (params: unknown) => (params as { id: string }).id;

  app.get('/orders/:id/feedback', async (request) => {
    const actor = requireActor(request);
    return serialize(
      orderFeedbackSerializer,
      await findOwnFeedback(ctx, actor.accountId, orderIdOf(request.params)),
    );
  });

  app.post('/orders/:id/feedback', async (request, reply) => {
    const actor = requireRole(request, 'customer');
    const input = parseFeedback(request.body, false);
    const feedback = await giveFeedback(ctx, actor.accountId, orderIdOf(request.params), input);
    reply.status(201);
    return serialize(orderFeedbackSerializer, feedback);
  });

  app.patch('/orders/:id/feedback', async (request) => {
    const actor = requireRole(request, 'customer');
    const input = parseFeedback(request.body, true);
    return serialize(
      orderFeedbackSerializer,
      await changeFeedback(ctx, actor.accountId, orderIdOf(request.params), input),
    );
  });
}
