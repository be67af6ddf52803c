import { agendaQuery, anyBody, noQuery, professionalOrderParams } from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import { parseFilters, serialize } from '../../lib/jsonapi';
import type { ZodTypeProvider } from '../../lib/wire';
import { agendaRange, checkIn, checkOut, readAgenda, readOwnOrder } from './agenda';
import { professionalAuthRoutes, requireProfessional } from './auth';
import { declineOrder } from './decline';
import { ownFeedbackRoutes } from './feedbacks';
import { registerProfessionalNotifications } from './notifications';
import { declareWilling, listOffers } from './offers';
import { professionalOfferSerializer, professionalOrderSerializer } from './serializers';

/**
 * The professional side's API: its own sign-in, open offers, the agenda and the job flow (her
 * profile and self sign-up are the professionals module's: professionals/self.routes.ts). Every
 * `/professional/*` endpoint but the sign-in is the professional's only: 401 signed out, 403 for customers and
 * operators; another professional's order or offer answers 404.
 */
export async function professionalSideRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  registerProfessionalNotifications(ctx);
  await instance.register(professionalAuthRoutes);
  await instance.register(ownFeedbackRoutes);

  app.post(
    '/professional/orders/:id/decline',
    { schema: { params: professionalOrderParams, body: anyBody } },
    async (request) => {
      const me = await requireProfessional(ctx, request);
      const { id } = request.params;
      const declined = await declineOrder(ctx, me, id);
      return { meta: { order_id: declined.orderId, ticket_id: declined.ticketId } };
    },
  );

  app.get('/professional/offers', { schema: { querystring: noQuery } }, async (request) => {
    const me = await requireProfessional(ctx, request);
    const offers = await listOffers(ctx, me.professional.id);
    return serialize(professionalOfferSerializer, offers, { meta: { now: ctx.clock.now().toISOString() } });
  });

  app.post(
    '/professional/offers/:id/willing',
    { schema: { params: professionalOrderParams, body: anyBody } },
    async (request) => {
      const me = await requireProfessional(ctx, request);
      const { id } = request.params;
      return serialize(professionalOfferSerializer, await declareWilling(ctx, me.professional.id, id));
    },
  );

  app.get('/professional/agenda', { schema: { querystring: agendaQuery } }, async (request) => {
    const me = await requireProfessional(ctx, request);
    const now = ctx.clock.now();
    const days = agendaRange(parseFilters(request.query), now);
    return serialize(professionalOrderSerializer, await readAgenda(ctx, me.professional.id, days), {
      meta: { now: now.toISOString(), from: days.from, to: days.to },
    });
  });

  app.get('/professional/orders/:id', { schema: { params: professionalOrderParams } }, async (request) => {
    const me = await requireProfessional(ctx, request);
    const { id } = request.params;
    return serialize(professionalOrderSerializer, await readOwnOrder(ctx, me.professional.id, id));
  });

  app.post(
    '/professional/orders/:id/check-in',
    { schema: { params: professionalOrderParams, body: anyBody } },
    async (request) => {
      const me = await requireProfessional(ctx, request);
      const { id } = request.params;
      return serialize(professionalOrderSerializer, await checkIn(ctx, me.professional.id, id));
    },
  );

  app.post(
    '/professional/orders/:id/check-out',
    { schema: { params: professionalOrderParams, body: anyBody } },
    async (request) => {
      const me = await requireProfessional(ctx, request);
      const { id } = request.params;
      return serialize(professionalOrderSerializer, await checkOut(ctx, me.professional.id, id));
    },
  );
}
