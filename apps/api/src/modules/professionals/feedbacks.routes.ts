import { PAGE_SIZES } from '@brilho/domain';
import { feedbackListQuery } from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../lib/auth';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { listPath, parseFilters, serialize } from '../../lib/jsonapi';
import { readPage } from '../../lib/page';
import type { ZodTypeProvider } from '../../lib/wire';
import { REQUEST_TEXTS } from '../../words/errors';
import { feedbackBelongsTo, feedbackPage } from './queries';
import { feedbackSerializer } from './serializers';

const INVALID_CURSOR = REQUEST_TEXTS.badCursor;

/** `GET /feedbacks?filter[professional_id]=…`: newest first, cursor paged; the web hides 'Sem informação'. */
export async function feedbackRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get('/feedbacks', { schema: { querystring: feedbackListQuery } }, async (request) => {
    requireActor(request);
    const query = request.query;
    const professionalId = parseFilters(query).professional_id;
    if (!isUuid(professionalId))
      throw new ApiError(422, 'Informe o profissional', { parameter: 'filter[professional_id]' });
    const size = readPage(query, PAGE_SIZES.feedbacks, 50).size;
    const cursor = query['page[cursor]'];
    const after = typeof cursor === 'string' && cursor !== '' ? cursor : undefined;
    // The cursor is the last feedback of the previous page; one from another professional is no cursor.
    if (after !== undefined && (!isUuid(after) || !(await feedbackBelongsTo(ctx, after, professionalId))))
      throw new ApiError(400, INVALID_CURSOR, { parameter: 'page[cursor]' });
    const { items, hasMore } = await feedbackPage(ctx, { professionalId, size, ...(after ? { after } : {}) });
    const base = listPath(request.url);
    const next = hasMore
      ? `${base}${base.includes('?') ? '&' : '?'}page[size]=${size}&page[cursor]=${items.at(-1)!.id}`
      : null;
    return serialize(feedbackSerializer, items, { links: { next } });
  });
}
