import { jsonApiBody, preferenceParams, preferenceQuery } from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../lib/auth';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { includeParam, parseFilters, serialize } from '../../lib/jsonapi';
import type { ZodTypeProvider } from '../../lib/wire';
import { PREFERENCE_TEXTS } from '../../words/orders';
import {
  answerPreference,
  parsePreference,
  withFieldRelations,
  withOptionRelations,
  withPreferenceRelations,
} from './preferences';
import { fieldsByIds, findOption, listFields, listOptions, listOwnPreferences } from './preferences.queries';
import {
  configurableFieldOptionSerializer,
  configurableFieldSerializer,
  orderHasPreferenceSerializer,
} from './preferences.serializers';

/** A `filter[…_id]` that is not a uuid names nothing: the list is empty. */
const namesNothing = (id: string | undefined) => id !== undefined && !isUuid(id);

/** Configurable fields, their options (readable by any signed-in user) and the caller's answers. */
export async function preferencesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get('/configurable-fields', { schema: { querystring: preferenceQuery } }, async (request) => {
    requireActor(request);
    const { model, key } = parseFilters(request.query);
    const include = includeParam(request.query);
    const fields = await withFieldRelations(ctx, await listFields(ctx, { model, key }), include);
    return serialize(configurableFieldSerializer, fields, { include, meta: { record_count: fields.length } });
  });

  app.get(
    '/configurable-fields/:id',
    { schema: { params: preferenceParams, querystring: preferenceQuery } },
    async (request) => {
      requireActor(request);
      const id = request.params.id;
      const [field] = isUuid(id) ? await fieldsByIds(ctx, [id]) : [];
      if (!field) throw new ApiError(404, PREFERENCE_TEXTS.fieldNotFound);
      const include = includeParam(request.query);
      const [view] = await withFieldRelations(ctx, [field], include);
      return serialize(configurableFieldSerializer, view!, { include });
    },
  );

  app.get('/configurable-field-options', { schema: { querystring: preferenceQuery } }, async (request) => {
    requireActor(request);
    const fieldId = parseFilters(request.query).configurable_field_id;
    const include = includeParam(request.query);
    const rows = namesNothing(fieldId) ? [] : await listOptions(ctx, fieldId ? [fieldId] : null);
    const options = await withOptionRelations(ctx, rows, include);
    return serialize(configurableFieldOptionSerializer, options, {
      include,
      meta: { record_count: options.length },
    });
  });

  app.get(
    '/configurable-field-options/:id',
    { schema: { params: preferenceParams, querystring: preferenceQuery } },
    async (request) => {
      requireActor(request);
      const id = request.params.id;
      const option = isUuid(id) ? await findOption(ctx, id) : null;
      if (!option) throw new ApiError(404, PREFERENCE_TEXTS.optionNotFound);
      const include = includeParam(request.query);
      const [view] = await withOptionRelations(ctx, [option], include);
      return serialize(configurableFieldOptionSerializer, view!, { include });
    },
  );

  app.post(
    '/order-has-preferences',
    { schema: { querystring: preferenceQuery, body: jsonApiBody } },
    async (request, reply) => {
      const actor = requireActor(request);
      const answered = await answerPreference(ctx, actor.accountId, parsePreference(request.body));
      const include = includeParam(request.query);
      const [view] = await withPreferenceRelations(ctx, [answered.preference], include);
      reply.status(answered.created ? 201 : 200);
      return serialize(orderHasPreferenceSerializer, view!, { include });
    },
  );

  app.get('/order-has-preferences', { schema: { querystring: preferenceQuery } }, async (request) => {
    const actor = requireActor(request);
    const filters = parseFilters(request.query);
    // The web sends `filter[order]` or `filter[order_id]`.
    const orderId = filters.order_id ?? filters.order;
    const fieldId = filters.configurable_field_id;
    const include = includeParam(request.query);
    const rows =
      namesNothing(orderId) || namesNothing(fieldId)
        ? []
        : await listOwnPreferences(ctx, actor.accountId, { orderId, fieldId });
    const preferences = await withPreferenceRelations(ctx, rows, include);
    return serialize(orderHasPreferenceSerializer, preferences, {
      include,
      meta: { record_count: preferences.length },
    });
  });

  app.get(
    '/order-has-preferences/:id',
    { schema: { params: preferenceParams, querystring: preferenceQuery } },
    async (request) => {
      const actor = requireActor(request);
      const id = request.params.id;
      const [preference] = isUuid(id) ? await listOwnPreferences(ctx, actor.accountId, { id }) : [];
      if (!preference) throw new ApiError(404, PREFERENCE_TEXTS.preferenceNotFound);
      const include = includeParam(request.query);
      const [view] = await withPreferenceRelations(ctx, [preference], include);
      return serialize(orderHasPreferenceSerializer, view!, { include });
    },
  );
}
