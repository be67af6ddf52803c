import { addressIncludeQuery, customerParams } from '@brilho/domain/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireActor } from '../../lib/auth';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { type IncludeTree, includeParam, serialize } from '../../lib/jsonapi';
import type { ZodTypeProvider } from '../../lib/wire';
import { ERROR_TEXTS } from '../../words/errors';
import { allOwnAddresses, findOwnLegal, findOwnPhysical, withAddressRelations } from './queries';
import type { AddressView } from './serializers';
import { legalWithAddressesSerializer, physicalWithAddressesSerializer } from './serializers';

const NOT_FOUND = ERROR_TEXTS.notFound;

const includeOf = (request: FastifyRequest) => includeParam(request.query);

/**
 * `GET /physicals/{id}` and `/legals/{id}`: the caller's own customer record and, when `include` asks,
 * their addresses (newest first, deleted ones left out) with districts, cities and pricing.
 */
export async function customerRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  const addressesFor = async (
    accountId: string,
    include: IncludeTree,
    owner: () => AddressView['addressable'],
  ): Promise<AddressView[] | undefined> => {
    if (!include.addresses) return undefined;
    const rows = await allOwnAddresses(ctx, accountId);
    return withAddressRelations(ctx, rows, include.addresses, async () => owner() ?? null);
  };

  app.get(
    '/physicals/:id',
    { schema: { params: customerParams, querystring: addressIncludeQuery } },
    async (request) => {
      const actor = requireActor(request);
      const { id } = request.params;
      const physical = isUuid(id) ? await findOwnPhysical(ctx, actor.accountId, id) : null;
      if (!physical) throw new ApiError(404, NOT_FOUND);
      const include = includeOf(request);
      const addresses = await addressesFor(actor.accountId, include, () => ({ type: 'physicals', physical }));
      return serialize(physicalWithAddressesSerializer, { ...physical, addresses }, { include });
    },
  );

  app.get(
    '/legals/:id',
    { schema: { params: customerParams, querystring: addressIncludeQuery } },
    async (request) => {
      const actor = requireActor(request);
      const { id } = request.params;
      const legal = isUuid(id) ? await findOwnLegal(ctx, actor.accountId, id) : null;
      if (!legal) throw new ApiError(404, NOT_FOUND);
      const include = includeOf(request);
      const addresses = await addressesFor(actor.accountId, include, () => ({ type: 'legals', legal }));
      return serialize(legalWithAddressesSerializer, { ...legal, addresses }, { include });
    },
  );
}
