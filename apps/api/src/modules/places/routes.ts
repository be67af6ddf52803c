import { messages } from '@brilho/domain';
import { jsonApiBody, placeListQuery, placeParams } from '@brilho/domain/contract';
import { cityAttributes, districtAttributes, searchable, stateAttributes } from '@brilho/domain/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cities, states } from '../../db/schema';
import { requireActor, requireRole } from '../../lib/auth';
import { attributesOf, parseWith, relationshipId } from '../../lib/body';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { includeParam, listPath, type Page, paginationOf, parseFilters, serialize } from '../../lib/jsonapi';
import { searchOf } from '../../lib/list-query';
import { readPage } from '../../lib/page';
import type { ZodTypeProvider } from '../../lib/wire';
import { REQUEST_TEXTS } from '../../words/errors';
import { PLACE_TEXTS } from '../../words/places';
import { audited } from '../audit';
import { placeEditRoutes } from './edit';
import {
  type CityFilters,
  districtsOfCity,
  findCity,
  type Listed,
  listCities,
  listStates,
  searchDistricts,
  withCityRelations,
  withDistrictRelations,
  withStateRelations,
} from './queries';
import { folded, orderByOf } from './search';
import { citySerializer, districtSerializer, stateSerializer } from './serializers';
import { createCity, createDistrict, createState } from './service';

export const PAGE_SIZE = 25;
/** District searches answer a city's worth of names on one page. */
export const DISTRICT_PAGE_SIZE = 100;
export const DISTRICT_SEARCH_MIN = 3;

type Query = Record<string, unknown>;

const includeOf = (request: FastifyRequest, always = '') => includeParam(request.query, always);

const pageDocument = (request: FastifyRequest, page: Page, listed: Listed<unknown>) =>
  paginationOf(page, listed.total, listPath(request.url));

const emptyList = { rows: [], total: 0 };

function booleanFilter(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new ApiError(400, REQUEST_TEXTS.badFilter, {
    detail: 'Use true ou false',
    parameter: `filter[${name}]`,
  });
}

function cityFiltersOf(query: Query): CityFilters | null {
  const filters = parseFilters(query);
  // A state id that is not a uuid names no state: the list is empty, not an error.
  if (filters.state_id !== undefined && !isUuid(filters.state_id)) return null;
  return {
    displayName: filters.display_name,
    active: booleanFilter(filters.active, 'active'),
    stateId: filters.state_id,
    search: searchOf(query) ?? undefined,
  };
}

function districtSearchOf(query: Query): { cityId?: string; name?: string } | null {
  const filters = parseFilters(query);
  const name = filters.display_name;
  if (name !== undefined && searchable(name).length < DISTRICT_SEARCH_MIN)
    throw new ApiError(422, messages.places.districtSearchMin, { parameter: 'filter[display_name]' });
  if (filters.city_id !== undefined && !isUuid(filters.city_id)) return null;
  return { cityId: filters.city_id, name };
}

/** States, cities and districts: read by anyone signed in, created by operators only. */
export async function placesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  // The operator's edits of states, cities and districts (operator only, audited).
  await instance.register(placeEditRoutes);

  app.get('/states', { schema: { querystring: placeListQuery } }, async (request) => {
    requireActor(request);
    const query = request.query;
    const page = readPage(query, PAGE_SIZE);
    const orderBy = orderByOf(
      query.sort,
      { display_name: folded(states.displayName), code: states.code },
      'display_name',
      states.id,
    );
    const listed = await listStates(ctx, page, orderBy, searchOf(query));
    const include = includeOf(request);
    return serialize(stateSerializer, await withStateRelations(ctx, listed.rows, include), {
      include,
      ...pageDocument(request, page, listed),
    });
  });

  app.post('/states', { schema: { body: jsonApiBody } }, async (request, reply) => {
    const actor = requireRole(request, 'operator');
    const input = parseWith(stateAttributes, attributesOf(request.body));
    const state = await audited(
      ctx,
      actor,
      (tx) => createState(tx, input, relationshipId(request.body, 'country')),
      (row) => ({ action: 'state.create', subjectType: 'states', subjectId: row.id, data: input }),
    );
    const include = includeOf(request);
    reply.status(201);
    return serialize(stateSerializer, (await withStateRelations(ctx, [state], include))[0]!, { include });
  });

  app.get('/cities', { schema: { querystring: placeListQuery } }, async (request) => {
    requireActor(request);
    const query = request.query;
    const page = readPage(query, PAGE_SIZE);
    const orderBy = orderByOf(
      query.sort,
      { display_name: folded(cities.displayName), code: cities.code },
      'display_name',
      cities.id,
    );
    const filters = cityFiltersOf(query);
    const listed = filters ? await listCities(ctx, filters, page, orderBy) : emptyList;
    const include = includeOf(request);
    return serialize(citySerializer, await withCityRelations(ctx, listed.rows, include), {
      include,
      ...pageDocument(request, page, listed),
    });
  });

  app.post('/cities', { schema: { body: jsonApiBody } }, async (request, reply) => {
    const actor = requireRole(request, 'operator');
    const input = parseWith(cityAttributes, attributesOf(request.body));
    const city = await audited(
      ctx,
      actor,
      (tx) => createCity(tx, input, relationshipId(request.body, 'state')),
      (row) => ({ action: 'city.create', subjectType: 'cities', subjectId: row.id, data: input }),
    );
    const include = includeOf(request);
    reply.status(201);
    return serialize(citySerializer, (await withCityRelations(ctx, [city], include))[0]!, { include });
  });

  app.get(
    '/cities/:id/districts',
    { schema: { params: placeParams, querystring: placeListQuery } },
    async (request) => {
      requireActor(request);
      const { id } = request.params;
      const city = isUuid(id) ? await findCity(ctx, id) : null;
      if (!city) throw new ApiError(404, PLACE_TEXTS.cityNotFound);
      const include = includeOf(request);
      const rows = await withDistrictRelations(ctx, await districtsOfCity(ctx, city.id), include);
      return serialize(districtSerializer, rows, { include });
    },
  );

  app.get('/districts', { schema: { querystring: placeListQuery } }, async (request) => {
    requireActor(request);
    const query = request.query;
    const page = readPage(query, DISTRICT_PAGE_SIZE);
    const search = districtSearchOf(query);
    const listed = search ? await searchDistricts(ctx, search, page) : emptyList;
    const include = includeOf(request);
    return serialize(districtSerializer, await withDistrictRelations(ctx, listed.rows, include), {
      include,
      ...pageDocument(request, page, listed),
    });
  });

  app.post('/districts', { schema: { body: jsonApiBody } }, async (request, reply) => {
    const actor = requireRole(request, 'operator');
    const input = parseWith(districtAttributes, attributesOf(request.body));
    const district = await audited(
      ctx,
      actor,
      (tx) => createDistrict(tx, input, relationshipId(request.body, 'city')),
      (row) => ({ action: 'district.create', subjectType: 'districts', subjectId: row.id, data: input }),
    );
    const include = includeOf(request, 'rating,pricing');
    reply.status(201);
    return serialize(districtSerializer, (await withDistrictRelations(ctx, [district], include))[0]!, {
      include,
    });
  });
}
