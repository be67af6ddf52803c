import { cycleResource, orderRefResource, subscriptionResource } from '@brilho/domain/contract';
import type { Account, Cycle, Subscription } from '../../db/schema';
import { defineSerializer, type ResourceSerializer, relation, serializerOf } from '../../lib/jsonapi';
import { type AddressView, addressSerializer } from '../addresses';
import {
  customerSerializer,
  type OrderView,
  orderSerializer,
  type PaymentView,
  paymentSerializer,
} from '../orders';
import { type ProfessionalView, professionalSerializer } from '../professionals';

/** What the cycle rules (packages/domain/src/cycles.ts) computed with the clock's now. */
export interface CycleComputed {
  ordersCount: number;
  durationHours: number;
  payable: boolean;
  blockReason: string | null;
  cardLabel: string;
  expired: boolean;
  paymentOpensAt: Date;
  paymentClosesAt: Date;
  boletoDueDate: string;
}

/** A cycle with its computed attributes and what the request loaded (undefined: left out). */
export interface CycleView extends Cycle {
  computed: CycleComputed;
  orders?: OrderView[];
  payments?: PaymentView[];
  subscription?: SubscriptionView;
  address?: AddressView | null;
  professional?: ProfessionalView | null;
  customer?: Account | null;
}

export interface SubscriptionView extends Subscription {
  cycles?: CycleView[];
  professional?: ProfessionalView | null;
  address?: AddressView | null;
  /** Only the operator console loads it. */
  customer?: Account | null;
}

/** The origin order as an identifier (its attributes come from GET /orders/{id}). */
const originOrderSerializer = serializerOf<{ id: string }>()(orderRefResource, {
  id: (o) => o.id,
  attributes: () => ({}),
});

export const subscriptionSerializer: ResourceSerializer<SubscriptionView> = serializerOf<SubscriptionView>()(
  subscriptionResource,
  {
    id: (s) => s.id,
    attributes: (s) => ({
      name: s.name,
      status: s.status,
      frequency: s.frequency,
      starts_at: s.startsAt.toISOString(),
      /** Hours of each cleaning. */
      order_duration: s.orderDurationHours,
      payment_emission_day: s.paymentEmissionDay,
      created_at: s.createdAt.toISOString(),
    }),
    relationships: {
      cycles: relation(
        () => cycleSerializer,
        (s) => s.cycles,
      ),
      professional: relation(
        () => professionalSerializer,
        (s) => s.professional,
      ),
      address: relation(
        () => addressSerializer,
        (s) => s.address,
      ),
      origin_order: relation(
        () => originOrderSerializer,
        (s) => (s.originOrderId ? { id: s.originOrderId } : null),
      ),
      customer: relation(
        () => customerSerializer,
        (s) => s.customer,
      ),
    },
  },
);

export const cycleSerializer: ResourceSerializer<CycleView> = serializerOf<CycleView>()(cycleResource, {
  id: (c) => c.id,
  attributes: (c) => ({
    status: c.status,
    reference_month: c.referenceMonth,
    starts_at: c.startsAt.toISOString(),
    ends_at: c.endsAt.toISOString(),
    created_at: c.createdAt.toISOString(),
    amount: { total: c.total, subtotal: c.subtotal },
    orders_count: c.computed.ordersCount,
    /** Hours of each cleaning. */
    duration_hours: c.computed.durationHours,
    payable: c.computed.payable,
    block_reason: c.computed.blockReason,
    card_label: c.computed.cardLabel,
    expired: c.computed.expired,
    payment_opens_at: c.computed.paymentOpensAt.toISOString(),
    payment_closes_at: c.computed.paymentClosesAt.toISOString(),
    boleto_due_date: c.computed.boletoDueDate,
  }),
  relationships: {
    orders: relation(
      () => orderSerializer,
      (c) => c.orders,
    ),
    payments: relation(
      () => paymentSerializer,
      (c) => c.payments,
    ),
    subscription: relation(
      () => subscriptionSerializer,
      (c) => c.subscription,
    ),
    address: relation(
      () => addressSerializer,
      (c) => c.address,
    ),
    professional: relation(
      () => professionalSerializer,
      (c) => c.professional,
    ),
    customer: relation(
      () => customerSerializer,
      (c) => c.customer,
    ),
  },
});
