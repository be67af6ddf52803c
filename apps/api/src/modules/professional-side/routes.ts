import type { FastifyInstance } from 'fastify';
import { parseFilters, serialize } from '../../lib/jsonapi';
import { agendaRange, checkIn, checkOut, readAgenda, readOwnOrder } from './agenda';
import { professionalAuthRoutes, requireProfessional } from './auth';
import { registerProfessionalNotifications } from './notifications';
import { declareWilling, listOffers } from './offers';
import { districtsOf, weeklyHoursOf } from './queries';
import { meSerializer, professionalOfferSerializer, professionalOrderSerializer } from './serializers';

type Query = Record<string, unknown>;

/**
 * The professional side's API (issue #12): its own sign-in, the professional's profile, open offers, the
 * agenda and the job flow. Every `/professional/*` endpoint but the sign-in is the professional's only:
 * 401 signed out, 403 for customers and operators; another professional's order or offer answers 404.
 */
export async function professionalSideRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  registerProfessionalNotifications(ctx);
  await app.register(professionalAuthRoutes);

  app.get('/professional/me', async (request) => {
    const me = await requireProfessional(ctx, request);
    const [districts, weeklyHours] = await Promise.all([
      districtsOf(ctx.db, me.professional.id),
      weeklyHoursOf(ctx.db, me.professional.id),
    ]);
    return serialize(meSerializer, { ...me, districts, weeklyHours });
  });

  app.get('/professional/offers', async (request) => {
    const me = await requireProfessional(ctx, request);
    const offers = await listOffers(ctx, me.professional.id);
    return serialize(professionalOfferSerializer, offers, { meta: { now: ctx.clock.now().toISOString() } });
  });

  app.post('/professional/offers/:id/willing', async (request) => {
    const me = await requireProfessional(ctx, request);
    const { id } = request.params as { id: string };
    return serialize(professionalOfferSerializer, await declareWilling(ctx, me.professional.id, id));
  });

  app.get('/professional/agenda', async (request) => {
    const me = await requireProfessional(ctx, request);
    const now = ctx.clock.now();
    const days = agendaRange(parseFilters(request.query as Query), now);
    return serialize(professionalOrderSerializer, await readAgenda(ctx, me.professional.id, days), {
      meta: { now: now.toISOString(), from: days.from, to: days.to },
    });
  });

  app.get('/professional/orders/:id', async (request) => {
    const me = await requireProfessional(ctx, request);
    const { id } = request.params as { id: string };
    return serialize(professionalOrderSerializer, await readOwnOrder(ctx, me.professional.id, id));
  });

  app.post('/professional/orders/:id/check-in', async (request) => {
    const me = await requireProfessional(ctx, request);
    const { id } = request.params as { id: string };
    return serialize(professionalOrderSerializer, await checkIn(ctx, me.professional.id, id));
  });

  app.post('/professional/orders/:id/check-out', async (request) => {
    const me = await requireProfessional(ctx, request);
    const { id } = request.params as { id: string };
    return serialize(professionalOrderSerializer, await checkOut(ctx, me.professional.id, id));
  });
}
