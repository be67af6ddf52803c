import type {
  Flat,
  fundingInstrumentAttributes,
  fundingType,
  orderAmount,
  orderResource,
  paymentResource,
  scheduleEventResource,
  Wire,
} from '@brilho/domain/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '../../entities/address/api';
import type { Coupon, Professional } from '../../entities/professional/model';
import { type Cycle, fetchCycle } from '../../entities/subscription/api';
import { ApiError, apiDocument, apiRequest } from '../../lib/api/client';

// The checkout's wire (the payments contract): JSON:API, attributes snake_case, related
// resources resolved from `included` by the client. Card numbers and CVCs never pass through here in
// clear: a new card travels as the browser-encrypted `hash`, a stored card's CVC only in the POST body.
// The types come from the contract (decision 0116), imported as types only: no zod in the bundle.

export type FundingType = Wire<typeof fundingType>;

type WirePayment = Flat<typeof paymentResource>;
type WireInstrument = Wire<typeof fundingInstrumentAttributes>;

/**
 * A payment as the order document carries it (funding instrument flattened). `expiration_date` is the
 * instrument's: the API's `payments` does not carry it, the cycle page copies it from the included instrument.
 */
export type OrderPayment = Partial<WirePayment> &
  Pick<WirePayment, 'id' | 'type' | 'status' | 'created_at' | 'amount'> &
  Partial<Pick<WireInstrument, 'expiration_date'>>;

/** A funding instrument: its JSON:API type is its funding type (`boletos`, `credit_card`…). */
export type FundingInstrument = { id: string; type: FundingType } & Partial<WireInstrument>;

/** A payment as the payment endpoints answer it (funding instrument included). */
export type Payment = Pick<WirePayment, 'id' | 'type' | 'status' | 'created_at' | 'amount'> &
  Partial<Pick<WirePayment, 'consumed_account_balance' | 'failure_reason'>> & {
    funding_instrument?: FundingInstrument | null;
  };

/** The spec's `amount`: the discount nested under the subtotal (`{ value, discount }`), cents. */
export type OrderAmount = Wire<typeof orderAmount>;

/** `duration` in seconds. */
export type CheckoutScheduleEvent = Pick<
  Flat<typeof scheduleEventResource>,
  'id' | 'type' | 'starts_at' | 'ends_at' | 'duration'
>;

type WireOrder = Flat<typeof orderResource>;

/** The order the checkout pays: the contract's `orders` (duration in hours), with what `include` resolved. */
export type CheckoutOrder = Pick<
  WireOrder,
  'id' | 'type' | 'status' | 'created_at' | 'starts_at' | 'ends_at' | 'duration' | 'total'
> &
  Partial<Pick<WireOrder, 'amount' | 'paid_by_account_balance' | 'cycle_id'>> & {
    schedule_event?: CheckoutScheduleEvent | null;
    professional?: Professional | null;
    address?: Address | null;
    coupon?: Coupon | null;
    payments?: OrderPayment[];
  };

/** The discount in cents, wherever the amount carries it. */
export function orderDiscount(order: CheckoutOrder): number {
  const amount = order.amount;
  if (!amount) return 0;
  if (typeof amount.discount === 'number') return amount.discount;
  return typeof amount.subtotal === 'object' ? (amount.subtotal.discount ?? 0) : 0;
}

// ---------------------------------------------------------------------------------------------------
// Reading

const ORDER_INCLUDES =
  'schedule_event,professional.account,customer,address.district.city,payments,amount,coupon';

export const orderKey = (id: string) => ['checkout', 'order', id] as const;

export async function fetchOrder(id: string): Promise<CheckoutOrder> {
  return (await apiDocument<CheckoutOrder>(`/orders/${encodeURIComponent(id)}?include=${ORDER_INCLUDES}`))
    .data;
}

export const checkoutOrderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKey(id),
    queryFn: () => fetchOrder(id),
    staleTime: 0,
    retry: false,
  });

// ---------------------------------------------------------------------------------------------------
// Cycles (the subscriptions contract): read as the cycle page reads them, with the payments'
// funding instrument flattened as an order's payments are.

export interface CheckoutCycle extends Omit<Cycle, 'payments'> {
  payments: OrderPayment[];
}

export const cycleCheckoutKey = (id: string) => ['checkout', 'cycle', id] as const;

export async function fetchCheckoutCycle(id: string): Promise<CheckoutCycle> {
  const cycle = await fetchCycle(id);
  return {
    ...cycle,
    payments: (cycle.payments ?? []).map((payment) => {
      const instrument = payment.funding_instrument ?? null;
      return {
        id: payment.id,
        type: 'payments',
        status: payment.status,
        created_at: payment.created_at,
        amount: payment.amount,
        failure_reason: payment.failure_reason ?? null,
        funding_type: payment.funding_type ?? instrument?.type ?? null,
        line_code: payment.line_code ?? instrument?.line_code ?? null,
        url_print: payment.url_print ?? instrument?.url_print ?? null,
        first6: payment.first6 ?? instrument?.first6 ?? null,
        last4: payment.last4 ?? instrument?.last4 ?? null,
        expiration_date: payment.expiration_date ?? instrument?.expiration_date ?? null,
      };
    }),
  };
}

