import { PAGE_SIZES, PROFESSIONAL_SEARCH_PAGE_LIMIT, type Pricing } from '@brilho/domain';
import type { Flat, orderResource } from '@brilho/domain/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Feedback, FeedbackPage, Professional, ScheduleEvent } from '../../entities/professional/model';
import {
  type ProfessionalsPage,
  type SearchFilters,
  searchProfessionals,
} from '../../entities/professional/search';
import { API_BASE, apiDocument, apiRequest, resourceBody } from '../../lib/api/client';

// The scheduler's wire (order and coupon calls, the professional and offer calls): attributes in snake_case, related resources resolved from
// `included` by the client.

export interface ProductsPricing {
  id: string;
  type: 'products-pricings';
  fee: number;
  price: number;
  fee_per_hour: number;
  price_per_hour: number;
}

export interface ConfigurableField {
  id: string;
  type: 'configurable-fields';
  key: string;
  model: string;
  display_name: string;
}

export interface ConfigurableFieldOption {
  id: string;
  type: 'configurable-field-options';
  opt_id: number;
  key: string;
}

/** The order a booking creates, as far as the scheduler reads it (the contract's `orders`). */
export type Order = Pick<Flat<typeof orderResource>, 'id' | 'type' | 'status'>;

/** A district's or the products' pricing on the wire → the domain's `Pricing`. */
export const toPricing = (wire: {
  price: number;
  price_per_hour: number;
  fee: number;
  fee_per_hour: number;
}): Pricing => ({
  price: wire.price,
  pricePerHour: wire.price_per_hour,
  fee: wire.fee,
  feePerHour: wire.fee_per_hour,
});

// ---------------------------------------------------------------------------------------------------
// Professionals

export const professionalSearchQuery = (filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: ['professionals', 'available', filters],
    queryFn: ({ pageParam }) => searchProfessionals(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.professionals.length, 0);
      return last.professionals.length > 0 && loaded < last.total ? loaded : undefined;
    },
    retry: false,
  });

/**
 * The suggestion search: for a day and a duration, who is free at all and at which start hours
 * (`available_start_hours` on each professional).
 */
export async function searchByDuration(input: {
  districtId: string;
  date: string;
  duration: number;
}): Promise<ProfessionalsPage> {
  const { data, meta } = await apiDocument<Professional[]>(
    `/professionals/available-by-duration?page[limit]=${PROFESSIONAL_SEARCH_PAGE_LIMIT}`,
    {
      method: 'POST',
      body: {
        data: {
          attributes: { district_id: input.districtId, date: input.date, duration: input.duration },
        },
      },
    },
  );
  const professionals = data ?? [];
  const total = typeof meta.record_count === 'number' ? meta.record_count : professionals.length;
  return { professionals, total };
}

export const professionalQuery = (id: string) =>
  queryOptions({
    queryKey: ['professionals', 'one', id],
    queryFn: async () => (await apiDocument<Professional>(`/professionals/${encodeURIComponent(id)}`)).data,
    retry: false,
  });

/** A `links.next` of the API is a full path under /api; the client wants it without the prefix. */
const withoutApiBase = (link: string): string => {
  if (link.startsWith('http')) {
    const url = new URL(link);
    return withoutApiBase(`${url.pathname}${url.search}`);
  }
  return link.startsWith(`${API_BASE}/`) ? link.slice(API_BASE.length) : link;
};

/** A professional's feedbacks, newest first, 10 per page, paged by the `next` link. */
export const feedbacksQuery = (professionalId: string) =>
  infiniteQueryOptions({
    queryKey: ['feedbacks', professionalId],
    queryFn: async ({ pageParam }): Promise<FeedbackPage> => {
      const { data, links } = await apiDocument<Feedback[]>(pageParam);
      return { feedbacks: data ?? [], next: links.next ? withoutApiBase(links.next) : null };
    },
    initialPageParam: `/feedbacks?filter[professional_id]=${encodeURIComponent(professionalId)}&page[size]=${PAGE_SIZES.feedbacks}`,
    getNextPageParam: (last) => last.next ?? undefined,
    retry: false,
  });

/** The professional's free periods on a day, fitting a cleaning of `duration` hours. */
export const scheduleEventsQuery = (professionalId: string, date: string, duration: number) =>
  queryOptions({
    queryKey: ['schedule-events', professionalId, date, duration],
    queryFn: async () =>
      (
        await apiDocument<ScheduleEvent[]>(
          `/finders/professionals/schedule-events?filter[professional_id]=${encodeURIComponent(
            professionalId,
          )}&filter[date]=${date}&filter[duration]=${duration}`,
        )
      ).data ?? [],
    staleTime: 0,
    retry: false,
  });

// ---------------------------------------------------------------------------------------------------
// Orders

export const productsPricingQuery = queryOptions({
  queryKey: ['orders', 'products-pricing'],
  queryFn: async () => (await apiDocument<ProductsPricing>('/orders/products-pricing')).data,
  staleTime: 5 * 60_000,
  retry: false,
});

export const orderFieldsQuery = queryOptions({
  queryKey: ['configurable-fields', 'Order'],
  queryFn: async () =>
    (await apiDocument<ConfigurableField[]>('/configurable-fields?filter[model]=Order')).data ?? [],
  staleTime: 5 * 60_000,
  retry: false,
});

export const fieldOptionsQuery = (fieldId: string) =>
  queryOptions({
    queryKey: ['configurable-field-options', fieldId],
    queryFn: async () =>
      (
        await apiDocument<ConfigurableFieldOption[]>(
          `/configurable-field-options?filter[configurable_field_id]=${encodeURIComponent(fieldId)}`,
        )
      ).data ?? [],
    staleTime: 5 * 60_000,
    retry: false,
  });

export interface NewOrder {
  startsAt: Date;
  endsAt: Date;
  description: string;
  shouldIncludeProducts: boolean;
  customerId: string;
  professionalId: string;
  addressId: string;
}

export async function createOrder(order: NewOrder): Promise<{ order: Order; meta: Record<string, unknown> }> {
  const { data, meta } = await apiDocument<Order>('/orders', {
    method: 'POST',
    body: resourceBody(
      'orders',
      {
        starts_at: order.startsAt.toISOString(),
        ends_at: order.endsAt.toISOString(),
        description: order.description,
        should_include_products: order.shouldIncludeProducts,
      },
      {
        customer: { data: { type: 'accounts', id: order.customerId } },
        professional: { data: { type: 'professionals', id: order.professionalId } },
        address: { data: { type: 'addresses', id: order.addressId } },
      },
    ),
  });
  return { order: data, meta };
}

export async function answerPreference(orderId: string, fieldId: string, answer: string): Promise<void> {
  await apiRequest('/order-has-preferences', {
    method: 'POST',
    body: resourceBody(
      'order-has-preferences',
      { answer },
      {
        order: { data: { type: 'orders', id: orderId } },
        configurable_field: { data: { type: 'configurable-fields', id: fieldId } },
      },
    ),
  });
}
