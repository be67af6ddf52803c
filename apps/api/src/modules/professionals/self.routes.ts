import { jsonApiBody, noQuery } from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serialize } from '../../lib/jsonapi';
import type { ZodTypeProvider } from '../../lib/wire';
import { requireProfessional, type SignedInProfessional } from '../professional-side';
import { districtsOf, weeklyHoursOf } from './self.queries';
import { meSerializer } from './self.serializers';
import { updateOwnAvailability } from './self-edit';
import { PROFESSIONAL_SIGNUP_LIMIT, registerProfessional, registrationDistricts } from './signup';

/**
 * The professional's own side of the professional aggregate: her self sign-up (open
 * signed out, rate-limited like the customer's) and her profile, read and edited (weekly hours and districts)
 * as the professional only. The professional side's other routes (offers, agenda, job flow) stay there.
 */
export async function professionalSelfRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

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
}
