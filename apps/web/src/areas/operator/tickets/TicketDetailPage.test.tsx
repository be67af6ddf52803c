import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiDocument } from '../../../lib/api/client';
import { answer, renderAt } from '../testing';
import { TicketDetailPage } from './TicketDetailPage';

vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api/client')>()),
  apiDocument: vi.fn(),
}));
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));
const api = vi.mocked(apiDocument);

/** A rebooking ticket as GET /operator/tickets/{id} answers it. */
const rebooking = (option: 'KEEP' | 'ANY' | 'CHOOSE', chosen?: string[]) => ({
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
      reschedule_data: {
        date: '2026-12-15',
        initial_hour: 9,
        reschedule_option: option,
        duration_hours: 2,
        ...(chosen ? { professional_ids: chosen } : {}),
      },
      question: null,
      topic: null,
      resolution: null,
      created_at: new Date(Date.now() - 3_600_000).toISOString(),
      resolved_at: null,
      customer_name: 'Ana Souza',
      customer_email: 'ana@exemplo.com',
      order: {
        id: 'o1',
        status: 'rebooking',
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
});

const professionals = {
  data: [
    {
      id: 'p2',
      type: 'professionals',
      attributes: { first_name: 'Marta', last_name: 'Souza', email: 'marta@brilho.test' },
    },
  ],
  meta: { page_count: 1, record_count: 1 },
};

/** GET /operator/tickets/{id}/free-professionals: who is free for the slot (the availability search). */
const free = (
  rows: { id: string; name: string; is_free: boolean; is_current: boolean; is_asked: boolean }[],
) => ({
  data: rows.map(({ id, name, ...flags }) => ({
    id,
    type: 'professionals',
    attributes: {
      first_name: name.split(' ')[0],
      last_name: name.split(' ').slice(1).join(' '),
      email: `${id}@brilho.test`,
      ...flags,
    },
  })),
});
const NOBODY_FREE = free([]);

function answering(
  option: 'KEEP' | 'ANY' | 'CHOOSE',
  approve: () => Promise<unknown> = () => answer({}),
  { freeList = NOBODY_FREE, chosen }: { freeList?: ReturnType<typeof free>; chosen?: string[] } = {},
) {
  api.mockImplementation(((path: string) => {
    if (path.startsWith('/operator/professionals')) return answer(professionals);
    if (path.includes('/free-professionals')) return answer(freeList);
    if (path.endsWith('/approve-reschedule')) return approve();
    return answer(rebooking(option, chosen));
  }) as typeof apiDocument);
}

const approvals = () => api.mock.calls.filter(([path]) => path.endsWith('/approve-reschedule'));
const sent = () =>
  (approvals()[0]![1]!.body as { data: { attributes: Record<string, unknown> } }).data.attributes;

beforeEach(() => {
  api.mockReset();
});

describe('approving a rebooking', () => {
  it('picks another professional by name and sends their id with the new slot', async () => {
    answering('CHOOSE');
    renderAt(<TicketDetailPage />, { path: '/operador/chamados/t1', pattern: '/operador/chamados/:id' });
    const form = (await screen.findByRole('heading', { name: 'Aprovar reagendamento' })).closest(
      'form',
    ) as HTMLElement;
    const picker = within(form).getByRole('combobox', { name: 'Profissional' });
    expect((picker as HTMLInputElement).value).toBe('Joana Lima');
    await userEvent.clear(picker);
    await userEvent.type(picker, 'Mar');
    await vi.waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        '/operator/professionals?filter%5Bvalidation%5D=validated&filter%5Bstanding%5D=active&page%5Bnumber%5D=1&page%5Bsize%5D=10&sort=name&filter%5Bsearch%5D=Mar',
      ),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Marta Souza · marta@brilho.test' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Aprovar reagendamento' }));
    await vi.waitFor(() => expect(approvals()).toHaveLength(1));
    expect(approvals()[0]![0]).toBe('/operator/tickets/t1/approve-reschedule');
    expect(sent()).toEqual({
      starts_at: '2026-12-15T12:00:00.000Z',
      ends_at: '2026-12-15T14:00:00.000Z',
      professional_id: 'p2',
    });
  });

  it('keeps the same professional when the customer asked for KEEP: the picker is locked', async () => {
    answering('KEEP');
    renderAt(<TicketDetailPage />, { path: '/operador/chamados/t1', pattern: '/operador/chamados/:id' });
    const form = (await screen.findByRole('heading', { name: 'Aprovar reagendamento' })).closest(
      'form',
    ) as HTMLElement;
    const picker = within(form).getByRole('combobox', { name: 'Profissional' }) as HTMLInputElement;
    expect(picker.disabled).toBe(true);
    expect(picker.value).toBe('Joana Lima');
    expect(api.mock.calls.some(([path]) => path.startsWith('/operator/professionals'))).toBe(false);
    await userEvent.click(within(form).getByRole('button', { name: 'Aprovar reagendamento' }));
    await vi.waitFor(() => expect(approvals()).toHaveLength(1));
    expect(sent().professional_id).toBeNull();
  });

  it("shows the API's pt-BR conflict when the professional is not free", async () => {
    answering('ANY', () =>
      Promise.reject(
        new ApiError(409, [{ status: '409', title: 'O profissional não está livre neste horário.' }]),
      ),
    );
    renderAt(<TicketDetailPage />, { path: '/operador/chamados/t1', pattern: '/operador/chamados/:id' });
    const form = (await screen.findByRole('heading', { name: 'Aprovar reagendamento' })).closest(
      'form',
    ) as HTMLElement;
    await userEvent.click(within(form).getByRole('button', { name: 'Aprovar reagendamento' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'O profissional não está livre neste horário.',
    );
    expect(sent().professional_id).toBe('p-old');
  });

  it('asks for a professional before sending when none is chosen', async () => {
    answering('ANY');
    renderAt(<TicketDetailPage />, { path: '/operador/chamados/t1', pattern: '/operador/chamados/:id' });
    const form = (await screen.findByRole('heading', { name: 'Aprovar reagendamento' })).closest(
      'form',
    ) as HTMLElement;
    // Mantine's clear button is for the mouse (aria-hidden; the keyboard deletes the text).
    await userEvent.click(form.querySelector('button[aria-label="Limpar profissional"]') as HTMLElement);
    await userEvent.click(within(form).getByRole('button', { name: 'Aprovar reagendamento' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Escolha o profissional da nova data.');
    expect(approvals()).toEqual([]);
  });
});

describe('the free professionals for the rebooking slot', () => {
  const openForm = async () => {
    renderAt(<TicketDetailPage />, { path: '/operador/chamados/t1', pattern: '/operador/chamados/:id' });
    return (await screen.findByRole('heading', { name: 'Aprovar reagendamento' })).closest(
      'form',
    ) as HTMLElement;
  };
  const freeList = async (form: HTMLElement) =>
    within(form).findByRole('list', { name: 'Livres neste horário' });

  it('ANY: asks who is free for the slot and gives the cleaning to the free one the operator picks', async () => {
    answering('ANY', undefined, {
      freeList: free([
        { id: 'p-old', name: 'Joana Lima', is_free: true, is_current: true, is_asked: false },
        { id: 'p3', name: 'Clara Dias', is_free: true, is_current: false, is_asked: false },
      ]),
    });
    const form = await openForm();
    const list = await freeList(form);
    expect(api).toHaveBeenCalledWith(
      '/operator/tickets/t1/free-professionals?filter%5Bstarts_at%5D=2026-12-15T12%3A00%3A00.000Z&filter%5Bends_at%5D=2026-12-15T14%3A00%3A00.000Z',
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(list).getByRole('button', { name: 'Escolher Clara Dias' }));
    expect((within(form).getByRole('combobox', { name: 'Profissional' }) as HTMLInputElement).value).toBe(
      'Clara Dias',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Aprovar reagendamento' }));
    await vi.waitFor(() => expect(approvals()).toHaveLength(1));
    expect(sent().professional_id).toBe('p3');
  });

  it('KEEP: warns that the professional the customer asked for is not free at that time', async () => {
    answering('KEEP', undefined, {
      freeList: free([
        { id: 'p-old', name: 'Joana Lima', is_free: false, is_current: true, is_asked: true },
        { id: 'p3', name: 'Clara Dias', is_free: true, is_current: false, is_asked: false },
      ]),
    });
    const form = await openForm();
    const list = await freeList(form);
    expect(
      await within(form).findByText('Joana Lima, pedida pelo cliente, não está livre neste horário.'),
    ).toBeTruthy();
    expect(within(list).getByText('Pedida pelo cliente')).toBeTruthy();
    expect(within(list).getByText('Ocupada')).toBeTruthy();
    expect(
      (within(list).getByRole('button', { name: 'Escolher Clara Dias' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('CHOOSE: starts with the first professional the customer chose and allows only those chosen', async () => {
    answering('CHOOSE', undefined, {
      chosen: ['p4', 'p5'],
      freeList: free([
        { id: 'p4', name: 'Rita Alves', is_free: true, is_current: false, is_asked: true },
        { id: 'p5', name: 'Lia Moura', is_free: true, is_current: false, is_asked: true },
        { id: 'p6', name: 'Vera Paz', is_free: true, is_current: false, is_asked: false },
      ]),
    });
    const form = await openForm();
    const list = await freeList(form);
    const picker = within(form).getByRole('combobox', { name: 'Profissional' }) as HTMLInputElement;
    expect(picker.disabled).toBe(true);
    await vi.waitFor(() => expect(picker.value).toBe('Rita Alves'));
    expect(within(list).getAllByText('Pedida pelo cliente')).toHaveLength(2);
    expect(
      (within(list).getByRole('button', { name: 'Escolher Vera Paz' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.click(within(list).getByRole('button', { name: 'Escolher Lia Moura' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Aprovar reagendamento' }));
    await vi.waitFor(() => expect(approvals()).toHaveLength(1));
    expect(sent().professional_id).toBe('p5');
  });
});

/** A refund request as GET /operator/tickets/{id} answers it: by bank transfer (boleto) or at the gateway (card). */
const refundRequest = (method: 'bank_transfer' | 'card') => {
  const document = rebooking('ANY');
  Object.assign(document.data.attributes, {
    kind: 'order_cancellation',
    should_refund: true,
    refund_data:
      method === 'bank_transfer'
        ? { bank: 'Banco do Brasil', agency: '1234', account: '12345-6', account_type: 'Conta corrente' }
        : null,
    reschedule_data: null,
    resolution: {
      outcome: 'refund_requested',
      policy: { kind: 'free', retained_cents: 0, returned_cents: 12000, credit_hours: 2 },
      refund: { method, amount_cents: 12000, gateway_refund_requested: method === 'card' },
    },
  });
  document.data.attributes.order.status = 'waiting_refund';
  return document;
};

describe('resolving a refund request', () => {
  const credits = () => api.mock.calls.filter(([path]) => path.endsWith('/credit'));

  it('keeps a boleto refund still to transfer as credit instead', async () => {
    api.mockImplementation(((path: string) =>
      path.endsWith('/credit') ? answer({}) : answer(refundRequest('bank_transfer'))) as typeof apiDocument);
    renderAt(<TicketDetailPage />, { path: '/operador/chamados/t1', pattern: '/operador/chamados/:id' });
    const credit = await screen.findByRole('button', { name: 'Resolver como crédito' });
    expect((credit as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Concluir reembolso' }));
    expect(
      await screen.findByText(/Banco do Brasil, agência 1234, conta 12345-6 \(Conta corrente\)/),
    ).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(credit);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar crédito' }));
    await vi.waitFor(() => expect(credits()).toHaveLength(1));
    expect(credits()[0]![0]).toBe('/operator/tickets/t1/credit');
  });

  it('offers no credit for a card refund already asked of the gateway', async () => {
    api.mockImplementation((() => answer(refundRequest('card'))) as typeof apiDocument);
    renderAt(<TicketDetailPage />, { path: '/operador/chamados/t1', pattern: '/operador/chamados/:id' });
    const credit = await screen.findByRole('button', { name: 'Resolver como crédito' });
    expect((credit as HTMLButtonElement).disabled).toBe(true);
  });
});
