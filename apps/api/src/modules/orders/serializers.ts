import { customerResource, orderResource, productsPricingResource } from '@brilho/domain/contract';
import type { Account, Order, ProductsPricing } from '../../db/schema';
import { type ResourceSerializer, relation, serializerOf } from '../../lib/jsonapi';
import { type AddressView, addressSerializer } from '../addresses';
import { type CouponView, couponSerializer } from '../coupons';
import {
  type ProfessionalView,
  professionalSerializer,
  type ScheduleEventView,
  scheduleEventSerializer,
} from '../professionals';
import { type PaymentView, paymentSerializer } from './payment-views';
import type { PhoneView } from './views';

/** An order with what `include` asked for already loaded (undefined: not asked for, left out). */
export interface OrderView extends Order {
  scheduleEvent?: ScheduleEventView | null;
  professional?: ProfessionalView | null;
  customer?: Account;
  address?: AddressView;
  payments?: PaymentView[];
  coupon?: CouponView | null;
  /** Only where the spec lets the customer see it (views.ts); null otherwise. */
  professionalPhone?: PhoneView | null;
  /** The subscription of the order's cycle (subscriptions module); null for a one-off order. */
  subscriptionId?: string | null;
}

/** The customer as an order shows them: who ordered, no documents or phones. */
export const customerSerializer = serializerOf<Account>()(customerResource, {
  id: (a) => a.id,
  attributes: (a) => ({
    email: a.email,
    first_name: a.firstName,
    last_name: a.lastName,
    accountable_type: a.accountableType,
  }),
});

/**
 * The spec's `amount (total, subtotal.discount)`: the discount is read under the subtotal, so the
 * subtotal is an object `{ value, discount }` (cents). `amount.discount` stays beside it, and the
 * order's flat `total`, `subtotal`, `discount` attributes too, for readers of the earlier shape.
 */
export function orderAmountAttribute(o: Pick<Order, 'total' | 'subtotal' | 'discount'>) {
  return { total: o.total, subtotal: { value: o.subtotal, discount: o.discount }, discount: o.discount };
}

export const orderSerializer: ResourceSerializer<OrderView> = serializerOf<OrderView>()(orderResource, {
  id: (o) => o.id,
  attributes: (o) => ({
    status: o.status,
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    cycle_id: o.cycleId,
    subscription_id: o.subscriptionId ?? null,
    description: o.description,
    total: o.total,
    subtotal: o.subtotal,
    discount: o.discount,
    amount: orderAmountAttribute(o),
    order_converted_in_credit: o.orderConvertedInCredit,
    paid_by_account_balance: o.paidByAccountBalance,
    starts_at: o.startsAt.toISOString(),
    ends_at: o.endsAt.toISOString(),
    /** Hours, as the scheduler counts them (the schedule event's `duration` is in seconds). */
    duration: o.durationHours,
    should_include_products: o.shouldIncludeProducts,
    professional_phone: o.professionalPhone ?? null,
  }),
  relationships: {
    schedule_event: relation(
      () => scheduleEventSerializer,
      (o) => o.scheduleEvent,
    ),
    professional: relation(
      () => professionalSerializer,
      (o) => o.professional,
    ),
    customer: relation(
      () => customerSerializer,
      (o) => o.customer,
    ),
    address: relation(
      () => addressSerializer,
      (o) => o.address,
    ),
    payments: relation(
      () => paymentSerializer,
      (o) => o.payments,
    ),
    coupon: relation(
      () => couponSerializer,
      (o) => o.coupon,
    ),
  },
});

export const productsPricingSerializer = serializerOf<ProductsPricing>()(productsPricingResource, {
  id: (p) => p.id,
  attributes: (p) => ({
    fee: p.fee,
    price: p.price,
    fee_per_hour: p.feePerHour,
    price_per_hour: p.pricePerHour,
  }),
});
