import { availabilitySearchQuery, jsonApiBody } from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../lib/auth';
import { attributesOf } from '../../lib/body';
import { parseFilters } from '../../lib/jsonapi';
import type { ZodTypeProvider } from '../../lib/wire';
import { searchAvailable, searchByName } from './availability';
import {
  inBody,
  inFilter,
  inQuery,
  parseByDuration,
  parseByName,
  parseOffsetPage,
  parseSearch,
} from './params';
import { searchCache } from './search-cache';
import { professionalsDocument } from './serializers';

/** The scheduler's searches (professional and offer calls): who is free, for a slot, a duration, or by name. */
export async function availabilityRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  // One per app: results served while the database's availability version stands (decision 0113).
  const cache = searchCache(ctx.config.SEARCH_CACHE_ENTRIES);

  app.get(
    '/finders/professionals/available-by-district',
    { schema: { querystring: availabilitySearchQuery } },
    async (request) => {
      requireActor(request);
      const query = request.query;
      const params = parseSearch(parseFilters(query), inFilter);
      const page = await searchAvailable(ctx, params, parseOffsetPage(query), inFilter, cache);
      return professionalsDocument(page, query.include);
    },
  );

  app.post(
    '/professionals/available',
    { schema: { querystring: availabilitySearchQuery, body: jsonApiBody } },
    async (request) => {
      requireActor(request);
      const query = request.query;
      const params = parseSearch(attributesOf(request.body), inBody);
      const page = await searchAvailable(ctx, params, parseOffsetPage(query), inBody, cache);
      return professionalsDocument(page, query.include);
    },
  );

  // The suggestion search: for a day and a duration, who is free and at which start hours.
  app.post(
    '/professionals/available-by-duration',
    { schema: { querystring: availabilitySearchQuery, body: jsonApiBody } },
    async (request) => {
      requireActor(request);
      const query = request.query;
      const params = parseByDuration(attributesOf(request.body), inBody);
      const page = await searchAvailable(ctx, params, parseOffsetPage(query), inBody, cache);
      return professionalsDocument(page, query.include);
    },
  );

  app.get(
    '/queries/professionals/available-on-district-by-name',
    { schema: { querystring: availabilitySearchQuery } },
    async (request) => {
      requireActor(request);
      const query = request.query;
      const page = await searchByName(ctx, parseByName(query, inQuery), parseOffsetPage(query), cache);
      return professionalsDocument(page, query.include);
    },
  );
}
