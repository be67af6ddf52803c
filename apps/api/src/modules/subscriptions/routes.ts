import { SUBSCRIPTION_TEXTS } from '@brilho/domain';
import {
  anyBody,
  jsonApiBody,
  subscriptionListQuery as listQuery,
  subscriptionIncludeQuery,
  subscriptionParams,
} from '@brilho/domain/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireActor, requireRole } from '../../lib/auth';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { includeParam, listPath, paginationOf, serialize } from '../../lib/jsonapi';
import type { ZodTypeProvider } from '../../lib/wire';
import { actOnSubscription, type SubscriptionAction } from './operator';
import { cycleListQuery, subscriptionListQuery } from './params';
import { findOwnCycle, findSubscription, listOwnCycles, listSubscriptions } from './queries';
import { parseSubscriptionRequest, requestSubscription } from './request';
import { cycleSerializer, subscriptionSerializer } from './serializers';
import { withCycleRelations, withSubscriptionRelations } from './views';

/**
 * Subscriptions and cycles (wire contract in docs/decisions/0051-subscriptions-and-cycles-issue-9.md):
 * the customer's request, their subscriptions and cycles (their own only: another customer's cycle answers
 * 404 like a missing one), and the operator's accept / reject / pause / cancel.
 */
export async function subscriptionModuleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const serviceCtx = { ...ctx, log: app.log };

  /** One subscription as a document; `accountId` null: any customer's (the operator's answer). */
  const subscriptionDocument = async (request: FastifyRequest, accountId: string | null, id: string) => {
    const include = includeParam(request.query);
    const row = await findSubscription(ctx.db, id);
    const own = row && (accountId === null || row.customerId === accountId) ? [row] : [];
    const [view] = await withSubscriptionRelations(ctx, accountId ?? row?.customerId ?? '', own, include);
    if (!view) throw new ApiError(404, SUBSCRIPTION_TEXTS.subscriptionNotFound);
    return serialize(subscriptionSerializer, view, { include });
  };

  app.post('/subscription-requests', { schema: { body: jsonApiBody } }, async (request, reply) => {
    const actor = requireRole(request, 'customer');
    const subscription = await requestSubscription(serviceCtx, actor, parseSubscriptionRequest(request.body));
    reply.status(201);
    return subscriptionDocument(request, actor.accountId, subscription.id);
  });

  app.get('/subscriptions', { schema: { querystring: listQuery } }, async (request) => {
    const actor = requireActor(request);
    const query = subscriptionListQuery(request.query);
    const listed = await listSubscriptions(ctx, actor.accountId, query);
    const include = includeParam(request.query);
    const rows = await withSubscriptionRelations(ctx, actor.accountId, listed.rows, include);
    return serialize(subscriptionSerializer, rows, {
      include,
      ...paginationOf(query.page, listed.total, listPath(request.url)),
    });
  });

  app.get('/cycles', { schema: { querystring: listQuery } }, async (request) => {
    const actor = requireActor(request);
    const query = cycleListQuery(request.query);
    const listed = await listOwnCycles(ctx, actor.accountId, query);
    const include = includeParam(request.query);
    const rows = await withCycleRelations(ctx, actor.accountId, listed.rows, include);
    return serialize(cycleSerializer, rows, {
      include,
      ...paginationOf(query.page, listed.total, listPath(request.url)),
    });
  });

  app.get(
    '/cycles/:id',
    { schema: { params: subscriptionParams, querystring: subscriptionIncludeQuery } },
    async (request) => {
      const actor = requireActor(request);
      const { id } = request.params;
      const cycle = isUuid(id) ? await findOwnCycle(ctx, actor.accountId, id) : null;
      if (!cycle) throw new ApiError(404, SUBSCRIPTION_TEXTS.cycleNotFound);
      const include = includeParam(request.query);
      const [view] = await withCycleRelations(ctx, actor.accountId, [cycle], include);
      if (!view) throw new ApiError(404, SUBSCRIPTION_TEXTS.cycleNotFound);
      return serialize(cycleSerializer, view, { include });
    },
  );

  app.get('/operator/subscriptions', { schema: { querystring: listQuery } }, async (request) => {
    const actor = requireRole(request, 'operator');
    const query = subscriptionListQuery(request.query);
    const listed = await listSubscriptions(ctx, null, query);
    const include = includeParam(request.query, 'customer');
    const rows = await withSubscriptionRelations(ctx, actor.accountId, listed.rows, include);
    return serialize(subscriptionSerializer, rows, {
      include,
      ...paginationOf(query.page, listed.total, listPath(request.url)),
    });
  });

  for (const action of ['accept', 'reject', 'pause', 'cancel'] as const satisfies SubscriptionAction[]) {
    app.post(
      `/operator/subscriptions/:id/${action}`,
      { schema: { params: subscriptionParams, body: anyBody } },
      async (request) => {
        const actor = requireRole(request, 'operator');
        const { id } = request.params;
        const subscription = await actOnSubscription(ctx, actor, id, action);
        return subscriptionDocument(request, null, subscription.id);
      },
    );
  }
}
