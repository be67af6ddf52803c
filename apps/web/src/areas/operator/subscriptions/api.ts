import type { CycleStatus, SubscriptionFrequency, SubscriptionStatus } from '@brilho/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDocument } from '../../../lib/api/client';
import { type ListState, withListQuery } from '../listParams';

/**
 * The operator's subscriptions ('s endpoints, modules/subscriptions/routes.ts):
 * `GET /operator/subscriptions?include=customer,professional.account,address,cycles` (25 a page, newest
 * start first) and `POST /operator/subscriptions/{id}/accept|reject|pause|cancel` (the subscription back).
 */

export interface SubscriptionCycle {
  id: string;
  status: CycleStatus;
  /** 'YYYY-MM-01'. */
  reference_month: string;
  starts_at: string;
  orders_count: number;
}

export interface OperatorSubscription {
  id: string;
  name: string;
  status: SubscriptionStatus;
  frequency: SubscriptionFrequency;
  starts_at: string;
  /** Hours of each cleaning. */
  order_duration: number;
  payment_emission_day: number;
  created_at: string;
  customer?: { first_name: string; last_name: string; email: string } | null;
  professional?: { account?: { first_name: string; last_name: string } | null } | null;
  address?: { name: string } | null;
  /** Oldest first. */
  cycles?: SubscriptionCycle[];
}

export type SubscriptionAction = 'accept' | 'reject' | 'pause' | 'cancel';

export const subscriptionsKeys = {
  all: ['operator', 'subscriptions'] as const,
  list: (status: string, page: number, state?: ListState) =>
    [...subscriptionsKeys.all, status, page, state] as const,
};

/** Newest start first, as the API orders subscriptions when asked nothing. */
export const SUBSCRIPTIONS_LIST: ListState = { search: '', sort: '-starts_at' };

export function subscriptionsPath(status: string, page: number, state?: ListState) {
  const parts = ['include=customer,professional.account,address,cycles'];
  if (status) parts.push(`filter[status]=${encodeURIComponent(status)}`);
  parts.push(`page[number]=${page}`);
  return withListQuery(`/operator/subscriptions?${parts.join('&')}`, state ?? {});
}

export function useSubscriptions(status: string, page: number, state?: ListState) {
  return useQuery({
    queryKey: subscriptionsKeys.list(status, page, state),
    queryFn: async () => {
      const { data, meta } = await apiDocument<OperatorSubscription[] | null>(
        subscriptionsPath(status, page, state),
      );
      const count = typeof meta.page_count === 'number' && meta.page_count > 0 ? meta.page_count : 1;
      return { rows: data ?? [], pageCount: count };
    },
    placeholderData: keepPreviousData,
  });
}

export function useSubscriptionAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: SubscriptionAction }) =>
      apiDocument<OperatorSubscription>(`/operator/subscriptions/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        body: { data: { type: 'subscriptions', id, attributes: {} } },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: subscriptionsKeys.all }),
  });
}
