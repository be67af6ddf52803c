import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeResponse, mockApi, renderWithProviders } from '../../components/address/testing';
import { notify } from '../../lib/notify';
import { CLOCK, type OrderFixture, ordersDocument } from '../orders/testing';
import { type CycleFixture, cycleId, cyclesDocument } from '../subscriptions/testing';
import { OrderSections } from './OrderSections';

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

const paid = (id: string, startsIn: number): OrderFixture => ({ id, status: 'paid', startsIn });
const payable = (id: string): OrderFixture => ({
  id,
  status: 'scheduled',
  startsIn: 72,
  createdMinutesAgo: 5,
});

interface Lists {
  credits?: OrderFixture[];
  inProgress?: OrderFixture[];
  pending?: OrderFixture[];
  future?: OrderFixture[];
  futureTotal?: number;
  cycles?: CycleFixture[];
  fail?: string;
}

function api(lists: Lists) {
  return mockApi((request): FakeResponse | undefined => {
    if (request.path === '/what-time-is-it') return CLOCK;
    if (request.path === '/cycles')
      return lists.fail === 'cycles'
        ? { status: 500, body: { errors: [{ title: 'Erro' }] } }
        : { body: cyclesDocument(lists.cycles ?? []) };
    if (request.path !== '/orders') return undefined;
    const status = request.url.searchParams.get('filter[status]') ?? '';
    if (lists.fail && status.includes(lists.fail))
      return { status: 500, body: { errors: [{ title: 'Erro' }] } };
    if (status.includes('service_not_provided')) return { body: ordersDocument(lists.credits ?? []) };
    if (status === 'provisioning') return { body: ordersDocument(lists.inProgress ?? []) };
    if (status.includes('waiting_payment')) return { body: ordersDocument(lists.pending ?? []) };
    if (status === 'paid')
      return {
        body: ordersDocument(lists.future ?? [], { record_count: lists.futureTotal ?? lists.future?.length }),
      };
    return undefined;
  });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Every section settled: five loads with 500 ms between them. */
const loadAll = async () => {
  for (let i = 0; i < 6; i++) await advance(500);
};

const pendingCycle = (n: number, extra: Partial<CycleFixture> = {}): CycleFixture => ({
  id: cycleId(n),
  status: 'created_on_gateway',
  month: '2026-04',
  payable: true,
  ...extra,
});

// The modal is a lazy chunk (with the calendar): loaded once up front so no test waits on it.
beforeAll(() => import('../../components/order/cancellation/CancellationModal'), 20_000);
// So is Mantine's Modal of the lists ('Ver todos', the credits), loaded on a first opening.
beforeAll(() => import('../../components/ModalChunk'), 20_000);
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

describe('the dashboard sections', () => {
  it('loads the sections one after the other, 500 ms apart, with a loading message', async () => {
    const { calls } = api({});
    renderWithProviders(<OrderSections />);
    expect(await screen.findByText('Buscando as suas limpezas em crédito...')).toBeTruthy();
    const orderCalls = () =>
      calls.filter((call) => call.path === '/orders').map((c) => c.url.searchParams.get('filter[status]'));
    await advance(0);
    expect(orderCalls()).toEqual(['service_not_provided,cancelled']);
    await advance(400);
    expect(orderCalls()).toHaveLength(1);
    await advance(100);
    expect(orderCalls()).toEqual(['service_not_provided,cancelled', 'provisioning']);
    expect(screen.getByText('Buscando as limpezas em andamento...')).toBeTruthy();
    await loadAll();
    expect(orderCalls()).toEqual([
      'service_not_provided,cancelled',
      'provisioning',
      'scheduled,created_on_gateway,payment_requested,waiting_payment',
      'paid',
    ]);
    const cycleCall = calls.find((call) => call.path === '/cycles')!;
    expect(cycleCall.url.searchParams.get('filter[status]')).toBe(
      'created_on_gateway,payment_requested,waiting_payment',
    );
    expect(cycleCall.url.searchParams.get('include')).toBe('address,subscription');
    // The pending cycles load between the pending orders and the future ones.
    const order = calls.map((call) => call.path).filter((path) => path === '/orders' || path === '/cycles');
    expect(order).toEqual(['/orders', '/orders', '/orders', '/cycles', '/orders']);
    expect(screen.queryByRole('status', { name: /Buscando/ })).toBeNull();
  });

  it('mixes 1 cycle and 1 order in the pending payments when both exist, the rest behind Ver todos', async () => {
    api({
      pending: [payable('p1'), payable('p2')],
      cycles: [pendingCycle(1), pendingCycle(2, { month: '2026-05' })],
    });
    renderWithProviders(<OrderSections />);
    await loadAll();
    const pending = screen.getByRole('region', { name: 'Pagamentos pendentes (4)' });
    expect(within(pending).getAllByTestId('cycle-card')).toHaveLength(1);
    expect(within(pending).getAllByTestId('order-card')).toHaveLength(1);
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(within(pending).getByRole('button', { name: 'Ver todos' }));
    const all = await screen.findByRole('dialog', { name: 'Pagamentos pendentes (4)' });
    expect(within(all).getAllByTestId('cycle-card')).toHaveLength(2);
    expect(within(all).getAllByTestId('order-card')).toHaveLength(2);
  });

  it('shows two cycles when only cycles are pending, and hides an expired one', async () => {
    api({
      cycles: [pendingCycle(1), pendingCycle(2, { month: '2026-05' }), pendingCycle(3, { expired: true })],
    });
    renderWithProviders(<OrderSections />);
    await loadAll();
    const pending = screen.getByRole('region', { name: 'Pagamentos pendentes (2)' });
    expect(within(pending).getAllByTestId('cycle-card')).toHaveLength(2);
    expect(within(pending).queryByRole('button', { name: 'Ver todos' })).toBeNull();
  });

  it("shows the cycle card's month, cleanings, duration and address, and where its footer leads", async () => {
    api({
      cycles: [
        pendingCycle(1, { month: '2026-12' }),
        pendingCycle(2, { status: 'waiting_payment', cardLabel: 'AGUARDANDO CONFIRMAÇÃO' }),
      ],
    });
    renderWithProviders(<OrderSections />);
    await loadAll();
    const [payableCard, waiting] = screen.getAllByTestId('cycle-card');
    const card = within(payableCard!);
    expect(card.getByText('Dezembro de 2026')).toBeTruthy();
    expect(card.getByText('2 limpezas no mês')).toBeTruthy();
    expect(card.getByText('3 horas por limpeza')).toBeTruthy();
    expect(card.getByText('Casa')).toBeTruthy();
    expect(card.getByText('VENCIMENTO 02/12')).toBeTruthy();
    expect(card.getByRole('link', { name: 'finalizar pagamento' }).getAttribute('href')).toBe(
      `/checkout/assinaturas/${cycleId(1)}`,
    );
    // A boleto waiting: 'ver ciclo' instead.
    expect(within(waiting!).getByText('AGUARDANDO CONFIRMAÇÃO')).toBeTruthy();
    expect(within(waiting!).getByRole('link', { name: 'ver ciclo' }).getAttribute('href')).toBe(
      `/${cycleId(2)}`,
    );
  });

  it('toasts when the pending cycles cannot be read and still shows the orders', async () => {
    api({ fail: 'cycles', pending: [payable('p1')] });
    renderWithProviders(<OrderSections />);
    await loadAll();
    expect(notify).toHaveBeenCalledWith({
      type: 'error',
      message: 'Ocorreu um erro ao buscar os ciclos com pagamentos pendentes!',
    });
    expect(screen.getByRole('heading', { name: 'Pagamentos pendentes (1)' })).toBeTruthy();
  });

  it('shows the sections in order, two cards each, with the counts', async () => {
    api({
      credits: [
        { id: 'c1', status: 'cancelled', startsIn: 48, credit: true },
        { id: 'x', status: 'cancelled', startsIn: 48 },
      ],
      inProgress: [{ id: 'i1', status: 'provisioning', startsIn: -1 }],
      pending: [payable('p1'), payable('p2'), payable('p3')],
      future: [paid('f1', 30), paid('f2', 50), paid('f3', 70)],
      futureTotal: 5,
    });
    renderWithProviders(<OrderSections />);
    await loadAll();
    expect(screen.getByText('Você possui 1 limpeza(s) em crédito')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Limpezas em andamento (1)',
      'Pagamentos pendentes (3)',
      'Limpezas futuras (5)',
    ]);
    const pending = screen.getByRole('region', { name: 'Pagamentos pendentes (3)' });
    expect(within(pending).getAllByTestId('order-card')).toHaveLength(2);
    const future = screen.getByRole('region', { name: 'Limpezas futuras (5)' });
    expect(within(future).getAllByTestId('order-card')).toHaveLength(2);

    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(within(pending).getByRole('button', { name: 'Ver todos' }));
    const all = await screen.findByRole('dialog', { name: 'Pagamentos pendentes (3)' });
    expect(within(all).getAllByTestId('order-card')).toHaveLength(3);
  });

  it("has no 'Ver todos' with two or fewer", async () => {
    api({ pending: [payable('p1'), payable('p2')], future: [paid('f1', 30)] });
    renderWithProviders(<OrderSections />);
    await loadAll();
    expect(screen.getByRole('heading', { name: 'Pagamentos pendentes (2)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ver todos' })).toBeNull();
  });

  it('says when there are no future cleanings', async () => {
    api({});
    renderWithProviders(<OrderSections />);
    await loadAll();
    expect(screen.getByText('Ops, parece que você não possui limpezas futuras agendadas.')).toBeTruthy();
    expect(screen.queryByText(/em crédito/)).toBeNull();
  });

  it('opens the reschedule of a credit from the alert', async () => {
    api({ credits: [{ id: 'c1', status: 'cancelled', startsIn: 48, credit: true }] });
    renderWithProviders(<OrderSections />);
    await loadAll();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'reagendar limpeza' }));
    const list = await screen.findByRole('dialog', { name: 'Limpezas em crédito' });
    await user.click(within(list).getByRole('button', { name: /04\/03\/2026/ }));
    expect(await screen.findByRole('dialog', { name: 'Solicitar reagendamento' })).toBeTruthy();
  });

  it('keeps the reschedule open when the credit leaves the list (the request took it)', async () => {
    const lists: Lists = { credits: [{ id: 'c1', status: 'cancelled', startsIn: 48, credit: true }] };
    api(lists);
    const { client } = renderWithProviders(<OrderSections />);
    await loadAll();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'reagendar limpeza' }));
    const list = await screen.findByRole('dialog', { name: 'Limpezas em crédito' });
    await user.click(within(list).getByRole('button', { name: /04\/03\/2026/ }));
    await screen.findByRole('dialog', { name: 'Solicitar reagendamento' });
    lists.credits = [];
    await act(() => client.invalidateQueries());
    await loadAll();
    expect(screen.queryByText(/em crédito/)).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Solicitar reagendamento' })).toBeTruthy();
  });

  it('toasts each section that fails and still loads the next', async () => {
    api({ fail: 'provisioning', future: [paid('f1', 30)] });
    renderWithProviders(<OrderSections />);
    await loadAll();
    expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Ocorreu um erro ao listar os pedidos!' });
    expect(screen.getByRole('heading', { name: 'Limpezas futuras (1)' })).toBeTruthy();
  });
});
