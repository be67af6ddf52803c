import type { OrderStatus } from '@brilho/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDocument, resourceBody } from '../../../lib/api/client';
import type { TicketKind } from '../tickets/api';

export type CustomerStanding = 'active' | 'blocked' | 'suspended' | 'anonymized';
export type CustomerAction = 'block' | 'suspend' | 'reactivate' | 'anonymize';

export interface CustomerRow {
  id: string;
  type: 'customers';
  email: string;
  first_name: string;
  last_name: string;
  status: string;
  standing: CustomerStanding;
  accountable_type: 'Physical' | 'Legal';
  document: string | null;
  company_name: string | null;
  created_at: string;
  /** Sign-up, latest sign-in or latest order. */
  last_active_at: string;
  blocked_at: string | null;
  suspended_at: string | null;
  anonymized_at: string | null;
}

export interface CustomerDetail extends CustomerRow {
  profile: { birthdate: string | null; city_name: string | null; state_name: string | null } | null;
  phones: { country_code: string; area_code: string; number: string }[];
  addresses: {
    id: string;
    name: string;
    street: string;
    street_number: string;
    complement: string | null;
    district_name: string;
    city_name: string;
    city_active: boolean;
    deleted: boolean;
  }[];
  orders: {
    id: string;
    status: OrderStatus;
    starts_at: string;
    duration_hours: number;
    total: number;
    professional_name: string | null;
  }[];
  wallet_balance: number | null;
  tickets: {
    id: string;
    kind: TicketKind;
    status: 'open' | 'resolved';
    order_id: string | null;
    created_at: string;
  }[];
}

export interface CustomerListParams {
  page: number;
  search: string;
  type: '' | 'physical' | 'legal';
  standing: '' | CustomerStanding;
  /** Only accounts without activity for a year or more (business constants). */
  inactive: boolean;
  /** The API's sort (`-created_at` when absent). */
  sort?: string;
}

const customerFilters = ({ search, type, standing, inactive, sort }: Omit<CustomerListParams, 'page'>) => {
  const query = new URLSearchParams({ sort: sort || '-created_at' });
  if (search.trim()) query.set('filter[search]', search.trim());
  if (type) query.set('filter[type]', type);
  if (standing) query.set('filter[standing]', standing);
  if (inactive) query.set('filter[inactive]', 'true');
  return query;
};

/** The CSV of the list as shown: its search, filters and sort, every page. */
export const customersCsvPath = (params: Omit<CustomerListParams, 'page'>) =>
  `/operator/customers.csv?${customerFilters(params).toString()}`;

export const customerKeys = {
  all: ['operator', 'customers'] as const,
  list: (params: CustomerListParams) => [...customerKeys.all, 'list', params] as const,
  one: (id: string) => [...customerKeys.all, 'one', id] as const,
};

export function customersPath({ page, ...filters }: CustomerListParams): string {
  const query = new URLSearchParams({ 'page[number]': String(page), 'page[size]': '25' });
  for (const [name, value] of customerFilters(filters)) query.set(name, value);
  return `/operator/customers?${query.toString()}`;
}

export function useCustomers(params: CustomerListParams) {
  return useQuery({
    queryKey: customerKeys.list(params),
    queryFn: async () => {
      const { data, meta } = await apiDocument<CustomerRow[] | null>(customersPath(params));
      const pageCount = typeof meta.page_count === 'number' && meta.page_count > 0 ? meta.page_count : 1;
      return { rows: data ?? [], pageCount };
    },
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: string) {
  return useQuery({
    queryKey: customerKeys.one(id),
    queryFn: async () =>
      (await apiDocument<CustomerDetail>(`/operator/customers/${encodeURIComponent(id)}`)).data,
  });
}

export function useCustomerAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, reason }: { action: CustomerAction; reason?: string }) =>
      (
        await apiDocument<CustomerDetail>(`/operator/customers/${encodeURIComponent(id)}/${action}`, {
          method: 'POST',
          // Block and suspend say why: the customer receives the reason by e-mail.
          body: resourceBody('customer-actions', reason ? { reason } : {}),
        })
      ).data,
    onSuccess: (data) => {
      client.setQueryData(customerKeys.one(id), data);
      return client.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}
