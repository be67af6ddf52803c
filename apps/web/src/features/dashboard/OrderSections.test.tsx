import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import { type FakeResponse, mockApi, renderWithProviders } from '../addresses/testing';
import { CLOCK, type OrderFixture, ordersDocument } from '../orders/testing';
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
  fail?: string;
}

function api(lists: Lists) {
  return mockApi((request): FakeResponse | undefined => {
    if (request.path === '/what-time-is-it') return CLOCK;
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
/** Every section settled: four loads with 500 ms between them. */
const loadAll = async () => {
  for (let i = 0; i < 5; i++) await advance(500);
};

// The modal is a lazy chunk (with the calendar): loaded once up front so no test waits on it.
beforeAll(() => import('../orders/cancellation/CancellationModal'), 20_000);
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
    expect(screen.queryByRole('status', { name: /Buscando/ })).toBeNull();
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

  it('toasts each section that fails and still loads the next', async () => {
    api({ fail: 'provisioning', future: [paid('f1', 30)] });
    renderWithProviders(<OrderSections />);
    await loadAll();
    expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Ocorreu um erro ao listar os pedidos!' });
    expect(screen.getByRole('heading', { name: 'Limpezas futuras (1)' })).toBeTruthy();
  });
});
