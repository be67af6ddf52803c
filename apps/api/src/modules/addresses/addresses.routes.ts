import { addressIncludeQuery, addressListQuery, addressParams, jsonApiBody } from '@brilho/domain/contract';
import { addressCreateAttributes, addressEdit } from '@brilho/domain/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Address } from '../../db/schema';
import { requireActor } from '../../lib/auth';
import { attributesOf, parseWith, relationshipId, relationshipRef } from '../../lib/body';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { includeParam, listPath, paginationOf, serialize } from '../../lib/jsonapi';
import { readPage } from '../../lib/page';
import type { ZodTypeProvider } from '../../lib/wire';
import { findOwnAddress, listOwnAddresses, loadAddressable, withAddressRelations } from './queries';
import { addressSerializer } from './serializers';
import { ADDRESS_NOT_FOUND, createAddress, deleteAddress, updateAddress } from './service';

/** The spec's address list page size. */
export const ADDRESSES_PAGE_SIZE = 25;

/** PATCH changes what the edit modal shows; anything else sent is ignored (zod drops unknown keys). */
const addressPatch = addressEdit.partial();

const includeOf = (request: FastifyRequest) => includeParam(request.query);

/** The caller's own addresses: someone else's id answers 404 like a missing one. */
export async function addressesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  const document = async (request: FastifyRequest, accountId: string, address: Address) => {
    const include = includeOf(request);
    const [view] = await withAddressRelations(ctx, [address], include, () => loadAddressable(ctx, accountId));
    return serialize(addressSerializer, view!, { include });
  };

  app.get('/addresses', { schema: { querystring: addressListQuery } }, async (request) => {
    const actor = requireActor(request);
    const page = readPage(request.query, ADDRESSES_PAGE_SIZE);
    const listed = await listOwnAddresses(ctx, actor.accountId, page);
    const include = includeOf(request);
    const rows = await withAddressRelations(ctx, listed.rows, include, () =>
      loadAddressable(ctx, actor.accountId),
    );
    return serialize(addressSerializer, rows, {
      include,
      ...paginationOf(page, listed.total, listPath(request.url)),
    });
  });

  app.get(
    '/addresses/:id',
    { schema: { params: addressParams, querystring: addressIncludeQuery } },
    async (request) => {
      const actor = requireActor(request);
      const { id } = request.params;
      const address = isUuid(id) ? await findOwnAddress(ctx, actor.accountId, id) : null;
      if (!address) throw new ApiError(404, ADDRESS_NOT_FOUND);
      return document(request, actor.accountId, address);
    },
  );

  app.post(
    '/addresses',
    { schema: { querystring: addressIncludeQuery, body: jsonApiBody } },
    async (request, reply) => {
      const actor = requireActor(request);
      const input = parseWith(addressCreateAttributes, attributesOf(request.body));
      const address = await createAddress(ctx, actor.accountId, input, {
        district: relationshipId(request.body, 'district'),
        addressable: relationshipRef(request.body, 'addressable'),
      });
      reply.status(201);
      return document(request, actor.accountId, address);
    },
  );

  app.patch(
    '/addresses/:id',
    { schema: { params: addressParams, querystring: addressIncludeQuery, body: jsonApiBody } },
    async (request) => {
      const actor = requireActor(request);
      const { id } = request.params;
      const patch = parseWith(addressPatch, attributesOf(request.body));
      const address = await updateAddress(ctx, actor.accountId, id, patch);
      return document(request, actor.accountId, address);
    },
  );

  app.delete('/addresses/:id', { schema: { params: addressParams } }, async (request, reply) => {
    const actor = requireActor(request);
    const { id } = request.params;
    await deleteAddress(ctx, actor.accountId, id);
    return reply.status(204).send();
  });
}
