import {
  couponCheckQuery,
  jsonApiBody,
  orderListQuery as listQuery,
  noQuery,
  orderIncludeQuery,
  orderParams,
} from '@brilho/domain/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Order } from '../../db/schema';
import { requireActor, requireRole } from '../../lib/auth';
import { crashPoint } from '../../lib/crash-points';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { includeParam, listPath, paginationOf, serialize } from '../../lib/jsonapi';
import type { ZodTypeProvider } from '../../lib/wire';
import { ORDER_BODY_TEXTS } from '../../words/orders';
import { checkCouponOnOrder, couponCheckSerializer, ORDER_NOT_FOUND, requiredQueryValue } from '../coupons';
import { parseOrderCreate, parseOrderPatch } from './body';
import { createOrder } from './booking';
import { currentProductsPricing } from './booking.queries';
import { changeOrder } from './changes';
import { isCacheableHistory, orderHistoryCache } from './history-cache';
import { orderListQuery } from './params';
import { findOwnOrder, listOwnOrders } from './queries';
import { orderSerializer, productsPricingSerializer } from './serializers';
import { withOrderRelations } from './views';

/** Orders (order and coupon calls): the caller's own only; someone else's id answers 404 like a missing one. */
export async function ordersRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  const document = async (
    request: FastifyRequest,
    accountId: string,
    order: Order,
    meta?: Record<string, unknown>,
  ) => {
    const include = includeParam(request.query);
    const [view] = await withOrderRelations(ctx, accountId, [order], include);
    return serialize(orderSerializer, view!, { include, ...(meta ? { meta } : {}) });
  };

  app.get('/orders/products-pricing', { schema: { querystring: noQuery } }, async (request) => {
    requireActor(request);
    const pricing = await currentProductsPricing(ctx.db);
    if (!pricing) throw new ApiError(404, ORDER_BODY_TEXTS.productsPriceNotFound);
    return serialize(productsPricingSerializer, pricing);
  });

  app.post('/orders', { schema: { body: jsonApiBody } }, async (request, reply) => {
    const actor = requireRole(request, 'customer');
    const created = await createOrder(ctx, actor, parseOrderCreate(request.body));
    crashPoint('after-order-commit');
    reply.status(201);
    return document(request, actor.accountId, created.order, {
      automatic_coupon_refusal: created.automaticCouponRefusal,
    });
  });

  const historyCache = orderHistoryCache(ctx.config.ORDER_HISTORY_CACHE_ENTRIES);
  app.get('/orders', { schema: { querystring: listQuery } }, async (request) => {
    const actor = requireActor(request);
    const query = orderListQuery(request.query);
    const include = includeParam(request.query);
    const page = async () => {
      const listed = await listOwnOrders(ctx, actor.accountId, query);
      const rows = await withOrderRelations(ctx, actor.accountId, listed.rows, include);
      return serialize(orderSerializer, rows, {
        include,
        ...paginationOf(query.page, listed.total, listPath(request.url)),
      });
    };
    // The history page the web asks for: served from the result cache while nothing it reads changed.
    return isCacheableHistory(include)
      ? historyCache.get(ctx, `${actor.accountId}\u0000${request.url}`, page)
      : page();
  });

  app.get(
    '/orders/:id',
    {
      schema: { params: orderParams, querystring: orderIncludeQuery },
      config: { notFound: ORDER_NOT_FOUND },
    },
    async (request) => {
      const actor = requireActor(request);
      const { id } = request.params;
      const order = isUuid(id) ? await findOwnOrder(ctx, actor.accountId, id) : null;
      if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
      return document(request, actor.accountId, order);
    },
  );

  app.patch('/orders/:id', { schema: { params: orderParams, body: jsonApiBody } }, async (request) => {
    const actor = requireActor(request);
    const { id } = request.params;
    const order = await changeOrder(ctx, actor.accountId, id, parseOrderPatch(request.body));
    return document(request, actor.accountId, order);
  });

  app.get(
    '/orders/:id/check-if-coupon-applies',
    { schema: { params: orderParams, querystring: couponCheckQuery } },
    async (request) => {
      const actor = requireActor(request);
      const { id } = request.params;
      const couponId = requiredQueryValue(request.query, 'coupon_id');
      return serialize(couponCheckSerializer, await checkCouponOnOrder(ctx, actor.accountId, couponId, id));
    },
  );
}
