import {
  CYCLE_STATUSES,
  type CycleStatus,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@brilho/domain';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cycles, subscriptions } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { parseFilters, parseSort } from '../../lib/jsonapi';
import { readPage } from '../../lib/page';
import type { CycleListQuery, SubscriptionListQuery } from './queries';

type Query = Record<string, unknown>;

/** List query values of GET /subscriptions, /operator/subscriptions and /cycles. Malformed ones → 400. */

export const PAGE_SIZE = 25;

const badParameter = (parameter: string, detail: string) =>
  new ApiError(400, 'Requisição inválida', { detail, parameter });

function orderByOf(
  value: unknown,
  sortable: Record<string, AnyPgColumn>,
  fallback: { field: string; descending: boolean },
  id: AnyPgColumn,
): SQL[] {
  const fields = parseSort(value);
  const chosen = fields.length > 0 ? fields : [fallback];
  const columns = chosen.map(({ field, descending }) => {
    const column = sortable[field];
    if (!column) throw badParameter('sort', `Ordene por ${Object.keys(sortable).join(' ou ')}.`);
    return descending ? desc(column) : asc(column);
  });
  return [...columns, desc(id)];
}

/** `filter[status]=a,b`: one or more of `known`; absent or blank = every status. */
function statusesOf<T extends string>(value: string | undefined, known: readonly T[]): T[] | null {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return null;
  const unknown = names.find((name) => !(known as readonly string[]).includes(name));
  if (unknown) throw badParameter('filter[status]', `Status desconhecido: ${unknown}.`);
  return names as T[];
}

export function subscriptionListQuery(query: Query): SubscriptionListQuery {
  return {
    page: readPage(query, PAGE_SIZE, PAGE_SIZE),
    statuses: statusesOf<SubscriptionStatus>(parseFilters(query).status, SUBSCRIPTION_STATUSES),
    orderBy: orderByOf(
      query.sort,
      { starts_at: subscriptions.startsAt, created_at: subscriptions.createdAt },
      { field: 'starts_at', descending: true },
      subscriptions.id,
    ),
  };
}

export function cycleListQuery(query: Query): CycleListQuery {
  return {
    page: readPage(query, PAGE_SIZE, PAGE_SIZE),
    statuses: statusesOf<CycleStatus>(parseFilters(query).status, CYCLE_STATUSES),
    orderBy: orderByOf(
      query.sort,
      { created_at: cycles.createdAt, starts_at: cycles.startsAt, reference_month: cycles.referenceMonth },
      { field: 'created_at', descending: true },
      cycles.id,
    ),
  };
}
