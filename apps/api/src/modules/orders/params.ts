import { ORDER_STATUSES, type OrderStatus, PAGE_SIZES } from '@brilho/domain';
import { asc, desc, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { parseFilters, parseSort } from '../../lib/jsonapi';
import { readPage } from '../../lib/page';
import { ERROR_TEXTS } from '../../words/errors';
import type { OrderListQuery } from './queries';

type Query = Record<string, unknown>;

/** `GET /orders` query values: page (25 by default), sort, `filter[status]`. Malformed ones → 400. */

const SORTABLE = { created_at: orders.createdAt, starts_at: orders.startsAt } as const;

const badParameter = (parameter: string, detail: string) =>
  new ApiError(400, ERROR_TEXTS.badRequest, { detail, parameter });

function orderByOf(value: unknown): SQL[] {
  const fields = parseSort(value);
  const chosen = fields.length > 0 ? fields : [{ field: 'created_at', descending: true }];
  const columns = chosen.map(({ field, descending }) => {
    const column = SORTABLE[field as keyof typeof SORTABLE];
    if (!column) throw badParameter('sort', `Ordene por ${Object.keys(SORTABLE).join(' ou ')}.`);
    return descending ? desc(column) : asc(column);
  });
  // The id last keeps pages stable between orders created at the same instant.
  return [...columns, desc(orders.id)];
}

/** `filter[status]=paid,provisioning`: one or more statuses; absent or blank = every status. */
function statusesOf(value: string | undefined): OrderStatus[] | null {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return null;
  const known = new Set<string>(ORDER_STATUSES);
  const unknown = names.find((name) => !known.has(name));
  if (unknown) throw badParameter('filter[status]', `Status desconhecido: ${unknown}.`);
  return names as OrderStatus[];
}

export function orderListQuery(query: Query): OrderListQuery {
  return {
    page: readPage(query, PAGE_SIZES.orders, 100),
    statuses: statusesOf(parseFilters(query).status),
    orderBy: orderByOf(query.sort),
  };
}
