import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FakeRequest } from '../../components/address/testing';
import type { ChannelData } from '../../lib/cable';
import { notify } from '../../lib/notify';
import {
  afterApproval,
  backend,
  DECLINED,
  fill,
  listeners,
  payWithNewCard,
  renderCheckout,
  setUpCheckoutPage,
} from './CheckoutPage.testing';
import { newOrder, paymentResource, storedCard } from './testing';

// The checkout paid by card (new or stored, approved, declined or refused at once) or from the wallet.
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
  it('pays a scheduled order with an approved new card: gateway first, then the payment, then success', async () => {
    const { user } = renderCheckout();
    expect(await screen.findByText('TEMPO RESTANTE')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('19:00');
    await user.click(screen.getByRole('button', { name: 'CARTÃO DE CRÉDITO' }));
    // No saved cards: straight to the form, with the provider-migration note once.
    await user.click(await screen.findByRole('button', { name: 'entendi' }));
    // A double click pays once.
    await payWithNewCard(user, '4111 1111 1111 1111', 'dblClick');
    expect(await screen.findByText('PROCESSANDO O PAGAMENTO')).toBeTruthy();
    await waitFor(() => expect(backend.paymentPosts).toHaveLength(1));
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      message: 'Oba, O pedido foi criado no meio de pagamento. ;)',
    });
    const post = backend.paymentPosts[0]!;
    expect(post.path).toBe('/payments/credit-card/new');
    expect(post.body).toMatchObject({
      data: { attributes: { payable: { id: 'o1', type: 'order' } } },
      meta: { consume_account_balance: false },
    });
    await afterApproval();
    expect(await screen.findByText('SUA LIMPEZA FOI AGENDADA COM SUCESSO!')).toBeTruthy();
    expect(backend.paymentPosts).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'ver pedido' }).getAttribute('href')).toBe('/pedidos/o1');
    expect(screen.getByText(/R\$ 520,00 por ano/)).toBeTruthy();
  });

  it('shows the declined card in the error panel, goes back, and pays with another card', async () => {
    const { user, idempotencyKeys } = renderCheckout(newOrder({ status: 'created_on_gateway' }));
    await user.click(await screen.findByRole('button', { name: 'CARTÃO DE CRÉDITO' }));
    await user.click(await screen.findByRole('button', { name: 'entendi' }));
    await payWithNewCard(user, '4000 0000 0000 0002');
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('TIVEMOS UM PROBLEMA :(')).toBeTruthy();
    expect(within(panel).getByText(DECLINED)).toBeTruthy();
    // The order is back in created_on_gateway: nothing pays by itself.
    await vi.advanceTimersByTimeAsync(6_000);
    expect(backend.paymentPosts).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: 'Voltar para tentar novamente' }));
    await user.click(await screen.findByRole('button', { name: 'CARTÃO DE CRÉDITO' }));
    // The holder's data is kept; the number and the CVC are not.
    expect((screen.getByLabelText(/Nome impresso no cartão/) as HTMLInputElement).value).toBe(
      'Maria da Silva',
    );
    expect((screen.getByLabelText(/Número do cartão/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/CVV/) as HTMLInputElement).value).toBe('');
    await fill(user, /Número do cartão/, '5555555555554444');
    await fill(user, /CVV/, '321');
    await user.click(screen.getByRole('button', { name: /^Pagar R\$/ }));
    await waitFor(() => expect(backend.paymentPosts).toHaveLength(2));
    // Each attempt has its own idempotency key.
    const [first, second] = idempotencyKeys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    await afterApproval();
    expect(await screen.findByText('SUA LIMPEZA FOI AGENDADA COM SUCESSO!')).toBeTruthy();
  });

  it("a request the gateway refuses at once: the API's reason in the panel, not the generic one; another card pays", async () => {
    const { user } = renderCheckout(newOrder({ status: 'created_on_gateway' }));
    await user.click(await screen.findByRole('button', { name: 'CARTÃO DE CRÉDITO' }));
    await user.click(await screen.findByRole('button', { name: 'entendi' }));
    await payWithNewCard(user, '4000 0000 0000 0101');
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Cartão Inválido!')).toBeTruthy();
    // The order's created_on_gateway that follows pays nothing by itself.
    await vi.advanceTimersByTimeAsync(6_000);
    expect(backend.paymentPosts).toHaveLength(1);
    expect(within(screen.getByRole('alert')).getByText('Cartão Inválido!')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Voltar para tentar novamente' }));
    await user.click(await screen.findByRole('button', { name: 'CARTÃO DE CRÉDITO' }));
    await fill(user, /Número do cartão/, '5555555555554444');
    await fill(user, /CVV/, '321');
    await user.click(screen.getByRole('button', { name: /^Pagar R\$/ }));
    await waitFor(() => expect(backend.paymentPosts).toHaveLength(2));
    await afterApproval();
    expect(await screen.findByText('SUA LIMPEZA FOI AGENDADA COM SUCESSO!')).toBeTruthy();
  });

  it('pays with a stored card after asking its CVC', async () => {
    const { user } = renderCheckout(newOrder({ status: 'created_on_gateway' }), (b) => {
      b.cards = [storedCard('c1', '1111', 'Cartão da casa')];
    });
    await user.click(await screen.findByRole('button', { name: 'CARTÃO DE CRÉDITO' }));
    await user.click(await screen.findByRole('button', { name: 'entendi' }));
    expect(await screen.findByText('Visa •••• 1111')).toBeTruthy();
    expect(screen.getByText('Cartão da casa')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pagar agora com Visa •••• 1111' }));
    const dialog = await screen.findByRole('dialog', { name: 'Código de segurança' });
    await fill(user, /CVV/, '123');
    await user.click(within(dialog).getByRole('button', { name: 'confirmar pagamento' }));
    await waitFor(() => expect(backend.paymentPosts).toHaveLength(1));
    expect(backend.paymentPosts[0]!.body).toMatchObject({
      data: { attributes: { funding_instrument: { id: 'c1', attributes: { cvc: '123' } } } },
    });
    await afterApproval();
    expect(await screen.findByText('SUA LIMPEZA FOI AGENDADA COM SUCESSO!')).toBeTruthy();
  });

  it("offers 'UTILIZAR SALDO' only when the wallet covers the total", async () => {
    renderCheckout(undefined, (b) => {
      b.wallet = 5_000;
    });
    await screen.findByRole('button', { name: 'CARTÃO DE CRÉDITO' });
    expect(screen.queryByRole('button', { name: 'UTILIZAR SALDO' })).toBeNull();
    // A smaller balance can still be used as credit towards the total.
    const credit = await screen.findByLabelText('Usar meu saldo de R$ 50,00');
    await userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime }).click(credit);
    // The total shown is what is left to pay.
    expect(await screen.findByText('R$ 48,00')).toBeTruthy();
  });

  it("pays with the wallet when it covers: 'UTILIZAR SALDO' and the confirmation", async () => {
    const { user } = renderCheckout(undefined, (b) => {
      b.wallet = 20_000;
    });
    backend.handle = ((original) => async (request: FakeRequest) => {
      if (request.method === 'POST' && request.path === '/payments/account-balance') {
        backend.paymentPosts.push(request);
        backend.order.status = 'paid';
        return {
          status: 201,
          body: { data: paymentResource({ id: 'pw', status: 'settled', funding_type: 'account_balance' }) },
        };
      }
      return original(request);
    })(backend.handle.bind(backend));
    await user.click(await screen.findByRole('button', { name: 'UTILIZAR SALDO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar com saldo' });
    await user.click(within(dialog).getByRole('button', { name: 'pagar com saldo' }));
    await afterApproval();
    expect(await screen.findByText('SUA LIMPEZA FOI AGENDADA COM SUCESSO!')).toBeTruthy();
    expect(backend.paymentPosts[0]!.body).toEqual({
      data: { type: 'payments', attributes: { payable: { id: 'o1', type: 'order' } } },
    });
  });
});
