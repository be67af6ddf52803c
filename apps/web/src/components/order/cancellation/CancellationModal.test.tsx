import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOW, type OrderFixture, parsedOrder } from '../../../features/orders/testing';
import { type FakeRequest, mockApi, renderWithProviders } from '../../address/testing';
import CancellationModal, { type ModalMode } from './CancellationModal';
import { reasonKey } from './useReason';

const PAID_AHEAD: OrderFixture = {
  id: 'o1',
  status: 'paid',
  startsIn: 50,
  payments: [{ status: 'settled', funding_type: 'credit_card' }],
};
const BOLETO_PAID: OrderFixture = {
  ...PAID_AHEAD,
  payments: [{ status: 'settled', funding_type: 'boletos' }],
};

function open(
  fixture: OrderFixture,
  mode: ModalMode,
  answer: () => { status?: number; body?: unknown } = () => ({ status: 201, body: {} }),
) {
  const { calls } = mockApi((request) => (request.path.startsWith('/tickets/') ? answer() : undefined));
  renderWithProviders(
    <CancellationModal
      order={parsedOrder(fixture)}
      now={new Date(NOW)}
      mode={mode}
      opened
      onClose={vi.fn()}
    />,
  );
  const tickets = () => calls.filter((call: FakeRequest) => call.path.startsWith('/tickets/'));
  return { tickets, user: userEvent.setup() };
}

