import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../components/address/testing';
import type { ChannelData } from '../../lib/cable';
import { CheckoutPage } from './CheckoutPage';
import { FakeBackend, listeners, renderCheckout, setUpCheckoutPage } from './CheckoutPage.testing';
import { newOrder } from './testing';

// Where the checkout sends the customer when there is nothing to pay here (or the host app, on mobile).
vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));
vi.mock('../../lib/session', () => ({
  useCurrentUser: () => ({ data: { id: 'u1', role: 'customer', status: 'active' } }),
}));
// The cable is faked: the fake API pushes the events a real gateway would, through these listeners.
vi.mock('../../lib/cable', () => ({
  useChannel: (channel: string, key: string | null, onMessage: (data: ChannelData) => void) => {
    if (key) listeners.set(`${channel}:${key}`, onMessage);
  },
}));

setUpCheckoutPage();

describe('the order checkout', () => {
  it('goes to the order page when the countdown ends', async () => {
    renderCheckout(newOrder({ created_at: '2026-03-02T11:40:03.000Z' }));
    await screen.findByRole('button', { name: 'CARTÃO DE CRÉDITO' });
    expect(screen.getByRole('timer').textContent).toBe('00:03');
    await vi.advanceTimersByTimeAsync(4_000);
    expect(await screen.findByText('página do pedido')).toBeTruthy();
  });

  it('goes to the order page when the order cannot go to checkout', async () => {
    renderCheckout(newOrder({ status: 'complete' }));
    expect(await screen.findByText('página do pedido')).toBeTruthy();
  });

  it('goes to the dashboard when the order is not found', async () => {
    const backend = new FakeBackend();
    mockApi((request) =>
      request.path === '/orders/o1'
        ? { status: 404, body: { errors: [{ title: 'Pedido não encontrado!' }] } }
        : backend.handle(request),
    );
    renderWithProviders(
      <Routes>
        <Route path="/checkout/pedidos/:order_id" element={<CheckoutPage />} />
        <Route path="/" element={<p>início</p>} />
      </Routes>,
      { route: '/checkout/pedidos/o1' },
    );
    expect(await screen.findByText('início')).toBeTruthy();
  });

  it('on the mobile variant tells the host web view instead of navigating', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('ReactNativeWebView', { postMessage });
    const backend = new FakeBackend(newOrder({ status: 'complete' }));
    mockApi((request) => backend.handle(request));
    renderWithProviders(
      <Routes>
        <Route path="/checkout/mobile/pedidos/:order_id" element={<CheckoutPage />} />
        <Route path="*" element={<p>navegou</p>} />
      </Routes>,
      { route: '/checkout/mobile/pedidos/o1' },
    );
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith('o1'));
    expect(screen.queryByText('navegou')).toBeNull();
  });

  it('goes back to the order page for an order already paid (nothing is payable), not to a success view', async () => {
    renderCheckout(
      newOrder({ status: 'paid', payments: [{ id: 'p0', status: 'settled', funding_type: 'credit_card' }] }),
    );
    expect(await screen.findByText('página do pedido')).toBeTruthy();
    expect(screen.queryByText('SUA LIMPEZA FOI AGENDADA COM SUCESSO!')).toBeNull();
  });
});
