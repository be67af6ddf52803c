import { ORDER_PAYMENT_WINDOW_SECONDS } from '@brilho/domain';
import { describe, expect, it } from 'vitest';
import { NOW, parsedOrder } from '../../features/orders/testing';
import { isPayableNow, paymentSecondsLeft } from './model';

const SECOND = 1_000;
const WINDOW_MINUTES = ORDER_PAYMENT_WINDOW_SECONDS / 60;
const at = (offsetMs: number) => new Date(new Date(NOW).getTime() + offsetMs);

/** A payable order created `createdMinutesAgo` minutes before NOW. */
const payable = (createdMinutesAgo: number) =>
  parsedOrder({ id: 'o1', status: 'waiting_payment', startsIn: 48, createdMinutesAgo });

describe('isPayableNow: checkout is open while the payment window lasts', () => {
  it('is open inside the window', () => {
    const order = payable(1);
    expect(paymentSecondsLeft(order, at(0))).toBe(ORDER_PAYMENT_WINDOW_SECONDS - 60);
    expect(isPayableNow(order, at(0))).toBe(true);
  });

  it('is open one second before the deadline and closed at it (0 s left)', () => {
    const order = payable(WINDOW_MINUTES);
    expect(paymentSecondsLeft(order, at(-SECOND))).toBe(1);
    expect(isPayableNow(order, at(-SECOND))).toBe(true);
    expect(paymentSecondsLeft(order, at(0))).toBe(0);
    expect(isPayableNow(order, at(0))).toBe(false);
  });

  it('is closed after the window, though the status still allows checkout', () => {
    const order = payable(WINDOW_MINUTES + 5);
    expect(paymentSecondsLeft(order, at(0))).toBe(0);
    expect(isPayableNow(order, at(0))).toBe(false);
  });

  it('is closed for an order that cannot go to checkout at all', () => {
    const paid = parsedOrder({ id: 'o2', status: 'paid', startsIn: 48, createdMinutesAgo: 1 });
    expect(paymentSecondsLeft(paid, at(0))).toBeNull();
    expect(isPayableNow(paid, at(0))).toBe(false);
  });
});
