import { describe, expect, it } from 'vitest';
import { parseDocument } from './api/jsonapi';
import { queryClient } from './queryClient';

/**
 * An order as the checkout reads it (include=payments): each payment's `payable` is the order itself, so
 * the parsed answer is cyclic. Every read of a payment's `payable` is counted; past `limit` the read throws,
 * so a compare that walks the cycle fails here instead of freezing the tab.
 */
function orderWithPayments(statuses: string[], reads: { count: number; limit: number }) {
  const { data } = parseDocument<Record<string, unknown>>({
    data: {
      id: 'o1',
      type: 'orders',
      attributes: { status: 'created_on_gateway' },
      relationships: {
        payments: { data: statuses.map((_, index) => ({ id: `p${index}`, type: 'payments' })) },
      },
    },
    included: statuses.map((status, index) => ({
      id: `p${index}`,
      type: 'payments',
      attributes: { status },
      relationships: { payable: { data: { id: 'o1', type: 'orders' } } },
    })),
  });
  for (const payment of data.payments as Record<string, unknown>[]) {
    const payable = payment.payable;
    Object.defineProperty(payment, 'payable', {
      enumerable: true,
      get() {
        reads.count += 1;
        if (reads.count > reads.limit) throw new Error(`payable read ${reads.count} times`);
        return payable;
      },
    });
  }
  return data;
}

describe('the query cache', () => {
  it('takes a refetched order whose two payments point back to it (a declined card, then another)', () => {
    const reads = { count: 0, limit: 1_000 };
    const key = ['orders', 'o1', 'cyclic'];
    queryClient.setQueryData(key, orderWithPayments(['cancelled', 'processing'], reads));
    const next = orderWithPayments(['cancelled', 'authorized'], reads);
    queryClient.setQueryData(key, next);
    const cached = queryClient.getQueryData<Record<string, unknown>>(key)!;
    expect(cached).toBe(next);
    expect((cached.payments as { status: string }[]).map((p) => p.status)).toEqual([
      'cancelled',
      'authorized',
    ]);
    queryClient.removeQueries({ queryKey: key });
  });

  it('still shares what did not change in acyclic answers', () => {
    const key = ['acyclic'];
    queryClient.setQueryData(key, { a: { x: 1 }, b: { y: 2 } });
    const first = queryClient.getQueryData<{ a: object; b: object }>(key)!;
    queryClient.setQueryData(key, { a: { x: 1 }, b: { y: 3 } });
    const second = queryClient.getQueryData<{ a: object; b: object }>(key)!;
    expect(second.a).toBe(first.a);
    expect(second.b).not.toBe(first.b);
    queryClient.removeQueries({ queryKey: key });
  });
});
