import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDocument, apiRequest } from '../../../lib/api/client';
import { answer, renderAt } from '../testing';
import { FinancePage } from './FinancePage';

vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api/client')>()),
  apiDocument: vi.fn(),
  apiRequest: vi.fn(),
}));
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));
const api = vi.mocked(apiDocument);
const request = vi.mocked(apiRequest);

const ROSA = 'aaaaaaaa-0000-4000-8000-000000000001';
const ANA = 'cccccccc-0000-4000-8000-000000000003';

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
    { professional_id: ROSA, professional_name: 'Rosa Lima', earned: 15_600, payable_movement: 15_600 },
  ],
  by_order: [
    {
      order_id: 'bbbbbbbb-0000-4000-8000-000000000002',
      money_in: 18_100,
      commission: 2_500,
      earning: 15_600,
      refund_due: 0,
      customer_id: ANA,
      customer_name: 'Ana Souza',
      professional_id: ROSA,
      professional_name: 'Rosa Lima',
    },
  ],
};

/** An approved payout of the weekly run, as GET /operator/payouts answers it. */
const PAYOUT = {
  id: 'p1',
  type: 'payouts',
  attributes: {
    batch_id: 'b1',
    professional_id: ROSA,
    professional_name: 'Rosa Lima',
    amount: 15_600,
    pix_key: 'rosa@exemplo.com',
    status: 'approved',
    failure_reason: null,
  },
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
              customer_id: ANA,
              customer_name: 'Ana Souza',
            },
          },
        ],
      });
    if (path.startsWith('/operator/payouts')) return answer({ data: [PAYOUT] });
    return answer({ data: [] });
  }) as typeof apiDocument);
  request.mockReset();
  request.mockResolvedValue({});
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

  it('names the professional and the customer, each linking to their console page', async () => {
    renderAt(<FinancePage />, {
      path: '/operador/financeiro?de=2026-11-01&ate=2026-11-30',
      pattern: '/operador/financeiro',
    });
    const byOrder = await screen.findByRole('table', { name: 'Dinheiro por pedido' });
    expect(within(byOrder).getByRole('link', { name: 'Ana Souza' }).getAttribute('href')).toBe(
      `/operador/clientes/${ANA}`,
    );
    expect(within(byOrder).getByRole('link', { name: 'Rosa Lima' }).getAttribute('href')).toBe(
      `/operador/profissionais/${ROSA}`,
    );
    const byProfessional = screen.getByRole('table', { name: 'Ganhos por profissional' });
    expect(within(byProfessional).getByRole('link', { name: 'Rosa Lima' })).toBeTruthy();
    const payouts = await screen.findByRole('table', { name: 'Repasses às profissionais' });
    expect(within(payouts).getByRole('link', { name: 'Rosa Lima' }).getAttribute('href')).toBe(
      `/operador/profissionais/${ROSA}`,
    );
    expect(within(byOrder).queryByText(ROSA.slice(0, 8))).toBeNull();
  });

  it('marks an approved payout as failed after a confirmation with the reason', async () => {
    renderAt(<FinancePage />, { path: '/operador/financeiro', pattern: '/operador/financeiro' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Marcar falha no repasse de Rosa Lima' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Marcar repasse como falho' });
    expect(within(dialog).getByText(/volta aos ganhos a repassar/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar falha' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Informe o motivo da falha.');
    expect(request).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Chave Pix inexistente');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar falha' }));
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(request).toHaveBeenCalledWith('/operator/payouts/p1/failed', {
      method: 'POST',
      body: { data: { attributes: { reason: 'Chave Pix inexistente' } } },
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
