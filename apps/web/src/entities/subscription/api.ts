import type { CycleCardLabel, CycleStatus, SubscriptionFrequency, SubscriptionStatus } from '@brilho/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { HistoryPayment } from '../../components/PaymentHistory';
import { ApiError, apiDocument, resourceBody } from '../../lib/api/client';
import type { Address } from '../address/api';
import type { Order } from '../order/api';
import type { Professional } from '../professional/model';

// The subscriptions' wire (the subscriptions contract): JSON:API, attributes in snake_case,
// related resources resolved from `included` by the client. Computed cycle attributes (payable,
// block_reason, card_label, expired, boleto_due_date) come from the domain's cycle rules on the server's
// clock, so the screens never judge a cycle on the browser's clock.

export interface CycleAmount {
  total: number;
  subtotal: number;
}

/** A payment of a cycle (the payment history's shape, components/PaymentHistory.tsx). */
export type CyclePayment = HistoryPayment;

// The card's labels are the domain's (cycles), the API sends them as they are.
export type { CycleCardLabel };

export interface Cycle {
  id: string;
  type: 'cycles';
  status: CycleStatus;
  /** 'YYYY-MM-01' (São Paulo). */
  reference_month: string;
  starts_at: string;
  ends_at: string;
  created_at: string;
  amount: CycleAmount;
  orders_count: number;
  /** Hours of each cleaning. */
  duration_hours: number;
  payable: boolean;
  block_reason: string | null;
  card_label: CycleCardLabel | string;
  expired: boolean;
  payment_opens_at: string | null;
  payment_closes_at: string | null;
  /** 'YYYY-MM-DD'. */
  boleto_due_date: string | null;
  orders?: Order[];
  payments?: CyclePayment[];
  subscription?: Subscription | null;
  address?: Address | null;
  professional?: Professional | null;
}

export interface Subscription {
  id: string;
  type: 'subscriptions';
  name: string;
  status: SubscriptionStatus;
  frequency: SubscriptionFrequency;
  starts_at: string;
  /** Hours of each cleaning. */
  order_duration: number;
  payment_emission_day: number;
  created_at: string;
  cycles?: Cycle[];
  professional?: Professional | null;
  address?: Address | null;
}

// ---------------------------------------------------------------------------------------------------
// Subscriptions

export const SUBSCRIPTIONS_KEY = ['subscriptions'] as const;

export interface SubscriptionsPage {
  subscriptions: Subscription[];
  pageCount: number;
  recordCount: number;
}

export async function fetchSubscriptionsPage(page: number): Promise<SubscriptionsPage> {
  const { data, meta } = await apiDocument<Subscription[]>(
    `/subscriptions?include=cycles,professional.account,professional.account.profile&page[number]=${page}&sort=-starts_at`,
  );
  const subscriptions = data ?? [];
  return {
    subscriptions,
    pageCount: typeof meta.page_count === 'number' ? meta.page_count : 1,
    recordCount: typeof meta.record_count === 'number' ? meta.record_count : subscriptions.length,
  };
}

/** Page by page ('carregar mais'); 25 a page on the API's side. */
export const subscriptionsQuery = infiniteQueryOptions({
  queryKey: [...SUBSCRIPTIONS_KEY, 'list'],
  queryFn: ({ pageParam }) => fetchSubscriptionsPage(pageParam),
  initialPageParam: 1,
  getNextPageParam: (last, all) => (all.length < last.pageCount ? all.length + 1 : undefined),
  retry: false,
});

// ---------------------------------------------------------------------------------------------------
// Cycles

export const CYCLES_KEY = ['cycles'] as const;

const CYCLE_INCLUDES = [
  'orders',
  'orders.schedule_event',
  'payments',
  'payments.funding_instrument',
  'subscription',
  'address',
  'professional',
  'professional.account',
  'professional.account.profile',
  'customer',
].join(',');

export const cycleKey = (id: string) => [...CYCLES_KEY, 'one', id] as const;

export async function fetchCycle(id: string): Promise<Cycle> {
  return (await apiDocument<Cycle>(`/cycles/${encodeURIComponent(id)}?include=${CYCLE_INCLUDES}`)).data;
}

export const cycleQuery = (id: string) =>
  queryOptions({ queryKey: cycleKey(id), queryFn: () => fetchCycle(id), staleTime: 0, retry: false });

/** The cycles waiting for the customer's money (the dashboard's pending payments). */
export const PENDING_CYCLE_STATUSES: readonly CycleStatus[] = [
  'created_on_gateway',
  'payment_requested',
  'waiting_payment',
];

export interface CyclesPage {
  cycles: Cycle[];
  recordCount: number;
}

export async function fetchPendingCycles(): Promise<CyclesPage> {
  const { data, meta } = await apiDocument<Cycle[]>(
    `/cycles?filter[status]=${PENDING_CYCLE_STATUSES.join(',')}&sort=-created_at&include=address,subscription&page[size]=25`,
  );
  const cycles = data ?? [];
  return {
    cycles,
    recordCount: typeof meta.record_count === 'number' ? meta.record_count : cycles.length,
  };
}

export const pendingCyclesQuery = queryOptions({
  queryKey: [...CYCLES_KEY, 'pending'],
  queryFn: fetchPendingCycles,
  retry: false,
});

/** Whether a failed read means "no such cycle for you". */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

// ---------------------------------------------------------------------------------------------------
// Subscription request (the checkout's upsell)

/** `POST /subscription-requests` for a paid order; answers the subscription created in `requested`. */
export async function requestSubscription(orderId: string, frequency: SubscriptionFrequency) {
  return (
    await apiDocument<Subscription>('/subscription-requests', {
      method: 'POST',
      body: resourceBody(
        'subscription-requests',
        { frequency },
        { payable: { data: { type: 'orders', id: orderId } } },
      ),
    })
  ).data;
}
