import {
  jsonApiBody,
  offerIncludeQuery,
  offerParams,
  willingProfessionalsQuery,
} from '@brilho/domain/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRole } from '../../lib/auth';
import { requiredRelationshipId } from '../../lib/body';
import { ApiError } from '../../lib/errors';
import { includeParam, parseFilters, serialize } from '../../lib/jsonapi';
import type { ZodTypeProvider } from '../../lib/wire';
import { ERROR_TEXTS } from '../../words/errors';
import { orderSerializer, withOrderRelations } from '../orders';
import { CARD_INCLUDE, loadProfessionals, professionalsDocument } from '../professionals';
import { parseKey, parseOfferCreate } from './body';
import { willingIds } from './queries';
import { type OfferView, offerSerializer, willingSerializer } from './serializers';
import { cancelOffer, convertOffer, createOffer, findVisibleOffer, readOwnOffer } from './service';
import { recordWilling } from './willing';

/** Unless the request names its includes: the willing professionals as the scheduler's cards show them. */
const OFFER_INCLUDE = [
  'willing_professionals',
  ...CARD_INCLUDE.split(',').map((p) => `willing_professionals.${p}`),
].join(',');

const offerDocument = (request: FastifyRequest, offer: OfferView) => {
  const query: unknown = request.query;
  const asked = query && typeof query === 'object' && 'include' in query ? query.include : undefined;
  return serialize(offerSerializer, offer, { include: typeof asked === 'string' ? asked : OFFER_INCLUDE });
};

/** Cleaning offers (professional and offer calls); creating, reading, converting and cancelling are the customer's. */
export async function offerModuleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.post(
    '/order-offers',
    { schema: { querystring: offerIncludeQuery, body: jsonApiBody } },
    async (request, reply) => {
      const actor = requireRole(request, 'customer');
      const offer = await createOffer(ctx, actor, parseOfferCreate(request.body));
      reply.status(201);
      return offerDocument(request, offer);
    },
  );

  app.get(
    '/order-offers/open/:id',
    { schema: { params: offerParams, querystring: offerIncludeQuery } },
    async (request) => {
      const actor = requireRole(request, 'customer');
      const { id } = request.params;
      return offerDocument(request, await readOwnOffer(ctx, actor, id));
    },
  );

  app.get(
    '/finders/order-offers/willing_professionals',
    { schema: { querystring: willingProfessionalsQuery } },
    async (request) => {
      const actor = requireRole(request, 'customer', 'operator');
      const offerId = parseFilters(request.query).order_offer_id;
      if (!offerId)
        throw new ApiError(400, ERROR_TEXTS.badRequest, {
          detail: 'Informe filter[order_offer_id].',
          parameter: 'filter[order_offer_id]',
        });
      const offer = await findVisibleOffer(ctx, actor, offerId);
      const professionals = await loadProfessionals(ctx, await willingIds(ctx.db, offer.id));
      return professionalsDocument({ professionals, total: professionals.length }, request.query.include);
    },
  );

  app.post('/order-offers/willing', { schema: { body: jsonApiBody } }, async (request, reply) => {
    const actor = requireRole(request, 'professional', 'operator');
    const willing = await recordWilling(ctx, actor, request.body);
    reply.status(201);
    return serialize(willingSerializer, willing);
  });

  app.post(
    '/order-offers/create-order',
    { schema: { querystring: offerIncludeQuery, body: jsonApiBody } },
    async (request, reply) => {
      const actor = requireRole(request, 'customer');
      const input = {
        key: parseKey(request.body),
        professionalId: requiredRelationshipId(request.body, 'professional'),
      };
      // The order's 1200 s payment window is queued with it, inside the conversion's transaction.
      const created = await convertOffer(ctx, actor, input);
      const include = includeParam(request.query);
      const [view] = await withOrderRelations(ctx, actor.accountId, [created.order], include);
      reply.status(201);
      return serialize(orderSerializer, view!, {
        include,
        meta: { automatic_coupon_refusal: created.automaticCouponRefusal },
      });
    },
  );

  app.post(
    '/order-offers/delete-offer',
    { schema: { querystring: offerIncludeQuery, body: jsonApiBody } },
    async (request) => {
      const actor = requireRole(request, 'customer');
      return offerDocument(request, await cancelOffer(ctx, actor, parseKey(request.body)));
    },
  );
}
