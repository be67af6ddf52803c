import { capitalizeWords } from '@brilho/domain';
import { accountIncludeQuery, accountParams, jsonApiBody } from '@brilho/domain/contract';
import { birthdate, mobilePhone } from '@brilho/domain/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accounts, phones, profiles } from '../../db/schema';
import { requireActor } from '../../lib/auth';
import { attributesOf, parseWith } from '../../lib/body';
import { ApiError } from '../../lib/errors';
import { includeParam, serialize } from '../../lib/jsonapi';
import type { ZodTypeProvider } from '../../lib/wire';
import { ERROR_TEXTS, REQUEST_TEXTS } from '../../words/errors';
import { loadAccountView } from './queries';
import { assertOwnAccount } from './registration';
import { accountSerializer, phoneSerializer, profileSerializer } from './serializers';

const REQUIRED = REQUEST_TEXTS.required;
const name = z
  .string({ error: REQUIRED })
  .trim()
  .min(2, 'Deve ter ao menos 2 caracteres')
  .max(255)
  .transform(capitalizeWords);

const accountPatch = z.object({ first_name: name.optional(), last_name: name.optional() });
const profilePatch = z.object({
  city_name: name.optional(),
  state_name: z
    .string()
    .trim()
    .length(2, 'A UF deve ter 2 letras')
    .transform((v) => v.toUpperCase())
    .optional(),
  profile_picture: z.url().nullish(),
  birthdate: birthdate.optional(),
});

const NOT_FOUND = ERROR_TEXTS.notFound;

export async function accountsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/accounts/:id',
    { schema: { params: accountParams, querystring: accountIncludeQuery } },
    async (request) => {
      const actor = requireActor(request);
      const { id } = request.params;
      assertOwnAccount(actor.accountId, id);
      const view = await loadAccountView(ctx, id);
      if (!view) throw new ApiError(404, NOT_FOUND);
      return serialize(accountSerializer, view, { include: includeParam(request.query) });
    },
  );

  app.patch('/accounts/:id', { schema: { params: accountParams, body: jsonApiBody } }, async (request) => {
    const actor = requireActor(request);
    const { id } = request.params;
    assertOwnAccount(actor.accountId, id);
    const patch = parseWith(accountPatch, attributesOf(request.body));
    await ctx.db
      .update(accounts)
      .set({
        ...(patch.first_name ? { firstName: patch.first_name } : {}),
        ...(patch.last_name ? { lastName: patch.last_name } : {}),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(accounts.id, id));
    await ctx.events.publish({ channel: 'AccountChannel', key: id, data: { to_state: 'updated' } });
    return serialize(accountSerializer, (await loadAccountView(ctx, id))!);
  });

  app.patch('/profiles/:id', { schema: { params: accountParams, body: jsonApiBody } }, async (request) => {
    const actor = requireActor(request);
    const { id } = request.params;
    const patch = parseWith(profilePatch, attributesOf(request.body));
    const [updated] = await ctx.db
      .update(profiles)
      .set({
        ...(patch.city_name !== undefined ? { cityName: patch.city_name } : {}),
        ...(patch.state_name !== undefined ? { stateName: patch.state_name } : {}),
        ...(patch.profile_picture !== undefined ? { profilePicture: patch.profile_picture } : {}),
        ...(patch.birthdate !== undefined ? { birthdate: patch.birthdate } : {}),
        updatedAt: ctx.clock.now(),
      })
      .where(and(eq(profiles.id, id), eq(profiles.accountId, actor.accountId)))
      .returning();
    if (!updated) throw new ApiError(404, NOT_FOUND);
    await ctx.events.publish({
      channel: 'AccountChannel',
      key: actor.accountId,
      data: { to_state: 'updated' },
    });
    return serialize(profileSerializer, updated);
  });

  app.post('/phones', { schema: { body: jsonApiBody } }, async (request, reply) => {
    const actor = requireActor(request);
    const attributes = attributesOf(request.body);
    const phone = parseWith(
      mobilePhone,
      'phone' in attributes ? attributes.phone : attributes,
      '/data/attributes/number',
    );
    const [created] = await ctx.db
      .insert(phones)
      .values({
        accountId: actor.accountId,
        countryCode: phone.country_code,
        areaCode: phone.area_code,
        number: phone.number,
      })
      .returning();
    await ctx.events.publish({
      channel: 'AccountChannel',
      key: actor.accountId,
      data: { to_state: 'updated' },
    });
    reply.status(201);
    return serialize(phoneSerializer, created!);
  });

  app.patch('/phones/:id', { schema: { params: accountParams, body: jsonApiBody } }, async (request) => {
    const actor = requireActor(request);
    const { id } = request.params;
    const attributes = attributesOf(request.body);
    const phone = parseWith(
      mobilePhone,
      'phone' in attributes ? attributes.phone : attributes,
      '/data/attributes/number',
    );
    const [updated] = await ctx.db
      .update(phones)
      .set({ countryCode: phone.country_code, areaCode: phone.area_code, number: phone.number })
      .where(and(eq(phones.id, id), eq(phones.accountId, actor.accountId)))
      .returning();
    if (!updated) throw new ApiError(404, NOT_FOUND);
    await ctx.events.publish({
      channel: 'AccountChannel',
      key: actor.accountId,
      data: { to_state: 'updated' },
    });
    return serialize(phoneSerializer, updated);
  });
}
