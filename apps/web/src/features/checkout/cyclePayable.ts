import { isPaymentDone, messages } from '@brilho/domain';
import { type CheckoutCycle, cycleCheckoutKey, fetchCheckoutCycle } from './api';
import type { PayableAdapter } from './payable';

// A subscription's cycle as the checkout flow pays it: no window, no gateway step, payable as the API says.

/** A cycle is paid once its status says so, or one of its payments has the money in. */
export const isCyclePaid = (cycle: CheckoutCycle): boolean =>
  ['paid', 'active', 'ended'].includes(cycle.status) ||
  (cycle.payments ?? []).some((p) => isPaymentDone(p.status));

export function cycleAdapter(cycleId: string): PayableAdapter<CheckoutCycle> {
  return {
    type: 'cycle',
    id: cycleId,
    queryKey: cycleCheckoutKey(cycleId),
    fetch: () => fetchCheckoutCycle(cycleId),
    isPaid: isCyclePaid,
    mayCheckout: (cycle) => cycle.payable,
    needsGateway: () => false,
    cancelledDetail: messages.payments.cycleCancelled,
    paidTitles: [messages.payments.cyclePaid],
  };
}
