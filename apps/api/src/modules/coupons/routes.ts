import { couponMessages } from '@brilho/domain';
import {
  couponIncludeQuery,
  couponParams,
  couponRestrictionsQuery,
  couponSearchQuery,
} from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../lib/auth';
import { includeParam, parseFilters, serialize } from '../../lib/jsonapi';
import type { ZodTypeProvider } from '../../lib/wire';
import { couponConsoleRoutes } from './console.routes';
import { requiredQueryValue } from './params';
import { couponCheckSerializer, couponSerializer } from './serializers';
import { checkCouponOnOrder, couponsNamed, liveCoupon, withCouponRelations } from './service';

/** Coupons (coupon rules, the order and coupon calls): looked up by name, then checked against an order by id. */
export async function couponRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  // The operator console's coupons (operator only).
  await instance.register(couponConsoleRoutes);

  // Not found is an empty list: the web then shows 'O cupom informado não existe!'.
  app.get('/coupons', { schema: { querystring: couponSearchQuery } }, async (request) => {
    requireActor(request);
    const include = includeParam(request.query);
    const found = await couponsNamed(ctx, parseFilters(request.query).name, include);
    return serialize(couponSerializer, found, { include, meta: { record_count: found.length } });
  });

  const couponNotFound = { config: { notFound: couponMessages.notFound } };

  app.get(
    '/coupons/:id',
    { ...couponNotFound, schema: { params: couponParams, querystring: couponIncludeQuery } },
    async (request) => {
      requireActor(request);
      const { id } = request.params;
      const include = includeParam(request.query);
      const [coupon] = await withCouponRelations(ctx, [await liveCoupon(ctx, id)], include);
      return serialize(couponSerializer, coupon!, { include });
    },
  );

  app.get(
    '/coupons/:id/check-coupon-restrictions',
    { ...couponNotFound, schema: { params: couponParams, querystring: couponRestrictionsQuery } },
    async (request) => {
      const actor = requireActor(request);
      const { id } = request.params;
      const orderId = requiredQueryValue(request.query, 'order_id');
      return serialize(couponCheckSerializer, await checkCouponOnOrder(ctx, actor.accountId, id, orderId));
    },
  );
}
