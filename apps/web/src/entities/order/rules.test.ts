import { ORDER_STATUSES, type OrderStatus } from '@brilho/domain';
import { describe, expect, it } from 'vitest';
import { NOW, parsedOrder } from '../../features/orders/testing';
import { isCredit, orderRules } from './rules';

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

describe('orderRules: rescheduling, short notice and credit', () => {
  const order = (status: OrderStatus, startsIn: number, credit = false) =>
    parsedOrder({ id: 'o1', status, startsIn, createdMinutesAgo: 5, credit });
  const rules = (status: OrderStatus, startsIn: number, credit = false) =>
    orderRules(order(status, startsIn, credit), new Date(NOW));

  it.each([
    ['a paid order', 'paid', false, true],
    ['an order cancelled as credit', 'cancelled', true, true],
    ['an order cancelled without credit', 'cancelled', false, false],
    ['an order waiting for payment', 'waiting_payment', false, false],
  ] as [string, OrderStatus, boolean, boolean][])(
    '%s may be rescheduled: %s',
    (_case, status, credit, may) => {
      expect(rules(status, 48, credit).reschedule).toBe(may);
    },
  );

  // Short notice is only said of an order the customer may still cancel.
  it.each([
    ['paid, 10 h ahead', 'paid', 10, true],
    ['paid, 48 h ahead', 'paid', 48, false],
    ['complete, 10 h ahead (not cancellable)', 'complete', 10, false],
  ] as [string, OrderStatus, number, boolean][])(
    'an order %s is on short notice: %s',
    (_case, status, startsIn, short) => {
      expect(rules(status, startsIn).shortNotice).toBe(short);
    },
  );

  it.each([
    ['not provided', 'service_not_provided', false, true],
    ['cancelled as credit', 'cancelled', true, true],
    ['cancelled without credit', 'cancelled', false, false],
    ['paid', 'paid', false, false],
  ] as [string, OrderStatus, boolean, boolean][])(
    'an order %s is a credit: %s',
    (_case, status, credit, is) => {
      expect(isCredit(order(status, 48, credit))).toBe(is);
    },
  );
});
