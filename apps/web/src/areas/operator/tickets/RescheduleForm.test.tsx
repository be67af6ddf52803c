import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDocument } from '../../../lib/api/client';
import { notify } from '../../../lib/notify';
import { answer, renderAt } from '../testing';
import { TicketDetailPage } from './TicketDetailPage';

vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api/client')>()),
  apiDocument: vi.fn(),
}));
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));
const api = vi.mocked(apiDocument);

/** A KEEP rebooking ticket of Joana's order, as GET /operator/tickets/{id} answers it. */
const TICKET = {
  data: {
    id: 't1',
    type: 'tickets',
    attributes: {
      kind: 'order_rebooking',
      status: 'open',
      order_id: 'o1',
      account_id: 'c1',
      reason: 'Vou viajar.',
      should_refund: null,
      refund_data: null,
      reschedule_data: { date: '2026-12-15', initial_hour: 9, reschedule_option: 'KEEP', duration_hours: 2 },
      question: null,
      topic: null,
      resolution: null,
      created_at: new Date(Date.now() - 3_600_000).toISOString(),
      resolved_at: null,
      customer_name: 'Ana Souza',
      customer_email: 'ana@exemplo.com',
      order: {
        id: 'o1',
        status: 'rescheduling',
        starts_at: '2026-12-10T12:00:00.000Z',
        ends_at: '2026-12-10T14:00:00.000Z',
        duration_hours: 2,
        total: 12000,
        professional_id: 'p-old',
        professional_name: 'Joana Lima',
        address_name: 'Casa',
      },
      audit: [],
    },
  },
};

const approvals = () => api.mock.calls.filter(([path]) => path.endsWith('/approve-reschedule'));

beforeEach(() => {
  api.mockReset();
  vi.mocked(notify).mockReset();
  api.mockImplementation(((path: string) =>
    answer(
      path.includes('/free-professionals')
        ? { data: [] }
        : path.endsWith('/approve-reschedule')
          ? {}
          : TICKET,
    )) as typeof apiDocument);
});

const openForm = async () => {
  renderAt(<TicketDetailPage />, { path: '/operador/chamados/t1', pattern: '/operador/chamados/:id' });
  return (await screen.findByRole('heading', { name: 'Aprovar reagendamento' })).closest(
    'form',
  ) as HTMLElement;
};

describe('the reschedule form (console form kit)', () => {
  it('says the approval was made once the API took it', async () => {
    const form = await openForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Aprovar reagendamento' }));
    await vi.waitFor(() => expect(approvals()).toHaveLength(1));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'success',
        message: 'Reagendamento aprovado. O cliente foi avisado.',
      }),
    );
  });

  it('refuses an emptied start hour on its field, sending nothing', async () => {
    const form = await openForm();
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Hora de início' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Aprovar reagendamento' }));
    expect(await within(form).findByText('Campo obrigatório')).toBeTruthy();
    expect(approvals()).toEqual([]);
  });
});
