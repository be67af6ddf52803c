import { describe, expect, it } from 'vitest';
import { cycleId, cycleResource, NOW } from '../../features/subscriptions/testing';
import { parseDocument } from '../../lib/api/jsonapi';
import type { Cycle, Subscription } from './api';
import { cyclesOfSubscription, lastPaymentDay, monthLabel, sortSubscriptions } from './model';

const cycle = (n: number, status: Cycle['status'], month: string) =>
  parseDocument<Cycle>({ data: cycleResource({ id: cycleId(n), status, month }) }).data;

describe('subscriptions model', () => {
  it("names a cycle's month in pt-BR", () => {
    expect(monthLabel('2026-12-01')).toBe('Dezembro de 2026');
    expect(monthLabel('2027-03-01')).toBe('Março de 2027');
  });

  it('sorts subscriptions by state: active, accepted, requested, paused, created, rejected, cancelled', () => {
    const statuses = [
      'cancelled',
      'created',
      'requested',
      'active',
      'rejected',
      'paused',
      'accepted',
    ] as const;
    const sorted = sortSubscriptions(
      statuses.map((status) => ({ id: status, status, starts_at: '2026-01-01' }) as Subscription),
    );
    expect(sorted.map((s) => s.status)).toEqual([
      'active',
      'accepted',
      'requested',
      'paused',
      'created',
      'rejected',
      'cancelled',
    ]);
  });

  it('lists created cycles and the current month on by start date; earlier and cancelled ones apart', () => {
    // NOW is 2 March 2026 (São Paulo).
    const now = new Date(NOW);
    const { current, earlier } = cyclesOfSubscription(
      [
        cycle(5, 'created', '2026-05'),
        cycle(1, 'paid', '2026-01'),
        cycle(3, 'paid', '2026-03'),
        cycle(4, 'created_on_gateway', '2026-04'),
        cycle(2, 'paid', '2026-02'),
        cycle(6, 'cancelled', '2026-04'),
      ],
      now,
    );
    expect(current.map((c) => c.reference_month)).toEqual(['2026-03-01', '2026-04-01', '2026-05-01']);
    expect(earlier.map((c) => c.id)).toEqual([cycleId(6), cycleId(2), cycleId(1)]);
  });

  it('keeps a created cycle in the list even from an earlier month (the spec keeps created ones)', () => {
    const { current } = cyclesOfSubscription([cycle(1, 'created', '2026-02')], new Date(NOW));
    expect(current).toHaveLength(1);
  });

  it('answers the last payable day: the day before the period closes at 00:00 of the first cleaning', () => {
    expect(lastPaymentDay(cycle(1, 'created_on_gateway', '2026-04'))).toBe('02/04/2026');
  });
});
