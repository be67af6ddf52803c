import { couponMessages } from '@brilho/domain';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../lib/auth';
import { includeParam, parseFilters, serialize } from '../../lib/jsonapi';
import { requiredQueryValue } from './params';
import { couponCheckSerializer, couponSerializer } from './serializers';
import { checkCouponOnOrder, couponsNamed, liveCoupon, withCouponRelations } from './service';

type Query = Record<string, unknown>;

/** Coupons (spec rules §5.9, §7.4): looked up by name, then checked against an order by id. */
export async function couponRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  // Not found is an empty list: the web then shows 'O cupom informado não existe!'.
  app.get('/coupons', async (request) => {
    requireActor(request);
    const include = includeParam(request.query);
    const found = await couponsNamed(ctx, parseFilters(request.query as Query).name, include);
    return serialize(couponSerializer, found, { include, meta: { record_count: found.length } });
  });

  const couponNotFound = { config: { notFound: couponMessages.notFound } };

  app.get('/coupons/:id', couponNotFound, async (request) => {
    requireActor(request);
    const { id } = request.params as { id: string };
    const include = includeParam(request.query);
    const [coupon] = await withCouponRelations(ctx, [await liveCoupon(ctx, id)], include);
    return serialize(couponSerializer, coupon!, { include });
  });

  app.get('/coupons/:id/check-coupon-restrictions', couponNotFound, async (request) => {
    const actor = requireActor(request);
    const { id } = request.params as { id: string };
    const orderId = requiredQueryValue(request, 'order_id');
    return serialize(couponCheckSerializer, await checkCouponOnOrder(ctx, actor.accountId, id, orderId));
  });
}
