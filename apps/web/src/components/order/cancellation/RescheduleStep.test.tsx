import * as domain from '@brilho/domain';
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOW, parsedOrder } from '../../../features/orders/testing';
import { mockApi, renderWithProviders } from '../../address/testing';
import CancellationModal from './CancellationModal';

// Counted, not replaced: how often the window of bookable days is computed and the calendar's day buttons
// are drawn (the calendar names each day with spokenDate).
vi.mock('@brilho/domain', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@brilho/domain')>();
  return { ...actual, bookableDates: vi.fn(actual.bookableDates), spokenDate: vi.fn(actual.spokenDate) };
});

let tick: (ms: number) => void = () => undefined;

/** The modal as the order page holds it: `now` moves on every second (useServerNow). */
function Ticking() {
  // A second past 09:00 (NOW is 09:00:00.000 sharp, when the rules still offer 12h today).
  const [now, setNow] = useState(() => new Date(Date.parse(NOW) + 1_000));
  tick = (ms) => setNow((current) => new Date(current.getTime() + ms));
  return (
    <CancellationModal
      order={parsedOrder({
        id: 'o1',
        status: 'paid',
        startsIn: 50,
        payments: [{ status: 'settled', funding_type: 'credit_card' }],
      })}
      now={now}
      mode="reschedule"
      opened
      onClose={vi.fn()}
    />
  );
}

afterEach(() => vi.clearAllMocks());

describe('the reschedule step under a ticking clock (the page froze)', () => {
  it('computes the bookable days and draws the calendar once per hour of the rules, not once per tick', async () => {
    mockApi(() => undefined);
    renderWithProviders(<Ticking />);
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar reagendamento' });
    expect(within(dialog).getByRole('button', { name: '5 de março de 2026, quinta-feira' })).toBeTruthy();
    const windows = vi.mocked(domain.bookableDates).mock.calls.length;
    const days = vi.mocked(domain.spokenDate).mock.calls.length;
    expect(windows).toBeGreaterThan(0);

    // Twenty seconds of the page's clock (Monday 09:00:01 → 09:00:21 in São Paulo): the same rules, nothing redone.
    for (let second = 0; second < 20; second += 1) act(() => tick(1_000));
    expect(vi.mocked(domain.bookableDates).mock.calls.length).toBe(windows);
    expect(vi.mocked(domain.spokenDate).mock.calls.length).toBe(days);

    // Past 10:00 the first hour offered today moves on: the window is computed again.
    act(() => tick(3_600_000));
    expect(vi.mocked(domain.bookableDates).mock.calls.length).toBeGreaterThan(windows);
  });
});
