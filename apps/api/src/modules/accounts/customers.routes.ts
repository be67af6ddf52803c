import { inactiveAccountCutoff } from '@brilho/domain';
import {
  jsonApiBody,
  legalListQuery,
  operatorCustomerListQuery,
  personParams,
  professionalActionParams,
} from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../../lib/auth';
import { attributesOf, parseWith } from '../../lib/body';
import { registerConsoleList } from '../../lib/console-list';
import { type CsvColumn, dateTimeForCsv } from '../../lib/csv';
import { ApiError } from '../../lib/errors';
import { includeParam, listPath, paginationOf, serialize } from '../../lib/jsonapi';
import type { ListParams, ListSpec } from '../../lib/list-query';
import { readPage } from '../../lib/page';
import type { ZodTypeProvider } from '../../lib/wire';
import { CUSTOMER_EXPORT_TEXTS } from '../../words/accounts';
import { ERROR_TEXTS, REQUEST_TEXTS } from '../../words/errors';
import {
  type CustomerRow,
  customerDetailSerializer,
  customerSerializer,
  customerStatus,
  operatorLegalSerializer,
} from './customers.serializers';
import {
  accountsWithProfiles,
  actOnCustomer,
  CUSTOMER_ACTIONS,
  CUSTOMER_DEFAULT_SORT,
  CUSTOMER_SORTS,
  CUSTOMER_TEXTS,
  CUSTOMER_TIE_BREAKER,
  type CustomerAction,
  type CustomerStanding,
  type CustomerType,
  customerDetail,
  listCustomers,
  listLegals,
} from './customers.service';

/** The console's page, as on its other lists (professionals, orders). */
const OPERATOR_PAGE_SIZE = 25;

const TYPES = ['physical', 'legal'] as const;
const STANDINGS = ['active', 'blocked', 'suspended', 'anonymized'] as const;
const CUSTOMER_LIST: ListSpec = {
  sorts: CUSTOMER_SORTS,
  defaultSort: CUSTOMER_DEFAULT_SORT,
  tieBreaker: CUSTOMER_TIE_BREAKER,
  defaultSize: OPERATOR_PAGE_SIZE,
};

const STANDING_NAMES: Record<CustomerStanding, string> = {
  active: 'Ativo',
  blocked: 'Bloqueado',
  suspended: 'Suspenso',
  anonymized: 'Removido',
};

/** The customers export: the list's columns, one line per account. */
const CUSTOMER_CSV: CsvColumn<CustomerRow>[] = [
  { header: CUSTOMER_EXPORT_TEXTS.customer, value: (row) => row.account.id },
  {
    header: CUSTOMER_EXPORT_TEXTS.name,
    value: (row) => `${row.account.firstName} ${row.account.lastName}`.trim(),
  },
  { header: CUSTOMER_EXPORT_TEXTS.company, value: (row) => row.companyName },
  { header: CUSTOMER_EXPORT_TEXTS.email, value: (row) => row.account.email },
  {
    header: CUSTOMER_EXPORT_TEXTS.kind,
    value: (row) =>
      row.account.accountableType === 'Legal' ? CUSTOMER_EXPORT_TEXTS.legal : CUSTOMER_EXPORT_TEXTS.physical,
  },
  { header: CUSTOMER_EXPORT_TEXTS.document, value: (row) => row.document },
  { header: CUSTOMER_EXPORT_TEXTS.standing, value: (row) => STANDING_NAMES[customerStatus(row.account)] },
  { header: CUSTOMER_EXPORT_TEXTS.createdAt, value: (row) => dateTimeForCsv(row.account.createdAt) },
  { header: CUSTOMER_EXPORT_TEXTS.lastActive, value: (row) => dateTimeForCsv(row.lastActiveAt) },
];
const LEGAL_SORTS = ['company_name', '-company_name', 'created_at', '-created_at'] as const;

function oneOf<T extends string>(value: unknown, allowed: readonly T[], parameter: string): T | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value))
    throw new ApiError(400, REQUEST_TEXTS.badParameterTitle, {
      detail: `Aceitos: ${allowed.join(', ')}`,
      parameter,
    });
  return value as T;
}

const reasonBody = z.object({ reason: z.string().trim().max(500).optional() });

/**
 * Customers in the console: `GET /legals` as the spec calls it (operator-only), one list of
 * physicals and legals under /operator/customers with type, standing and search filters, a detail, and the
 * actions block, suspend, reactivate and anonymize (deletion on request).
 */
export async function operatorCustomerRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get('/legals', { schema: { querystring: legalListQuery } }, async (request) => {
    requireRole(request, 'operator');
    const query = request.query;
    const page = readPage(query, OPERATOR_PAGE_SIZE, 100);
    const sort = oneOf(query.sort, LEGAL_SORTS, 'sort') ?? '-created_at';
    const listed = await listLegals(ctx.db, sort, page);
    const include = includeParam(query);
    const accountsById = include.account
      ? await accountsWithProfiles(
          ctx.db,
          listed.rows.map((l) => l.accountId),
          Boolean(include.account.profile),
        )
      : null;
    const rows = listed.rows.map((legal) =>
      accountsById ? { ...legal, account: accountsById.get(legal.accountId) } : legal,
    );
    return serialize(operatorLegalSerializer, rows, {
      include,
      ...paginationOf(page, listed.total, listPath(request.url)),
    });
  });

  const customersOf = ({ page, search, orderBy, filters }: ListParams) =>
    listCustomers(
      ctx.db,
      {
        type: oneOf<CustomerType>(filters.type, TYPES, 'filter[type]'),
        standing: oneOf<CustomerStanding>(filters.standing, STANDINGS, 'filter[standing]'),
        search: search ?? undefined,
        ...(oneOf(filters.inactive, ['true', 'false'], 'filter[inactive]') === 'true'
          ? { inactiveBefore: inactiveAccountCutoff(ctx.clock.now()) }
          : {}),
      },
      orderBy,
      page,
    );

  registerConsoleList(instance, ctx.clock, {
    path: '/operator/customers',
    querystring: operatorCustomerListQuery,
    spec: CUSTOMER_LIST,
    rows: customersOf,
    serializer: customerSerializer,
    csv: { name: 'clientes', columns: CUSTOMER_CSV },
  });

  app.get('/operator/customers/:id', { schema: { params: personParams } }, async (request) => {
    requireRole(request, 'operator');
    const { id } = request.params;
    const detail = await customerDetail(ctx.db, id);
    if (!detail) throw new ApiError(404, CUSTOMER_TEXTS.notFound);
    return serialize(customerDetailSerializer, detail);
  });

  app.post(
    '/operator/customers/:id/:action',
    { schema: { params: professionalActionParams, body: jsonApiBody } },
    async (request) => {
      const actor = requireRole(request, 'operator');
      const { id, action } = request.params;
      if (!(CUSTOMER_ACTIONS as readonly string[]).includes(action))
        throw new ApiError(404, ERROR_TEXTS.notFound);
      const { reason } = parseWith(reasonBody, attributesOf(request.body ?? {}));
      await actOnCustomer(ctx, actor, id, action as CustomerAction, reason || null);
      const detail = await customerDetail(ctx.db, id);
      return serialize(customerDetailSerializer, detail!);
    },
  );
}
