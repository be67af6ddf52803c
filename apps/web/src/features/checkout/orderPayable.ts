import { canGoToCheckout, isPaymentDone, messages } from '@brilho/domain';
import { type CheckoutOrder, fetchOrder, orderKey } from './api';
import type { PayableAdapter } from './payable';

// An order as the checkout flow pays it: the 20-minute window, created on the gateway before the payment.

/** Paid: the order says so, or one of its payments has the money in. */
export const isOrderPaid = (order: CheckoutOrder): boolean =>
  order.status === 'paid' || (order.payments ?? []).some((p) => isPaymentDone(p.status));

export const orderMayCheckout = (order: CheckoutOrder): boolean =>
  canGoToCheckout({
    status: order.status,
    payments: (order.payments ?? []).map((p) => ({
      status: p.status,
      fundingType: p.funding_type ?? 'credit_card',
    })),
  });

const refusals = messages.payments.refusals;

export function orderAdapter(orderId: string): PayableAdapter<CheckoutOrder> {
  return {
    type: 'order',
    id: orderId,
    queryKey: orderKey(orderId),
    fetch: () => fetchOrder(orderId),
    isPaid: isOrderPaid,
    mayCheckout: orderMayCheckout,
    needsGateway: (status) =>
      status === 'scheduled' || status === 'failed_to_create_on_gateway' || status === 'requested_on_gateway',
    cancelledDetail: refusals.windowOver,
    paidTitles: [refusals.alreadyPaid],
  };
}
