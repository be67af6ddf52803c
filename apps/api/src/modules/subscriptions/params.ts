import {
  CYCLE_STATUSES,
  type CycleStatus,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@brilho/domain';
import { cycles, subscriptions } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { parseFilters } from '../../lib/jsonapi';
import { searchOf, sortOf } from '../../lib/list-query';
import { readPage } from '../../lib/page';
import { ERROR_TEXTS } from '../../words/errors';
import type { CycleListQuery, SubscriptionListQuery } from './queries';

type Query = Record<string, unknown>;

/** List query values of GET /subscriptions, /operator/subscriptions and /cycles. Malformed ones → 400. */

export const PAGE_SIZE = 25;

const badParameter = (parameter: string, detail: string) =>
  new ApiError(400, ERROR_TEXTS.badRequest, { detail, parameter });

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
    search: searchOf(query),
    orderBy: sortOf(
      query.sort,
      {
        starts_at: subscriptions.startsAt,
        created_at: subscriptions.createdAt,
        status: subscriptions.status,
      },
      '-starts_at',
      subscriptions.id,
    ),
  };
}

export function cycleListQuery(query: Query): CycleListQuery {
  return {
    page: readPage(query, PAGE_SIZE, PAGE_SIZE),
    statuses: statusesOf<CycleStatus>(parseFilters(query).status, CYCLE_STATUSES),
    orderBy: sortOf(
      query.sort,
      { created_at: cycles.createdAt, starts_at: cycles.startsAt, reference_month: cycles.referenceMonth },
      '-created_at',
      cycles.id,
    ),
  };
}