async function chooseAndGiveReason(user: ReturnType<typeof userEvent.setup>, option: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Solicitar cancelamento' });
  await user.click(within(dialog).getByRole('radio', { name: new RegExp(option) }));
  await user.click(within(dialog).getByRole('button', { name: 'avançar' }));
  await user.type(screen.getByRole('textbox', { name: /Conte o motivo/ }), 'Vou viajar');
  return dialog;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the cancellation modal', () => {
  it('offers reschedule, credit and refund for a paid cleaning well ahead', async () => {
    open(PAID_AHEAD, 'cancel');
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar cancelamento' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label, div')?.textContent ?? ''),
    ).toHaveLength(3);
    expect(within(dialog).getByRole('radio', { name: /Solicitar reagendamento/ })).toBeTruthy();
    expect(
      within(dialog).getByRole('radio', { name: /Cancelar limpeza e deixar como crédito/ }),
    ).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: /Solicitar reembolso/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'não quero cancelar' })).toBeTruthy();
  });

  it('keeps the cleaning as credit, showing the policy', async () => {
    const { tickets, user } = open(PAID_AHEAD, 'cancel');
    await chooseAndGiveReason(user, 'deixar como crédito');
    expect(screen.getByText(/Cancelamento gratuito/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'cancelar limpeza e deixar como crédito' }));
    expect(await screen.findByText('Sua solicitação foi enviada!')).toBeTruthy();
    expect(tickets()).toHaveLength(1);
    expect(tickets()[0]!.path).toBe('/tickets/order-cancellation-ticket');
    expect(tickets()[0]!.body).toEqual({
      data: { type: 'tickets', attributes: { order_id: 'o1', reason: 'Vou viajar', should_refund: false } },
    });
  });

  it('asks a boleto-paid order for every bank field before requesting the refund', async () => {
    const { tickets, user } = open(BOLETO_PAID, 'cancel');
    await chooseAndGiveReason(user, 'Solicitar reembolso');
    await user.click(screen.getByRole('button', { name: 'avançar' }));
    await user.click(screen.getByRole('button', { name: 'solicitar reembolso' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(4);
    expect(tickets()).toHaveLength(0);

    // The bank comes from the list by COMPE code: typing the code finds it.
    await user.type(screen.getByPlaceholderText('Digite o código ou o nome do banco'), '341');
    await user.click(await screen.findByRole('option', { name: '341 - Itaú Unibanco' }));
    await user.type(screen.getByRole('textbox', { name: /Agência/ }), '1234');
    await user.type(screen.getByRole('textbox', { name: /Conta com dígito/ }), '12345-6');
    await user.selectOptions(screen.getByRole('combobox', { name: /Tipo de conta/ }), 'Conta poupança');
    await user.click(screen.getByRole('button', { name: 'solicitar reembolso' }));
    expect(await screen.findByText('Sua solicitação foi enviada!')).toBeTruthy();
    expect(tickets()[0]!.body).toMatchObject({
      data: {
        attributes: {
          should_refund: true,
          refund_data: {
            bank: '341 - Itaú Unibanco',
            agency: '1234',
            account: '12345-6',
            account_type: 'Conta poupança',
          },
        },
      },
    });
  });

  it('requests a card refund without bank data', async () => {
    const { tickets, user } = open(PAID_AHEAD, 'cancel');
    await chooseAndGiveReason(user, 'Solicitar reembolso');
    expect(screen.queryByPlaceholderText('Digite o código ou o nome do banco')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'solicitar reembolso' }));
    expect(await screen.findByText('Sua solicitação foi enviada!')).toBeTruthy();
    expect(tickets()[0]!.body).toEqual({
      data: { type: 'tickets', attributes: { order_id: 'o1', reason: 'Vou viajar', should_refund: true } },
    });
  });

  it('refunds a Pix-paid order by devolução: no bank step, and it says so', async () => {
    const { tickets, user } = open(
      { ...PAID_AHEAD, payments: [{ status: 'settled', funding_type: 'pix' }] },
      'cancel',
    );
    await chooseAndGiveReason(user, 'Solicitar reembolso');
    expect(screen.getByText(/o valor volta por Pix para a mesma conta que pagou/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'avançar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'solicitar reembolso' }));
    expect(await screen.findByText('Sua solicitação foi enviada!')).toBeTruthy();
    expect(tickets()[0]!.body).toEqual({
      data: { type: 'tickets', attributes: { order_id: 'o1', reason: 'Vou viajar', should_refund: true } },
    });
  });

  it("has only 'Cancelar agendamento' with short notice, losing one hour", async () => {
    const { user } = open({ ...PAID_AHEAD, startsIn: 10 }, 'cancel');
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar cancelamento' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(1);
    expect(within(dialog).getByRole('radio', { name: /Cancelar agendamento/ })).toBeTruthy();
    await user.click(radios[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'avançar' }));
    expect(screen.getByText(/você perde 1 hora/)).toBeTruthy();
  });

  it('needs a reason before going on', async () => {
    const { user } = open(PAID_AHEAD, 'cancel');
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar cancelamento' });
    await user.click(within(dialog).getByRole('radio', { name: /deixar como crédito/ }));
    await user.click(within(dialog).getByRole('button', { name: 'avançar' }));
    await user.click(screen.getByRole('button', { name: 'cancelar limpeza e deixar como crédito' }));
    expect(screen.getByText('Conte o motivo para continuar.')).toBeTruthy();
  });

  it('reschedules on an allowed day and hour, any professional by default', async () => {
    const { tickets, user } = open(PAID_AHEAD, 'reschedule');
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar reagendamento' });
    expect(
      (within(dialog).getByRole('radio', { name: 'Qualquer profissional disponível' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    // Yesterday is past; Monday 2 March 09:00: today still bookable (same day allowed).
    expect(
      (within(dialog).getByRole('button', { name: '1 de março de 2026, domingo' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(
      (within(dialog).getByRole('button', { name: '2 de março de 2026, segunda-feira' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '5 de março de 2026, quinta-feira' }));
    // The order started at 11h: the nearest hour offered.
    expect(within(dialog).getByTestId('reschedule-hour').textContent).toBe('11:00');
    await user.click(within(dialog).getByRole('button', { name: 'próximo horário' }));
    expect(within(dialog).getByTestId('reschedule-summary').textContent).toBe(
      'quinta-feira, 05/03/2026, às 12:00, 3 horas',
    );
    await user.click(within(dialog).getByRole('button', { name: 'solicitar reagendamento' }));
    expect(await screen.findByText('Sua solicitação foi enviada!')).toBeTruthy();
    expect(tickets()[0]!.path).toBe('/tickets/order-rebooking-ticket');
    expect(tickets()[0]!.body).toMatchObject({
      data: {
        attributes: {
          order_id: 'o1',
          reschedule_data: { date: '2026-03-05', initial_hour: 12, reschedule_option: 'ANY' },
        },
      },
    });
  });

  it('CHOOSE lists who is free in the district at the new time and sends the professionals checked', async () => {
    const professional = (id: string, first: string, last: string) => ({
      data: {
        id,
        type: 'professionals',
        attributes: { completed_orders_count: 3, rating: 9000, total_feedbacks_count: 1 },
        relationships: { account: { data: { type: 'accounts', id: `acc-${id}` } } },
      },
      included: { id: `acc-${id}`, type: 'accounts', attributes: { first_name: first, last_name: last } },
    });
    const free = [professional('p1', 'Rosa', 'Lima'), professional('p2', 'Lia', 'Moura')];
    const { calls } = mockApi((request) => {
      if (request.path.startsWith('/tickets/')) return { status: 201, body: {} };
      if (request.path === '/finders/professionals/available-by-district')
        return {
          body: {
            data: free.map((p) => p.data),
            included: free.map((p) => p.included),
            meta: { record_count: 2 },
          },
        };
      return undefined;
    });
    renderWithProviders(
      <CancellationModal
        order={parsedOrder(PAID_AHEAD)}
        now={new Date(NOW)}
        mode="reschedule"
        opened
        onClose={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar reagendamento' });
    await user.click(within(dialog).getByRole('button', { name: '5 de março de 2026, quinta-feira' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Quero escolher o profissional' }));
    const group = await within(dialog).findByRole('group', { name: /Profissionais livres no novo horário/ });
    const search = calls.find((call) => call.path === '/finders/professionals/available-by-district')!;
    expect(search.url.searchParams.get('filter[district_id]')).toBe('d-batel');
    expect(search.url.searchParams.get('filter[date]')).toBe('2026-03-05');
    expect(search.url.searchParams.get('filter[initial_hour]')).toBe('11');
    await user.click(within(group).getByRole('checkbox', { name: 'Lia Moura' }));
    await user.click(within(dialog).getByRole('button', { name: 'solicitar reagendamento' }));
    expect(await screen.findByText('Sua solicitação foi enviada!')).toBeTruthy();
    const ticket = calls.find((call) => call.path === '/tickets/order-rebooking-ticket')!;
    expect(ticket.body).toMatchObject({
      data: {
        attributes: {
          reschedule_data: {
            date: '2026-03-05',
            initial_hour: 11,
            reschedule_option: 'CHOOSE',
            professional_ids: ['p2'],
          },
        },
      },
    });
  });

  it('limits the hour stepper to the hours the duration still fits', async () => {
    const { user } = open({ ...PAID_AHEAD, duration: 8 }, 'reschedule');
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar reagendamento' });
    await user.click(within(dialog).getByRole('button', { name: '5 de março de 2026, quinta-feira' }));
    // 8 hours must end by 22h: the last start is 14h.
    for (let i = 0; i < 5; i++)
      await user.click(within(dialog).getByRole('button', { name: 'próximo horário' }));
    expect(within(dialog).getByTestId('reschedule-hour').textContent).toBe('14:00');
    expect(
      (within(dialog).getByRole('button', { name: 'próximo horário' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('keeps the reason 1 s after typing stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi(() => undefined);
    renderWithProviders(
      <CancellationModal
        order={parsedOrder(PAID_AHEAD)}
        now={new Date(NOW)}
        mode="absence"
        opened
        onClose={vi.fn()}
      />,
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByRole('textbox', { name: /Conte o que aconteceu/ }), 'Não veio');
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(window.sessionStorage.getItem(reasonKey('o1'))).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(window.sessionStorage.getItem(reasonKey('o1'))).toBe('Não veio');
  });

  it('shows the problem when the ticket is refused', async () => {
    const { user } = open(PAID_AHEAD, 'cancel', () => ({
      status: 422,
      body: { errors: [{ status: '422', title: 'Faltam menos de 3 horas para a limpeza.' }] },
    }));
    await chooseAndGiveReason(user, 'deixar como crédito');
    await user.click(screen.getByRole('button', { name: 'cancelar limpeza e deixar como crédito' }));
    expect(await screen.findByText('Ops, encontramos um problema!')).toBeTruthy();
    expect(screen.getByText('Faltam menos de 3 horas para a limpeza.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'tentar novamente' }));
    expect(screen.getByRole('textbox', { name: /Conte o motivo/ })).toBeTruthy();
  });
});
