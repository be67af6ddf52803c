// Test-only fixtures of the subscriptions screens: JSON:API documents as the subscriptions contract answers.
import type { CycleStatus, OrderStatus, PaymentStatus, SubscriptionStatus } from '@brilho/domain';
import {
  cycleAttributes,
  orderAttributes,
  paymentAttributes,
  professionalAttributes,
  publicAccountAttributes,
  publicProfileAttributes,
  subscriptionAttributes,
} from '@brilho/domain/contract';
import { fixtureOf } from '@brilho/domain/contract/testing';
import { address, CURITIBA, district, PARANA } from '../../components/address/testing';

export { CLOCK, NOW } from '../orders/testing';

/** A uuid per short name: the cycle route only opens for cycle ids that are uuids. */
export const cycleId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export interface CycleFixture {
  id: string;
  status: CycleStatus;
  /** 'YYYY-MM'. */
  month: string;
  payable?: boolean;
  blockReason?: string | null;
  cardLabel?: string;
  expired?: boolean;
  total?: number;
  subtotal?: number;
  ordersCount?: number;
  subscriptionId?: string;
  payments?: { id: string; status: PaymentStatus; funding_type: 'boletos' | 'credit_card'; last4?: string }[];
  orders?: { id: string; day: string; status?: string }[];
}

/** The first cleaning on the month's 3rd, 09:00–12:00 São Paulo; the last on the 17th. */
export function cycleResource(fixture: CycleFixture) {
  const first = `${fixture.month}-03T12:00:00.000Z`;
  const last = `${fixture.month}-17T15:00:00.000Z`;
  return {
    type: 'cycles',
    id: fixture.id,
    attributes: fixtureOf(cycleAttributes, {
      status: fixture.status,
      reference_month: `${fixture.month}-01`,
      starts_at: first,
      ends_at: last,
      created_at: '2026-01-10T12:00:00.000Z',
      amount: { total: fixture.total ?? 17_000, subtotal: fixture.subtotal ?? 18_600 },
      orders_count: fixture.ordersCount ?? 2,
      duration_hours: 3,
      payable: fixture.payable ?? false,
      block_reason: fixture.blockReason ?? null,
      card_label: fixture.cardLabel ?? 'VENCIMENTO',
      expired: fixture.expired ?? false,
      payment_opens_at: '2026-02-28T03:00:00.000Z',
      payment_closes_at: `${fixture.month}-03T03:00:00.000Z`,
      boleto_due_date: '2026-02-26',
    }),
    relationships: {
      ...(fixture.payments
        ? { payments: { data: fixture.payments.map((p) => ({ type: 'payments', id: p.id })) } }
        : {}),
      ...(fixture.orders
        ? { orders: { data: fixture.orders.map((o) => ({ type: 'orders', id: o.id })) } }
        : {}),
      ...(fixture.subscriptionId
        ? { subscription: { data: { type: 'subscriptions', id: fixture.subscriptionId } } }
        : {}),
      address: { data: { type: 'addresses', id: 'a1' } },
    },
  };
}

const paymentResources = (fixture: CycleFixture) =>
  (fixture.payments ?? []).map((payment, index) => ({
    type: 'payments',
    id: payment.id,
    attributes: fixtureOf(paymentAttributes, {
      status: payment.status,
      created_at: `2026-03-0${index + 1}T13:00:00.000Z`,
      amount: fixture.total ?? 17_000,
      funding_type: payment.funding_type,
      line_code: payment.funding_type === 'boletos' ? '2'.repeat(47) : null,
      url_print: payment.funding_type === 'boletos' ? 'http://localhost/boleto.pdf' : null,
      first6: payment.last4 ? '411111' : null,
      last4: payment.last4 ?? null,
    }),
  }));

const orderResources = (fixture: CycleFixture) =>
  (fixture.orders ?? []).map((order) => ({
    type: 'orders',
    id: order.id,
    attributes: fixtureOf(orderAttributes, {
      status: (order.status ?? 'created') as OrderStatus,
      created_at: '2026-01-10T12:00:00.000Z',
      updated_at: '2026-01-10T12:00:00.000Z',
      cycle_id: fixture.id,
      subscription_id: fixture.subscriptionId ?? 's1',
      description: null,
      subtotal: 9_300,
      discount: 800,
      total: 8_500,
      amount: { total: 8_500, subtotal: { value: 9_300, discount: 800 }, discount: 800 },
      order_converted_in_credit: false,
      paid_by_account_balance: false,
      starts_at: `${order.day}T12:00:00.000Z`,
      ends_at: `${order.day}T15:00:00.000Z`,
      duration: 3,
    }),
  }));

