import type { OrderStatus } from '@brilho/domain';
import { PAGE_SIZES } from '@brilho/domain';
import type {
  customerResource,
  Flat,
  orderAmount,
  orderResource,
  paymentResource,
  phoneAttributes,
  Wire,
} from '@brilho/domain/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, ApiError, apiDocument, apiRequest, resourceBody } from '../../lib/api/client';
import { sessionToken } from '../../lib/session';
import { accountTypes } from '../../words/account-types';
import type { Address } from '../address/api';
import type { Coupon, Professional, ScheduleEvent } from '../professional/model';

// The orders' wire (order and coupon calls, the ticket calls; apps/api/src/modules/orders/serializers.ts): attributes in
// snake_case, related resources resolved from `included` by the client.

/** A payment as the order document carries it (the contract's `payments`, funding instrument flattened). */
export type OrderPayment = Flat<typeof paymentResource>;

/** Who ordered (the contract's `customers`). */
export type OrderCustomer = Flat<typeof customerResource>;

/** A phone as the accounts serialize it (a professional's phones, when the API shares them). */
export type WirePhone = Wire<typeof phoneAttributes>;

/** The spec's `amount`: the discount nested under the subtotal (`{ value, discount }`), cents. */
export type OrderAmount = Wire<typeof orderAmount>;

/** An order as the client hands it over: the contract's `orders`, with what `include` resolved. */
export type Order = Flat<typeof orderResource> & {
  schedule_event?: ScheduleEvent | null;
  professional?: (Professional & { account?: Professional['account'] & { phones?: WirePhone[] } }) | null;
  customer?: OrderCustomer;
  address?: Address;
  payments?: OrderPayment[];
  coupon?: Coupon | null;
};

export const ORDER_INCLUDES = [
  'schedule_event',
  'professional.account.profile',
  'customer',
  'address.district.city.state',
  'payments',
  'amount',
  'coupon',
].join(',');

// ---------------------------------------------------------------------------------------------------
// Reads

export const ORDERS_KEY = ['orders'] as const;

export interface OrdersPage {
  orders: Order[];
  pageCount: number;
  recordCount: number;
}

export interface OrdersPageRequest {
  page: number;
  /** Empty: every status. */
  statuses?: readonly OrderStatus[];
  size?: number;
  /** `-created_at` (history, newest first) or `starts_at` (the dashboard's next cleanings first). */
  sort?: '-created_at' | 'starts_at' | '-starts_at';
}

export async function fetchOrdersPage({
  page,
  statuses = [],
  size = PAGE_SIZES.orders,
  sort = '-created_at',
}: OrdersPageRequest): Promise<OrdersPage> {
  const filter = statuses.length > 0 ? `&filter[status]=${statuses.join(',')}` : '';
  const { data, meta } = await apiDocument<Order[]>(
    `/orders?include=${ORDER_INCLUDES}&page[number]=${page}&page[size]=${size}&sort=${sort}${filter}`,
  );
  const orders = data ?? [];
  return {
    orders,
    pageCount: typeof meta.page_count === 'number' ? meta.page_count : 1,
    recordCount: typeof meta.record_count === 'number' ? meta.record_count : orders.length,
  };
}

export const ordersPageQuery = (request: OrdersPageRequest) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'page', request],
    queryFn: () => fetchOrdersPage(request),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'one', id],
    queryFn: async () =>
      (await apiDocument<Order>(`/orders/${encodeURIComponent(id)}?include=${ORDER_INCLUDES}`)).data,
    retry: false,
  });

export function useOrder(id: string) {
  return useQuery(orderQuery(id));
}

// ---------------------------------------------------------------------------------------------------
// Tickets (ticket calls)

export const ACCOUNT_TYPES = accountTypes;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export interface RefundData {
  bank: string;
  agency: string;
  /** The account number with its digit. */
  account: string;
  account_type: AccountType;
}

export const RESCHEDULE_OPTIONS = ['KEEP', 'ANY', 'CHOOSE'] as const;
export type RescheduleOption = (typeof RESCHEDULE_OPTIONS)[number];

export interface RescheduleData {
  date: string;
  initial_hour: number;
  reschedule_option: RescheduleOption;
  /** CHOOSE: up to 3 professionals the customer would accept. */
  professional_ids?: string[];
}

const ticket = (path: string, attributes: Record<string, unknown>) =>
  apiRequest(`/tickets/${path}`, { method: 'POST', body: resourceBody('tickets', attributes) });

export function requestCancellation(input: {
  orderId: string;
  reason: string;
  shouldRefund: boolean;
  refundData?: RefundData;
}): Promise<unknown> {
  return ticket('order-cancellation-ticket', {
    order_id: input.orderId,
    reason: input.reason,
    should_refund: input.shouldRefund,
    ...(input.refundData ? { refund_data: input.refundData } : {}),
  });
}

export function requestRebooking(input: {
  orderId: string;
  reason: string;
  rescheduleData: RescheduleData;
}): Promise<unknown> {
  return ticket('order-rebooking-ticket', {
    order_id: input.orderId,
    reason: input.reason,
    reschedule_data: input.rescheduleData,
  });
}

export function reportProfessionalAbsence(input: { orderId: string; question: string }): Promise<unknown> {
  return ticket('general-question-ticket', {
    question: input.question,
    topic: 'professional-not-arrived',
    order_id: input.orderId,
  });
}

// ---------------------------------------------------------------------------------------------------
// Invoice (a PDF behind the bearer token, so it is fetched and handed to the browser as a file)

/** A file behind the bearer token, fetched and handed to the browser as a download. */
export async function downloadFile(path: string, accept: string, fileName: string): Promise<void> {
  const token = sessionToken.get();
  const response = await fetch(`${API_BASE}${path}`, {
    headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { errors?: { title: string }[] } | null;
    throw new ApiError(response.status, body?.errors ?? [{ title: `Erro ${response.status}` }], body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the object URL can go on the next tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const downloadInvoice = (orderId: string): Promise<void> =>
  downloadFile(
    `/orders/${encodeURIComponent(orderId)}/invoice`,
    'application/pdf',
    `recibo-${orderId.slice(0, 8)}.pdf`,
  );

/** 'adicionar à agenda': the cleaning as an .ics. */
export const downloadCalendar = (orderId: string): Promise<void> =>
  downloadFile(
    `/orders/${encodeURIComponent(orderId)}/calendar`,
    'text/calendar',
    `limpeza-${orderId.slice(0, 8)}.ics`,
  );

// ---------------------------------------------------------------------------------------------------
// The customer's rating of a complete cleaning

export interface OrderFeedback {
  id: string;
  rating: number;
  comment: string | null;
  created_at: string;
  edited_at: string | null;
  editable_until: string;
}

export const feedbackKey = (orderId: string) => ['orders', orderId, 'feedback'] as const;

/** The order's rating, or null while it has none. */
export async function fetchOrderFeedback(orderId: string): Promise<OrderFeedback | null> {
  try {
    return (await apiDocument<OrderFeedback>(`/orders/${encodeURIComponent(orderId)}/feedback`)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function saveOrderFeedback(
  orderId: string,
  input: { rating: number; comment: string },
  existing: boolean,
): Promise<OrderFeedback> {
  const document = await apiDocument<OrderFeedback>(`/orders/${encodeURIComponent(orderId)}/feedback`, {
    method: existing ? 'PATCH' : 'POST',
    body: resourceBody('feedbacks', input),
  });
  return document.data;
}