/** Whether a failed order read means "no such order for you" (then the checkout leaves). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

interface GatewayAccount {
  id: string;
  type: string;
  wallet?: { available_to_use: number } | null;
}

/** Cents the customer's wallet can spend now (0 with no wallet or when it cannot be read). */
export const walletQuery = (accountId: string) =>
  queryOptions({
    queryKey: ['checkout', 'wallet', accountId],
    queryFn: async (): Promise<number> => {
      const { data } = await apiDocument<{ payment_gateway_account?: GatewayAccount | null }>(
        `/accounts/${encodeURIComponent(accountId)}?include=payment_gateway_account`,
      );
      return Math.max(0, data.payment_gateway_account?.wallet?.available_to_use ?? 0);
    },
    staleTime: 0,
    retry: false,
  });

export function useWallet(accountId: string | null | undefined): number {
  const query = useQuery({ ...walletQuery(accountId ?? ''), enabled: Boolean(accountId) });
  return query.data ?? 0;
}

// ---------------------------------------------------------------------------------------------------
// Coupons (coupon rules): the name is looked up first, then applied by its id.

export async function findCouponByName(name: string): Promise<Coupon | null> {
  const { data } = await apiDocument<Coupon[]>(`/coupons?filter[name]=${encodeURIComponent(name.trim())}`);
  return data?.[0] ?? null;
}

/** Puts the coupon (or none) on the order; answers the order as the API recomputed it. */
export async function setOrderCoupon(orderId: string, couponId: string | null): Promise<void> {
  await apiRequest(`/orders/${encodeURIComponent(orderId)}?include=coupon`, {
    method: 'PATCH',
    body: {
      data: {
        type: 'orders',
        id: orderId,
        relationships: { coupon: { data: couponId ? { type: 'coupons', id: couponId } : null } },
      },
    },
  });
}

// ---------------------------------------------------------------------------------------------------
// Paying

/** The payable's type as the payment endpoints take it (singular, "Payable"). */
export type PayableType = 'order' | 'cycle';
export type Payable = { id: string; type: PayableType };

export interface CardHolder {
  full_name: string;
  document_type: 'CPF' | 'CNPJ';
  document_number: string;
  /** YYYY-MM-DD */
  birthdate: string;
  phone: { country_code: string; area_code: string; number: string };
  address: null;
}

export type PaymentRequest =
  | { kind: 'new-card'; hash: string; holder: CardHolder; store: boolean }
  | { kind: 'stored-card'; cardId: string; cvc: string }
  | { kind: 'boleto' }
  | { kind: 'pix' }
  | { kind: 'account-balance' };

const PAYMENT_PATHS: Record<PaymentRequest['kind'], string> = {
  'new-card': '/payments/credit-card/new',
  'stored-card': '/payments/credit-card/stored',
  boleto: '/payments/boleto',
  pix: '/payments/pix',
  'account-balance': '/payments/account-balance',
};

function paymentBody(payable: Payable, request: PaymentRequest, consumeBalance: boolean) {
  const meta = { consume_account_balance: consumeBalance };
  switch (request.kind) {
    case 'new-card':
      return {
        data: {
          type: 'payments',
          attributes: {
            payable,
            funding_instrument: {
              type: 'credit_card',
              attributes: { store: request.store, hash: request.hash, holder: request.holder },
            },
          },
        },
        meta,
      };
    case 'stored-card':
      return {
        data: {
          type: 'payments',
          attributes: {
            payable,
            funding_instrument: { id: request.cardId, attributes: { cvc: request.cvc } },
          },
        },
        meta,
      };
    case 'boleto':
      // The server computes the due date (domain `boletoDueDate`).
      return {
        data: {
          type: 'payments',
          attributes: { payable, funding_instrument: { type: 'boletos', attributes: {} } },
        },
        meta,
      };
    case 'pix':
      // The charge expires with the order's window: the server's rule, nothing to send.
      return { data: { type: 'payments', attributes: { payable, funding_instrument: { type: 'pix' } } } };
    case 'account-balance':
      return { data: { type: 'payments', attributes: { payable } } };
  }
}

/**
 * Creates the payment. `key` identifies the attempt: a network failure is retried once with the same key,
 * so the API answers the same payment instead of charging twice.
 */
export async function createPayment(
  payable: Payable,
  request: PaymentRequest,
  options: { consumeBalance: boolean; key: string },
): Promise<Payment> {
  const send = () =>
    apiDocument<Payment>(`${PAYMENT_PATHS[request.kind]}?include=funding_instrument`, {
      method: 'POST',
      headers: { 'Idempotency-Key': options.key },
      body: paymentBody(payable, request, options.consumeBalance),
    });
  try {
    return (await send()).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return (await send()).data;
    throw error;
  }
}

export async function createOnGateway(orderId: string): Promise<CheckoutOrder> {
  return (
    await apiDocument<CheckoutOrder>(`/orders/${encodeURIComponent(orderId)}/create-on-gateway`, {
      method: 'POST',
    })
  ).data;
}

export async function fetchPayment(id: string): Promise<Payment> {
  return (await apiDocument<Payment>(`/payments/${encodeURIComponent(id)}?include=funding_instrument`)).data;
}

/** The gateway's RSA public key: SPKI DER, base64. */
export async function fetchPublicKey(): Promise<string> {
  const answer = await apiRequest<{ data?: { attributes?: { public_key?: string } } }>(
    '/payment-gateway/public-key',
  );
  const key = answer?.data?.attributes?.public_key;
  if (!key) throw new Error('no public key');
  return key;
}
