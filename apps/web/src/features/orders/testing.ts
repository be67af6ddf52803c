// Test-only fixtures of the orders screens: JSON:API documents of orders as GET /orders answers them.
import type { OrderStatus, PaymentStatus } from '@brilho/domain';
import {
  couponAttributes,
  orderAttributes,
  paymentAttributes,
  professionalAttributes,
  publicAccountAttributes,
} from '@brilho/domain/contract';
import { fixtureOf } from '@brilho/domain/contract/testing';
import { address, CURITIBA, district, PARANA } from '../../components/address/testing';
import type { Order } from '../../entities/order/api';
import { parseDocument } from '../../lib/api/jsonapi';

/** Monday 2 March 2026, 09:00 in São Paulo. */
export const NOW = '2026-03-02T12:00:00.000Z';
export const CLOCK = { body: { current_time: NOW } };
const HOUR = 3_600_000;

export interface OrderFixture {
  id: string;
  status: OrderStatus;
  /** Hours from NOW to the start (negative: it started). */
  startsIn: number;
  duration?: number;
  /** Minutes before NOW the order was created. */
  createdMinutesAgo?: number;
  payments?: {
    status: PaymentStatus;
    funding_type: 'boletos' | 'credit_card' | 'account_balance' | 'pix';
    /** Minutes before NOW the payment was made (default 0). */
    minutesAgo?: number;
    last4?: string;
  }[];
  credit?: boolean;
  professional?: { first: string; last: string; completed: number } | null;
  total?: number;
  discount?: number;
  coupon?: string;
  cycleId?: string | null;
  subscriptionId?: string;
  /** The professional's phone as the API would share it. */
  phone?: { country_code: string; area_code: string; number: string };
}

type Raw = {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, unknown>;
};

export function orderResources(fixture: OrderFixture): { data: Raw; included: Raw[] } {
  const now = new Date(NOW).getTime();
  const starts = new Date(now + fixture.startsIn * HOUR);
  const duration = fixture.duration ?? 3;
  const professional =
    fixture.professional === undefined
      ? { first: 'Rosa', last: 'Lima', completed: 12 }
      : fixture.professional;
  const total = fixture.total ?? 18_600;
  const discount = fixture.discount ?? 0;
  const included: Raw[] = [
    address('a1', 'Casa', 'd-batel', { reference: 'Perto do parque' }),
    district('d-batel', 'Batel'),
    CURITIBA,
    PARANA,
  ];
  const payments = (fixture.payments ?? []).map((payment, index) => ({
    type: 'payments',
    id: `${fixture.id}-pay${index}`,
    attributes: fixtureOf(paymentAttributes, {
      status: payment.status,
      created_at: new Date(now - (payment.minutesAgo ?? 0) * 60_000).toISOString(),
      amount: total,
      funding_type: payment.funding_type,
      last4: payment.last4 ?? null,
    }),
  }));
  included.push(...payments);
  if (professional)
    included.push(
      {
        type: 'professionals',
        id: `pro-${fixture.id}`,
        attributes: fixtureOf(professionalAttributes, {
          completed_orders_count: professional.completed,
          rating: 9_000,
          total_feedbacks_count: 3,
        }),
        relationships: { account: { data: { type: 'accounts', id: `acc-${fixture.id}` } } },
      },
      {
        type: 'accounts',
        id: `acc-${fixture.id}`,
        attributes: fixtureOf(publicAccountAttributes, {
          first_name: professional.first,
          last_name: professional.last,
          created_at: NOW,
        }),
        relationships: { profile: { data: null } },
      },
    );
  if (fixture.coupon)
    included.push({
      type: 'coupons',
      id: 'cp1',
      attributes: fixtureOf(couponAttributes, { name: fixture.coupon, value_type: 'PERCENTAGE', value: 10 }),
    });
  return {
    data: {
      type: 'orders',
      id: fixture.id,
      attributes: fixtureOf(orderAttributes, {
        status: fixture.status,
        created_at: new Date(now - (fixture.createdMinutesAgo ?? 60 * 24 * 3) * 60_000).toISOString(),
        updated_at: NOW,
        cycle_id: fixture.cycleId ?? null,
        subscription_id: fixture.subscriptionId ?? null,
        description: 'Foco na cozinha.',
        total,
        amount: { total, subtotal: { value: total + discount, discount }, discount },
        order_converted_in_credit: fixture.credit ?? false,
        paid_by_account_balance: false,
        starts_at: starts.toISOString(),
        ends_at: new Date(starts.getTime() + duration * HOUR).toISOString(),
        duration,
        professional_phone: fixture.phone ?? null,
      }),
      relationships: {
        address: { data: { type: 'addresses', id: 'a1' } },
        professional: { data: professional ? { type: 'professionals', id: `pro-${fixture.id}` } : null },
        payments: { data: payments.map(({ type, id }) => ({ type, id })) },
        coupon: { data: fixture.coupon ? { type: 'coupons', id: 'cp1' } : null },
      },
    },
    included,
  };
}

/** One order document (GET /orders/{id}). */
export const orderDocument = (fixture: OrderFixture) => orderResources(fixture);

/** A list document (GET /orders) with its meta. */
export function ordersDocument(
  fixtures: OrderFixture[],
  meta: { page_count?: number; record_count?: number } = {},
) {
  const parts = fixtures.map(orderResources);
  const included = new Map<string, Raw>();
  for (const part of parts) for (const raw of part.included) included.set(`${raw.type}:${raw.id}`, raw);
  return {
    data: parts.map((part) => part.data),
    included: [...included.values()],
    meta: { page_count: meta.page_count ?? 1, record_count: meta.record_count ?? fixtures.length },
  };
}

/** The parsed order, as the components receive it. */
export const parsedOrder = (fixture: OrderFixture): Order =>
  parseDocument<Order>(orderDocument(fixture) as never).data;