const PLACES = [address('a1', 'Casa', 'd-batel'), district('d-batel', 'Batel'), CURITIBA, PARANA];

const professional = [
  {
    type: 'professionals',
    id: 'p1',
    attributes: fixtureOf(professionalAttributes, {
      completed_orders_count: 40,
      rating: 9_400,
      total_feedbacks_count: 12,
    }),
    relationships: { account: { data: { type: 'accounts', id: 'acc-p1' } } },
  },
  {
    type: 'accounts',
    id: 'acc-p1',
    attributes: fixtureOf(publicAccountAttributes, {
      first_name: 'Maria',
      last_name: 'Souza',
      created_at: '2024-01-01T12:00:00.000Z',
    }),
    relationships: { profile: { data: { type: 'profiles', id: 'prof-p1' } } },
  },
  {
    type: 'profiles',
    id: 'prof-p1',
    attributes: fixtureOf(publicProfileAttributes, {
      profile_picture: '/api/avatars/maria-souza.svg',
      bio: null,
    }),
  },
];

/** A fortnightly subscription's attributes, 3-hour cleanings, payments emitted on the 28th. */
const subscriptionAttributesOf = (
  overrides: Parameters<typeof fixtureOf<typeof subscriptionAttributes>>[1],
) =>
  fixtureOf(subscriptionAttributes, {
    name: 'Limpeza quinzenal — Casa',
    status: 'active',
    frequency: 'Quinzenal',
    starts_at: '2026-01-06T12:00:00.000Z',
    order_duration: 3,
    payment_emission_day: 28,
    created_at: '2026-01-01T12:00:00.000Z',
    ...overrides,
  });

const SUBSCRIPTION_S1 = subscriptionAttributesOf({});

export interface SubscriptionFixture {
  id: string;
  status: SubscriptionStatus;
  name?: string;
  startsAt?: string;
  cycles?: CycleFixture[];
}

/** GET /cycles/{id}?include=… */
export function cycleDocument(fixture: CycleFixture) {
  const subscriptionId = fixture.subscriptionId ?? 's1';
  return {
    data: {
      ...cycleResource({ ...fixture, subscriptionId }),
      relationships: {
        ...cycleResource({ ...fixture, subscriptionId }).relationships,
        payments: { data: (fixture.payments ?? []).map((p) => ({ type: 'payments', id: p.id })) },
        orders: { data: (fixture.orders ?? []).map((o) => ({ type: 'orders', id: o.id })) },
        professional: { data: { type: 'professionals', id: 'p1' } },
      },
    },
    included: [
      ...paymentResources(fixture),
      ...orderResources(fixture),
      ...professional,
      ...PLACES,
      {
        type: 'subscriptions',
        id: subscriptionId,
        attributes: SUBSCRIPTION_S1,
      },
    ],
  };
}

/** GET /subscriptions?include=cycles,professional.account */
export function subscriptionsDocument(
  fixtures: SubscriptionFixture[],
  meta: { page_count?: number; record_count?: number } = {},
) {
  return {
    data: fixtures.map((fixture) => ({
      type: 'subscriptions',
      id: fixture.id,
      attributes: subscriptionAttributesOf({
        name: fixture.name ?? `Limpeza quinzenal — ${fixture.id}`,
        status: fixture.status,
        starts_at: fixture.startsAt ?? '2026-01-06T12:00:00.000Z',
      }),
      relationships: {
        cycles: { data: (fixture.cycles ?? []).map((c) => ({ type: 'cycles', id: c.id })) },
        professional: { data: { type: 'professionals', id: 'p1' } },
      },
    })),
    included: [
      ...fixtures.flatMap((fixture) =>
        (fixture.cycles ?? []).map((cycle) => cycleResource({ ...cycle, subscriptionId: fixture.id })),
      ),
      ...professional,
      ...PLACES,
    ],
    meta: { page_count: meta.page_count ?? 1, record_count: meta.record_count ?? fixtures.length },
  };
}

/** GET /cycles?filter[status]=… */
export function cyclesDocument(fixtures: CycleFixture[]) {
  return {
    data: fixtures.map((fixture) =>
      cycleResource({ ...fixture, subscriptionId: fixture.subscriptionId ?? 's1' }),
    ),
    included: [
      ...PLACES,
      {
        type: 'subscriptions',
        id: 's1',
        attributes: SUBSCRIPTION_S1,
      },
    ],
    meta: { page_count: 1, record_count: fixtures.length },
  };
}
