import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDocument } from '../../../lib/api/client';
import { answer, renderAt } from '../testing';
import { TicketsPage } from './TicketsPage';

vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api/client')>()),
  apiDocument: vi.fn(),
}));
const api = vi.mocked(apiDocument);

const ticket = (id: string, hoursAgo: number, kind = 'order_cancellation') => ({
  id,
  type: 'tickets',
  attributes: {
    kind,
    status: 'open',
    order_id: 'o1',
    account_id: 'c1',
    created_at: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
    resolved_at: null,
    customer_name: `Cliente ${id}`,
    customer_email: `${id}@exemplo.com`,
    topic: null,
  },
});

beforeEach(() => {
  api.mockReset();
  api.mockImplementation((() =>
    answer({
      data: [ticket('t1', 80), ticket('t2', 30, 'order_rebooking'), ticket('t3', 2, 'general_question')],
      meta: { page_count: 1, record_count: 3 },
    })) as typeof apiDocument);
});

describe('the tickets queue', () => {
  it('lists open tickets oldest first with their kind, customer and age, linking to the detail', async () => {
    renderAt(<TicketsPage />, { path: '/operador/chamados' });
    const table = await screen.findByRole('table', { name: 'Chamados' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Cancelamento',
      'Reagendamento',
      'Dúvida',
    ]);
    expect(within(rows[0]!).getByText('3 d 8 h')).toBeTruthy();
    expect(within(rows[2]!).getByText('2 h')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Cancelamento' }).getAttribute('href')).toBe(
      '/operador/chamados/t1',
    );
    expect(api).toHaveBeenCalledWith('/operator/tickets?filter[status]=open&sort=created_at&page[number]=1');
  });

  it('filters by situation: resolved tickets are asked for with their filter', async () => {
    renderAt(<TicketsPage />, { path: '/operador/chamados' });
    await screen.findByRole('table', { name: 'Chamados' });
    await userEvent.click(screen.getByText('Resolvidos'));
    await vi.waitFor(() =>
      expect(api).toHaveBeenLastCalledWith(
        '/operator/tickets?filter[status]=resolved&sort=created_at&page[number]=1',
      ),
    );
  });

  it('says so when the queue is empty, and offers a retry when it fails', async () => {
    api.mockImplementationOnce((() => answer({ data: [], meta: { page_count: 1 } })) as typeof apiDocument);
    const { unmount } = renderAt(<TicketsPage />, { path: '/operador/chamados' });
    expect(await screen.findByText('Nenhum chamado por aqui.')).toBeTruthy();
    unmount();
    api.mockImplementationOnce((() => Promise.reject(new Error('offline'))) as typeof apiDocument);
    renderAt(<TicketsPage />, { path: '/operador/chamados' });
    expect(await screen.findByText('Ocorreu um erro ao listar os chamados!')).toBeTruthy();
  });
});
