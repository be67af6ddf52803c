import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../components/address/testing';
import { CyclePage } from './CyclePage';
import { CLOCK, type CycleFixture, cycleDocument, cycleId } from './testing';

const openSupport = vi.fn();
vi.mock('../../components/support', () => ({ useOpenSupport: () => openSupport }));
vi.mock('../../lib/cable', () => ({ useChannel: () => {} }));

afterEach(() => {
  vi.unstubAllGlobals();
  openSupport.mockClear();
});

const ID = cycleId(7);

function renderCycle(fixture: Partial<CycleFixture> | 'missing') {
  const { calls } = mockApi((request) => {
    if (request.path === '/what-time-is-it') return CLOCK;
    if (request.path !== `/cycles/${ID}`) return undefined;
    if (fixture === 'missing') return { status: 404, body: { errors: [{ title: 'Ciclo não encontrado' }] } };
    return {
      body: cycleDocument({ id: ID, status: 'created_on_gateway', month: '2026-04', ...fixture }),
    };
  });
  renderWithProviders(
    <Routes>
      <Route path="/:id" element={<CyclePage />} />
    </Routes>,
    { route: `/${ID}` },
  );
  return calls;
}

describe('the cycle page', () => {
  it("shows the month, amounts, orders and 'Efetuar pagamento' for a payable cycle", async () => {
    const calls = renderCycle({
      payable: true,
      orders: [
        { id: 'o2', day: '2026-04-17' },
        { id: 'o1', day: '2026-04-03' },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Ciclo de Abril de 2026' })).toBeTruthy();
    expect(screen.getByText('Aberto para pagamento')).toBeTruthy();
    expect(screen.getByText('R$ 186,00')).toBeTruthy();
    expect(screen.getByText('− R$ 16,00')).toBeTruthy();
    expect(screen.getByText('R$ 170,00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Efetuar pagamento' }).getAttribute('href')).toBe(
      `/checkout/assinaturas/${ID}`,
    );
    const orders = screen.getAllByTestId('cycle-order');
    expect(orders.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual([
      '/pedidos/o1',
      '/pedidos/o2',
    ]);
    expect(screen.getByText('Nenhum pagamento realizado.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Foto de Maria Souza' }).getAttribute('src')).toBe(
      '/api/avatars/maria-souza.svg',
    );
    const read = calls.find((call) => call.path === `/cycles/${ID}`)!;
    expect(read.url.searchParams.get('include')?.split(',')).toEqual(
      expect.arrayContaining(['payments.funding_instrument', 'professional.account.profile']),
    );
  });

  it('lists the payments with their status chips, newest first', async () => {
    renderCycle({
      status: 'paid',
      blockReason: 'Esse ciclo consta como pago.',
      payments: [
        { id: 'pay1', status: 'cancelled', funding_type: 'credit_card', last4: '0002' },
        { id: 'pay2', status: 'settled', funding_type: 'credit_card', last4: '1111' },
      ],
    });
    const rows = await screen.findAllByTestId('payment-history-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Cartão final 1111'),
      expect.stringContaining('Cartão final 0002'),
    ]);
    expect(within(rows[0]!).getByText('pago')).toBeTruthy();
    expect(within(rows[1]!).getByText('cancelado')).toBeTruthy();
    expect(screen.getByText('Esse ciclo consta como pago.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Efetuar pagamento' })).toBeNull();
    expect(screen.queryByTestId('cycle-problem')).toBeNull();
  });

  it('shows the problem card with the reason and opens the support chat when it cannot be paid', async () => {
    renderCycle({ status: 'cancelled', blockReason: 'Esse ciclo foi cancelado!' });
    const problem = await screen.findByTestId('cycle-problem');
    expect(within(problem).getByText('Esse ciclo foi cancelado!')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Efetuar pagamento' })).toBeNull();
    await userEvent.click(within(problem).getByRole('button', { name: 'falar com o suporte' }));
    expect(openSupport).toHaveBeenCalledWith('chat');
  });

  it('tells when a boleto is being confirmed and links to it', async () => {
    renderCycle({
      status: 'waiting_payment',
      payable: true,
      cardLabel: 'AGUARDANDO CONFIRMAÇÃO',
      payments: [{ id: 'pay1', status: 'waiting', funding_type: 'boletos' }],
    });
    expect(await screen.findByText('Pagamento em confirmação')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Efetuar pagamento' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'baixar boleto' })[0]!.getAttribute('href')).toBe(
      'http://localhost/boleto.pdf',
    );
  });

  it('says when the cycle is not found', async () => {
    renderCycle('missing');
    expect(await screen.findByText('Não encontramos este ciclo.')).toBeTruthy();
  });
});
