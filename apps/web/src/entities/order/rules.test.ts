import { ORDER_STATUSES, type OrderStatus } from '@brilho/domain';
import { describe, expect, it } from 'vitest';
import { NOW, parsedOrder } from '../../features/orders/testing';
import { orderRules } from './rules';

const rulesOf = (status: OrderStatus) =>
  orderRules(parsedOrder({ id: 'o1', status, startsIn: 48, createdMinutesAgo: 5 }), new Date(NOW));

describe('orderRules: the receipt (baixar recibo)', () => {
  // Order action rules: the receipt is offered for these statuses, and no other (a button on every order was a
  // surviving mutant: nothing asserted its absence).
  const withReceipt: OrderStatus[] = ['paid', 'provisioning', 'complete', 'service_not_provided'];

  it.each(withReceipt)('is offered for a %s order', (status) => {
    expect(rulesOf(status).invoice).toBe(true);
  });

  it.each(ORDER_STATUSES.filter((status) => !withReceipt.includes(status)))(
    'is absent for a %s order',
    (status) => {
      expect(rulesOf(status).invoice).toBe(false);
    },
  );
});
