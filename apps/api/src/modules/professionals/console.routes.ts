import {
  jsonApiBody,
  operatorProfessionalListQuery,
  personParams,
  professionalActionParams,
} from '@brilho/domain/contract';
import { professionalCreate, professionalPatch } from '@brilho/domain/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../../lib/auth';
import { attributesOf, parseWith } from '../../lib/body';
import { registerConsoleList } from '../../lib/console-list';
import { type CsvColumn, dateTimeForCsv } from '../../lib/csv';
import { ApiError } from '../../lib/errors';
import { listPath, paginationOf, serialize } from '../../lib/jsonapi';
import { type ListParams, type ListSpec, readListQuery } from '../../lib/list-query';
import type { ZodTypeProvider } from '../../lib/wire';
import { ERROR_TEXTS, REQUEST_TEXTS } from '../../words/errors';
import {
  PROFESSIONAL_CSV_HEADERS,
  PROFESSIONAL_STATUS_NAMES as STATUS_NAMES,
} from '../../words/professionals';
import {
  listProfessionalIds,
  loadOperatorProfessionals,
  PROFESSIONAL_DEFAULT_SORT,
  PROFESSIONAL_SORTS,
  PROFESSIONAL_TIE_BREAKER,
  type ProfessionalFilters,
} from './console.queries';
import {
  type OperatorProfessionalView,
  operatorProfessionalSerializer,
  professionalStatus,
} from './console.serializers';
import {
  actOnProfessional,
  createProfessional,
  PROFESSIONAL_ACTIONS,
  PROFESSIONAL_TEXTS,
  type ProfessionalAction,
  updateProfessional,
} from './console.service';

export const OPERATOR_PAGE_SIZE = 25;

const VALIDATIONS = ['registered', 'validated', 'refused'] as const;
const STANDINGS = ['blocked', 'suspended', 'active'] as const;
const PROFESSIONAL_LIST: ListSpec = {
  sorts: PROFESSIONAL_SORTS,
  defaultSort: PROFESSIONAL_DEFAULT_SORT,
  tieBreaker: PROFESSIONAL_TIE_BREAKER,
  defaultSize: OPERATOR_PAGE_SIZE,
};

/** The professionals export: the list's columns, one line per professional (rating in stars, 0–5). */
const PROFESSIONAL_CSV: CsvColumn<OperatorProfessionalView>[] = [
  { header: PROFESSIONAL_CSV_HEADERS.professional, value: (row) => row.id },
  {
    header: PROFESSIONAL_CSV_HEADERS.name,
    value: (row) => `${row.account.firstName} ${row.account.lastName}`.trim(),
  },
  { header: PROFESSIONAL_CSV_HEADERS.email, value: (row) => row.account.email },
  {
    header: PROFESSIONAL_CSV_HEADERS.phone,
    value: (row) => (row.phone ? `(${row.phone.areaCode}) ${row.phone.number}` : ''),
  },
  {
    header: PROFESSIONAL_CSV_HEADERS.standing,
    value: (row) => STATUS_NAMES[professionalStatus(row)] ?? professionalStatus(row),
  },
  {
    header: PROFESSIONAL_CSV_HEADERS.rating,
    value: (row) => (row.rating / 2000).toFixed(1).replace('.', ','),
  },
  { header: PROFESSIONAL_CSV_HEADERS.completed, value: (row) => row.completedOrdersCount },
  {
    header: PROFESSIONAL_CSV_HEADERS.districts,
    value: (row) => row.districts.map((d) => `${d.displayName} (${d.cityName})`).join(', '),
  },
  { header: PROFESSIONAL_CSV_HEADERS.createdAt, value: (row) => dateTimeForCsv(row.createdAt) },
  { header: PROFESSIONAL_CSV_HEADERS.validatedAt, value: (row) => dateTimeForCsv(row.validatedAt) },
];

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  parameter: string,
): T | undefined {
  if (value === undefined || value === '') return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw new ApiError(400, REQUEST_TEXTS.badFilter, { detail: `Aceitos: ${allowed.join(', ')}`, parameter });
  return value as T;
}

/** `data.relationships.districts.data` as ids; null when the body does not name the relationship. */
export function districtIdsOf(body: unknown): string[] | null {
  const rel = (body as { data?: { relationships?: { districts?: { data?: unknown } } } } | null)?.data
    ?.relationships?.districts;
  if (!rel) return null;
  if (!Array.isArray(rel.data))
    throw new ApiError(422, 'Informe uma lista de bairros', { pointer: '/data/relationships/districts' });
  return rel.data.map((item) => String((item as { id?: unknown }).id ?? ''));
}

