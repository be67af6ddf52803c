import { anyBody, consoleParams, jsonApiBody, operatorCouponListQuery } from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../lib/auth';
import { ApiError } from '../../lib/errors';
import { listPath, paginationOf, serialize } from '../../lib/jsonapi';
import { type ListSpec, readListQuery } from '../../lib/list-query';
import type { ZodTypeProvider } from '../../lib/wire';
import { COUPON_CONSOLE_TEXTS } from '../../words/coupons';
import { parseCouponCreate } from './console.body';
import { operatorCouponSerializer } from './console.serializers';
import {
  COUPON_DEFAULT_SORT,
  COUPON_SORTS,
  COUPON_TIE_BREAKER,
  createCoupon,
  disableCoupon,
  listOperatorCoupons,
} from './console.service';

const COUPON_LIST: ListSpec = {
  sorts: COUPON_SORTS,
  defaultSort: COUPON_DEFAULT_SORT,
  tieBreaker: COUPON_TIE_BREAKER,
  defaultSize: 25,
};

const badFilter = (parameter: string, detail: string) =>
  new ApiError(400, COUPON_CONSOLE_TEXTS.badFilter, { detail, parameter });

const text = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/**
 * The operator console's coupons ("Cupons"): list, create, disable. Operators only (403 customer,
 * 401 signed out, by lib/audiences.ts and each handler); every action writes its audit entry in its transaction.
 */
export async function couponConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get('/operator/coupons', { schema: { querystring: operatorCouponListQuery } }, async (request) => {
    requireRole(request, 'operator');
    const { page, search, orderBy, filters } = readListQuery(request.query, COUPON_LIST);
    const status = text(filters.status);
    if (status !== null && status !== 'active' && status !== 'disabled')
      throw badFilter('filter[status]', 'Use active ou disabled.');
    const listed = await listOperatorCoupons(ctx, {
      page,
      name: text(filters.name),
      search,
      status,
      orderBy,
    });
    return serialize(
      operatorCouponSerializer,
      listed.rows,
      paginationOf(page, listed.total, listPath(request.url)),
    );
  });

  app.post('/operator/coupons', { schema: { body: jsonApiBody } }, async (request, reply) => {
    const actor = requireRole(request, 'operator');
    const coupon = await createCoupon(ctx, actor, parseCouponCreate(request.body));
    reply.status(201);
    return serialize(operatorCouponSerializer, coupon);
  });

  app.post(
    '/operator/coupons/:id/disable',
    { schema: { params: consoleParams, body: anyBody } },
    async (request) => {
      const actor = requireRole(request, 'operator');
      const { id } = request.params;
      return serialize(operatorCouponSerializer, await disableCoupon(ctx, actor, id));
    },
  );
}
