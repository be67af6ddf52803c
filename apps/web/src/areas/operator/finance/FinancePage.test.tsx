import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDocument } from '../../../lib/api/client';
import { answer, renderAt } from '../testing';
import { FinancePage } from './FinancePage';

vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api/client')>()),
  apiDocument: vi.fn(),
}));
const api = vi.mocked(apiDocument);

const SUMMARY = {
  settled: 18_100,
  revenue: 2_500,
  payables: 15_600,
  refunds_payable: 0,
  refunds_paid: 0,
  payouts_in_transit: 0,
  payouts_paid: 0,
  wallets: 0,
  held: 0,
  by_professional: [
    { professional_id: 'aaaaaaaa-0000-4000-8000-000000000001', earned: 15_600, payable_movement: 15_600 },
  ],
  by_order: [
    {
      order_id: 'bbbbbbbb-0000-4000-8000-000000000002',
      money_in: 18_100,
      commission: 2_500,
      earning: 15_600,
      refund_due: 0,
    },
  ],
};

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(((path: string) => {
    if (path.startsWith('/operator/finance'))
      return answer({ data: { id: 'finance', type: 'finance_summaries', attributes: SUMMARY } });
    if (path.startsWith('/operator/ledger/entries'))
      return answer({
        data: [
          {
            id: 't1:0',
            type: 'ledger_entries',
            attributes: {
              key: 'order:x:completed',
              kind_name: 'Limpeza concluída',
              occurred_at: '2026-11-24T15:00:00.000Z',
              order_id: SUMMARY.by_order[0]!.order_id,
              account: 'platform_revenue',
              account_name: 'Receita da plataforma',
              amount: -2_500,
            },
          },
        ],
      });
    return answer({ data: [] });
  }) as typeof apiDocument);
});

describe('the finance screen', () => {
  it('shows the period’s figures, per order, and opens a figure’s ledger entries', async () => {
    renderAt(<FinancePage />, {
      path: '/operador/financeiro?de=2026-11-01&ate=2026-11-30',
      pattern: '/operador/financeiro',
    });
    const revenue = await screen.findByRole('button', { name: 'Receita (comissão e taxas)' });
    // Settled in the figures and in the order's row.
    expect(screen.getAllByText('R$ 181,00')).toHaveLength(2);
    const byOrder = screen.getByRole('table', { name: 'Dinheiro por pedido' });
    expect(within(byOrder).getByRole('link', { name: 'bbbbbbbb' })).toBeTruthy();
    await userEvent.click(revenue);
    const entries = await screen.findByRole('table', { name: 'Lançamentos do razão' });
    expect(within(entries).getByText('Limpeza concluída')).toBeTruthy();
    expect(within(entries).getByText('−R$ 25,00')).toBeTruthy();
    expect(api.mock.calls.map(([path]) => path)).toContain(
      '/operator/ledger/entries?from=2026-11-01&to=2026-11-30&account=platform_revenue',
    );
  });
});