const reasonBody = z.object({ reason: z.string().trim().max(500).optional() });

/**
 * Professionals in the console: the list and the validation queue under /operator, creating and
 * editing at the spec's `POST`/`PATCH /professionals`, and the actions under /operator/professionals/{id}.
 * `GET /professionals` stays the customers' list of offerable professionals.
 */
export async function operatorProfessionalRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  const one = async (id: string) => {
    const [view] = await loadOperatorProfessionals(ctx.db, [id], ctx.clock.now());
    if (!view) throw new ApiError(404, PROFESSIONAL_TEXTS.notFound);
    return view;
  };

  const listed = async (filters: ProfessionalFilters, params: ListParams) => {
    const found = await listProfessionalIds(ctx.db, filters, params.orderBy, params.page);
    return { rows: await loadOperatorProfessionals(ctx.db, found.ids, ctx.clock.now()), total: found.total };
  };

  const filtersOf = ({ search, filters }: ListParams): ProfessionalFilters => ({
    search: search ?? undefined,
    validation: oneOf(filters.validation, VALIDATIONS, 'filter[validation]'),
    standing: oneOf(filters.standing, STANDINGS, 'filter[standing]'),
  });

  const listDocument = async (request: FastifyRequest, filters: ProfessionalFilters, params: ListParams) => {
    const found = await listed(filters, params);
    return serialize(
      operatorProfessionalSerializer,
      found.rows,
      paginationOf(params.page, found.total, listPath(request.url)),
    );
  };

  registerConsoleList(instance, ctx.clock, {
    path: '/operator/professionals',
    querystring: operatorProfessionalListQuery,
    spec: PROFESSIONAL_LIST,
    rows: (params) => listed(filtersOf(params), params),
    serializer: operatorProfessionalSerializer,
    csv: { name: 'profissionais', columns: PROFESSIONAL_CSV },
  });

  /** Registrations waiting, oldest first, each with its age in business hours (72 promised). */
  app.get(
    '/operator/professionals/validation-queue',
    { schema: { querystring: operatorProfessionalListQuery } },
    async (request) => {
      requireRole(request, 'operator');
      const params = readListQuery(request.query, { ...PROFESSIONAL_LIST, defaultSort: 'created_at' });
      return listDocument(request, { validation: 'registered' }, params);
    },
  );

  app.get('/operator/professionals/:id', { schema: { params: personParams } }, async (request) => {
    requireRole(request, 'operator');
    const { id } = request.params;
    return serialize(operatorProfessionalSerializer, await one(id));
  });

  app.post('/professionals', { schema: { body: jsonApiBody } }, async (request, reply) => {
    const actor = requireRole(request, 'operator');
    const input = parseWith(professionalCreate, attributesOf(request.body));
    const created = await createProfessional(ctx, actor, input, districtIdsOf(request.body));
    reply.status(201);
    return {
      ...serialize(operatorProfessionalSerializer, await one(created.id)),
      // Shown once to the operator, who hands it to the professional; never stored in clear.
      meta: { temporary_password: created.password },
    };
  });

  const patchProfessional = async (request: FastifyRequest, id: string) => {
    const actor = requireRole(request, 'operator');
    const input = parseWith(professionalPatch, attributesOf(request.body));
    await updateProfessional(ctx, actor, id, input, districtIdsOf(request.body));
    return serialize(operatorProfessionalSerializer, await one(id));
  };
  app.patch('/professionals/:id', { schema: { params: personParams, body: jsonApiBody } }, async (request) =>
    patchProfessional(request, request.params.id),
  );
  // The spec's `PATCH /professionals`: the JSON:API body names the professional (`data.id`).
  app.patch('/professionals', { schema: { body: jsonApiBody } }, async (request) => {
    requireRole(request, 'operator');
    const id = request.body?.data?.id;
    if (typeof id !== 'string' || id === '')
      throw new ApiError(422, REQUEST_TEXTS.required, { pointer: '/data/id' });
    return patchProfessional(request, id);
  });

  app.post(
    '/operator/professionals/:id/:action',
    { schema: { params: professionalActionParams, body: jsonApiBody } },
    async (request) => {
      const actor = requireRole(request, 'operator');
      const { id, action } = request.params;
      if (!(PROFESSIONAL_ACTIONS as readonly string[]).includes(action))
        throw new ApiError(404, ERROR_TEXTS.notFound);
      const { reason } = parseWith(reasonBody, attributesOf(request.body ?? {}));
      await actOnProfessional(ctx, actor, id, action as ProfessionalAction, reason || null);
      return serialize(operatorProfessionalSerializer, await one(id));
    },
  );
}
