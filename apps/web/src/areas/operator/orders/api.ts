import type {
  Flat,
  operatorOrderDetailAttributes,
  operatorOrderDetailResource,
  operatorOrderEvent,
  operatorOrderPayment,
  operatorOrderResource,
  Wire,
} from '@brilho/domain/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDocument } from '../../../lib/api/client';
import type { AuditEntry } from '../audit/AuditTrail';
import { type ListState, withListQuery } from '../listParams';

/** The console's orders (`/operator/orders`): list, detail, refund, credit, service not provided. */

/** A console order row: the contract's `orders` as `/operator/orders` answers them. */
export type OperatorOrder = Flat<typeof operatorOrderResource>;

export type OrderPaymentRow = Wire<typeof operatorOrderPayment>;

export type OrderTicketRow = Wire<typeof operatorOrderDetailAttributes>['tickets'][number];

export type OrderTimelineEvent = Wire<typeof operatorOrderEvent>;

/** `/operator/orders/:id`: the row with payments, state changes, the full timeline, tickets, audit. */
export type OperatorOrderDetail = Omit<Flat<typeof operatorOrderDetailResource>, 'audit'> & {
  audit: AuditEntry[];
};

export interface OrderFilters {
  status: string;
  from: string;
  to: string;
  customer: string;
  professional: string;
}

export const ordersKeys = {
  all: ['operator', 'orders'] as const,
  list: (filters: OrderFilters, page: number, state: ListState) =>
    [...ordersKeys.all, 'list', filters, page, state] as const,
  detail: (id: string) => [...ordersKeys.all, 'detail', id] as const,
};

const filterParts = (filters: OrderFilters) =>
  Object.entries(filters)
    .filter(([, value]) => value)
    .map(([name, value]) => `filter[${name}]=${encodeURIComponent(value)}`);

export function ordersPath(filters: OrderFilters, page: number, state: ListState = ORDERS_LIST): string {
  const parts = filterParts(filters);
  parts.push(`page[number]=${page}`);
  return withListQuery(`/operator/orders?${parts.join('&')}`, state);
}

/** The CSV of the list as shown: its filters, search and sort, every page. */
export function ordersCsvPath(filters: OrderFilters, state: ListState): string {
  const parts = filterParts(filters);
  return withListQuery(`/operator/orders.csv${parts.length > 0 ? `?${parts.join('&')}` : ''}`, state);
}

/** Newest cleanings first, as the API orders them when asked nothing. */
export const ORDERS_LIST: ListState = { search: '', sort: '-starts_at' };

const pageCountOf = (meta: Record<string, unknown>) =>
  typeof meta.page_count === 'number' && meta.page_count > 0 ? meta.page_count : 1;

export function useOperatorOrders(filters: OrderFilters, page: number, state: ListState = ORDERS_LIST) {
  return useQuery({
    queryKey: ordersKeys.list(filters, page, state),
    queryFn: async () => {
      const { data, meta } = await apiDocument<OperatorOrder[] | null>(ordersPath(filters, page, state));
      return { rows: data ?? [], pageCount: pageCountOf(meta), total: Number(meta.record_count ?? 0) };
    },
    placeholderData: keepPreviousData,
  });
}

export function useOperatorOrder(id: string) {
  return useQuery({
    queryKey: ordersKeys.detail(id),
    queryFn: async () =>
      (await apiDocument<OperatorOrderDetail>(`/operator/orders/${encodeURIComponent(id)}`)).data,
  });
}

export type OrderAction = 'refund' | 'credit' | 'service-not-provided';

export function useOrderAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: OrderAction) =>
      apiDocument<OperatorOrder>(`/operator/orders/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        body: { data: { type: 'orders', attributes: {} } },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
