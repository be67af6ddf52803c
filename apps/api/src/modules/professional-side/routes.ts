import { agendaQuery, anyBody, jsonApiBody, noQuery, professionalOrderParams } from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import { parseFilters, serialize } from '../../lib/jsonapi';
import type { ZodTypeProvider } from '../../lib/wire';
import { agendaRange, checkIn, checkOut, readAgenda, readOwnOrder } from './agenda';
import { professionalAuthRoutes, requireProfessional } from './auth';
import { declineOrder } from './decline';
import { ownFeedbackRoutes } from './feedbacks';
import { registerProfessionalNotifications } from './notifications';
import { declareWilling, listOffers } from './offers';
import { districtsOf, type SignedInProfessional, weeklyHoursOf } from './queries';
import { updateOwnAvailability } from './self-edit';
import { meSerializer, professionalOfferSerializer, professionalOrderSerializer } from './serializers';
import { PROFESSIONAL_SIGNUP_LIMIT, registerProfessional, registrationDistricts } from './signup';

/**
 * The professional side's API (issue #12): its own sign-in, the professional's profile, open offers, the
 * agenda and the job flow. Every `/professional/*` endpoint but the sign-in is the professional's only:
 * 401 signed out, 403 for customers and operators; another professional's order or offer answers 404.
 */
export async function professionalSideRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  registerProfessionalNotifications(ctx);
  await instance.register(professionalAuthRoutes);
  await instance.register(ownFeedbackRoutes);

  const meDocument = async (me: SignedInProfessional) => {
    const [districts, weeklyHours] = await Promise.all([
      districtsOf(ctx.db, me.professional.id),
      weeklyHoursOf(ctx.db, me.professional.id),
    ]);
    return serialize(meSerializer, { ...me, districts, weeklyHours });
  };

  app.get('/professional/me', { schema: { querystring: noQuery } }, async (request) =>
    meDocument(await requireProfessional(ctx, request)),
  );

  /** Self sign-up (`/profissional/cadastro`): open signed out, rate-limited like the customer's sign-up. */
  app.post(
    '/professional/registration',
    { schema: { body: jsonApiBody }, config: { limit: PROFESSIONAL_SIGNUP_LIMIT } },
    async (request, reply) => {
      const created = await registerProfessional(ctx, request.body);
      reply.status(201);
      return { data: { type: 'professionals', id: created.id, attributes: { validation: 'registered' } } };
    },
  );

  app.get('/professional/registration/districts', { schema: { querystring: noQuery } }, async () => ({
    data: (await registrationDistricts(ctx)).map((d) => ({
      type: 'districts',
      id: d.id,
      attributes: { display_name: d.displayName, city: d.city },
    })),
  }));

  /** The professional's own weekly hours and districts, on the operator form's rules. */
  app.patch('/professional/me', { schema: { body: jsonApiBody } }, async (request) => {
    const me = await requireProfessional(ctx, request);
    await updateOwnAvailability(ctx, me, request.body);
    return meDocument(await requireProfessional(ctx, request));
  });

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
