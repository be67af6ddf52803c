import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDocument } from '../../lib/api/client';
import { EarningsPage } from './EarningsPage';
import { answer, professionalUser, renderAt } from './testing';

vi.mock('../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api/client')>()),
  apiDocument: vi.fn(),
}));

const documents = vi.mocked(apiDocument);
beforeEach(() => documents.mockReset());

describe('the earnings screen', () => {
  it('shows each job’s value and her share by week, the totals and the payout history', async () => {
    documents.mockImplementation((() =>
      answer({
        data: {
          id: 'p1',
          type: 'earnings',
          attributes: {
            pending: 7_800,
            payable: 0,
            in_transit: 0,
            paid: 15_600,
            jobs: [
              {
                order_id: 'o2',
                date: '2026-12-01',
                week: '2026-11-30',
                status: 'paid',
                value: 9_300,
                share: 7_800,
                state: 'pending',
              },
              {
                order_id: 'o1',
                date: '2026-11-24',
                week: '2026-11-23',
                status: 'complete',
                value: 18_100,
                share: 15_600,
                state: 'earned',
              },
            ],
            payouts: [
              {
                amount: 15_600,
                status: 'paid',
                pix_key: 'rosa@exemplo.com',
                created_at: '2026-11-30T12:00:00.000Z',
                paid_at: '2026-11-30T15:00:00.000Z',
                failure_reason: null,
              },
            ],
          },
        },
      })) as typeof apiDocument);
    renderAt(<EarningsPage />, { path: '/profissional/ganhos', user: professionalUser });
    const week = await screen.findByRole('table', { name: 'Limpezas da semana de 23/11' });
    const row = within(week).getByText('24/11').closest('tr')!;
    expect(within(row).getByText('R$ 181,00')).toBeTruthy();
    expect(within(row).getByText('R$ 156,00')).toBeTruthy();
    const later = screen.getByRole('table', { name: 'Limpezas da semana de 30/11' });
    expect(within(later).getByText('(a receber)')).toBeTruthy();
    expect(screen.getByText('Pago')).toBeTruthy();
    expect(screen.getByText(/Pix rosa@exemplo.com/)).toBeTruthy();
  });
});
