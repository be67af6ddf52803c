import { PROFESSIONAL_SEARCH_PAGE_LIMIT } from '@brilho/domain';
import { professionalIncludeQuery, professionalListQuery, professionalParams } from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../lib/auth';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { listPath, paginationOf, parseFilters, serialize } from '../../lib/jsonapi';
import { readPage } from '../../lib/page';
import type { ZodTypeProvider } from '../../lib/wire';
import { REQUEST_TEXTS } from '../../words/errors';
import { PROFESSIONAL_TEXTS } from '../../words/professionals';
import { findOfferable, latestFeedback, listOfferable, loadProfessionals } from './queries';
import {
  PROFILE_INCLUDE,
  professionalMetaSerializer,
  professionalSerializer,
  professionalsDocument,
} from './serializers';

export const PROFESSIONAL_NOT_FOUND = PROFESSIONAL_TEXTS.notFound;

/** The professional's card as a customer may see it: offerable only, else 404 (never "exists but hidden"). */
async function loadShown(app: FastifyInstance, id: string) {
  if (!isUuid(id) || !(await findOfferable(app.ctx, id))) throw new ApiError(404, PROFESSIONAL_NOT_FOUND);
  const [view] = await loadProfessionals(app.ctx, [id]);
  return view!;
}

export async function professionalsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get('/professionals', { schema: { querystring: professionalListQuery } }, async (request) => {
    requireActor(request);
    const query = request.query;
    const page = readPage(query, PROFESSIONAL_SEARCH_PAGE_LIMIT, 100);
    const districtId = parseFilters(query).district_id;
    if (districtId !== undefined && !isUuid(districtId))
      throw new ApiError(422, REQUEST_TEXTS.badId, { parameter: 'filter[district_id]' });
    const found = await listOfferable(ctx, {
      ...(districtId ? { districtId } : {}),
      limit: page.size,
      offset: page.offset,
    });
    const pagination = paginationOf(page, found.total, listPath(request.url));
    return professionalsDocument(
      { professionals: await loadProfessionals(ctx, found.ids), total: found.total },
      query.include,
      { meta: pagination.meta ?? {}, ...(pagination.links ? { links: pagination.links } : {}) },
    );
  });

  app.get(
    '/professionals/:id',
    { schema: { params: professionalParams, querystring: professionalIncludeQuery } },
    async (request) => {
      requireActor(request);
      const { id } = request.params;
      const view = await loadShown(app, id);
      const include = request.query.include;
      return serialize(
        professionalSerializer,
        { ...view, latestFeedback: await latestFeedback(ctx, id) },
        { include: typeof include === 'string' ? include : PROFILE_INCLUDE },
      );
    },
  );

  // The public profile page (/pesquisa/profissionais/{id}) is open signed out: no requireActor here.
  app.get('/professionals/meta/:id', { schema: { params: professionalParams } }, async (request) => {
    const { id } = request.params;
    return serialize(professionalMetaSerializer, await loadShown(app, id));
  });
}
