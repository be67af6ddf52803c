import { buildBrCode } from '@brilho/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeRequest,
  type FakeResponse,
  mockApi,
  renderWithProviders,
} from '../../components/address/testing';
import type { ChannelData } from '../../lib/cable';
import { notify } from '../../lib/notify';
import { CheckoutPage } from './CheckoutPage';
import {
  decryptCard,
  type FakeOrder,
  newOrder,
  orderDocument,
  paymentResource,
  SERVER_NOW,
  storedCard,
  testKeyPair,
} from './testing';

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));
vi.mock('../../lib/session', () => ({
  useCurrentUser: () => ({ data: { id: 'u1', role: 'customer', status: 'active' } }),
}));
// The cable is faked: the fake API pushes the events a real gateway would, through these listeners.
const listeners = new Map<string, (data: ChannelData) => void>();
vi.mock('../../lib/cable', () => ({
  useChannel: (channel: string, key: string | null, onMessage: (data: ChannelData) => void) => {
    if (key) listeners.set(`${channel}:${key}`, onMessage);
  },
}));

const DECLINED = 'Transação não autorizada pelo banco emissor. Tente outro cartão.';
/** A card number the fake gateway refuses at once (no charge made). */
const REFUSED_AT_ONCE = '4000000000000101';
const LINE_CODE = '23790000090123456789012345678901234567890123456';
const PIX_PAYLOAD = buildBrCode({
  account: { url: 'localhost:3000/api/sandbox-psp/qr/v2/loc1' },
  amount: 9_800,
  merchantName: 'BRILHO',
  merchantCity: 'CURITIBA',
  txid: '***',
  singleUse: true,
});
/** The order's window end (created 11:59:00, 20 minutes). */
const PIX_EXPIRES_AT = '2026-03-02T12:19:00.000Z';

let keys: Awaited<ReturnType<typeof testKeyPair>>;
beforeAll(async () => {
  keys = await testKeyPair();
});

/** A stand-in for the API and the sandbox gateway: state, answers, and the cable events that follow. */
class FakeBackend {
  order: FakeOrder;
  wallet = 0;
  cards: ReturnType<typeof storedCard>[] = [];
  serverNow = SERVER_NOW;
  paymentPosts: FakeRequest[] = [];
  private count = 0;
  constructor(order: FakeOrder = newOrder()) {
    this.order = order;
  }

  /** A cable event a moment after the answer, as the sandbox's webhooks arrive. */
  private later(channel: 'OrderChannel' | 'PaymentChannel', data: ChannelData, change?: () => void) {
    setTimeout(() => {
      change?.();
      listeners.get(`${channel}:${this.order.id}`)?.(data);
    }, 20);
  }

  private payment(funding: 'credit_card' | 'boletos' | 'account_balance' | 'pix', status: string) {
    this.count += 1;
    const payment = {
      id: `pay${this.count}`,
      status,
      funding_type: funding,
      ...(funding === 'boletos'
        ? { line_code: LINE_CODE, url_print: 'http://localhost/boleto.pdf', expiration_date: '2026-03-03' }
        : {}),
      ...(funding === 'pix' ? { pix_copy_paste: PIX_PAYLOAD, pix_expires_at: PIX_EXPIRES_AT } : {}),
    };
    this.order.payments.push(payment);
    return payment;
  }

  private settle(outcome: 'approved' | 'declined', paymentId: string) {
    const payment = this.order.payments.find((p) => p.id === paymentId)!;
    if (outcome === 'approved')
      this.later('PaymentChannel', { to_state: 'authorized', payment_id: paymentId }, () => {
        payment.status = 'authorized';
        this.order.status = 'paid';
      });
    else
      this.later('PaymentChannel', { to_state: 'cancelled', payment_id: paymentId, reason: DECLINED }, () => {
        payment.status = 'cancelled';
        payment.failure_reason = DECLINED;
        this.order.status = 'created_on_gateway';
      });
  }

  async handle(request: FakeRequest): Promise<FakeResponse> {
    const { method, path } = request;
    if (path === '/what-time-is-it') return { body: { current_time: this.serverNow } };
    if (method === 'GET' && path === '/orders/o1') return { body: orderDocument(this.order) };
    if (method === 'GET' && path === '/accounts/u1')
      return {
        body: {
          data: {
            type: 'accounts',
            id: 'u1',
            attributes: {},
            relationships: {
              payment_gateway_account: { data: { type: 'payment-gateway-accounts', id: 'g1' } },
            },
          },
          included: [
            {
              type: 'payment-gateway-accounts',
              id: 'g1',
              attributes: { wallet: { available_to_use: this.wallet } },
            },
          ],
        },
      };
    if (method === 'GET' && path === '/credit-cards') return { body: { data: this.cards } };
    if (path === '/payment-gateway/public-key')
      return { body: { data: { type: 'public-keys', id: 'k', attributes: { public_key: keys.publicKey } } } };
    if (method === 'POST' && path === '/orders/o1/create-on-gateway') {
      this.order.status = 'requested_on_gateway';
      this.later('OrderChannel', { to_state: 'created_on_gateway', order_id: 'o1' }, () => {
        this.order.status = 'created_on_gateway';
      });
      return { body: orderDocument(this.order) };
    }
    if (method === 'POST' && path.startsWith('/payments/')) {
      this.paymentPosts.push(request);
      if (this.order.status === 'scheduled')
        return {
          status: 422,
          body: { errors: [{ status: '422', title: 'Pedido ainda não criado no meio de pagamento' }] },
        };
      const attributes = (request.body as { data: { attributes: Record<string, unknown> } }).data.attributes;
      if (path === '/payments/credit-card/new') {
        const card = await decryptCard(
          keys.privateKey,
          (attributes.funding_instrument as { attributes: { hash: string } }).attributes.hash,
        );
        if (card.number === REFUSED_AT_ONCE) {
          // The gateway refused the request before any charge existed: the API moves the order through
          // failed_to_request_payment back to created_on_gateway, and its cable message may beat the 422.
          listeners.get(`OrderChannel:${this.order.id}`)?.({ to_state: 'failed_to_request_payment' });
          this.later('OrderChannel', { to_state: 'created_on_gateway' });
          return {
            status: 422,
            body: {
              errors: [
                {
                  status: '422',
                  code: 'card_refused',
                  title: 'Cartão Inválido!',
                  source: { pointer: '/data/attributes/funding_instrument' },
                },
              ],
            },
          };
        }
        const payment = this.payment('credit_card', 'created');
        this.order.status = 'payment_requested';
        this.settle(card.number === '4000000000000002' ? 'declined' : 'approved', payment.id);
        return { status: 201, body: { data: paymentResource(payment) } };
      }
      if (path === '/payments/credit-card/stored') {
        const payment = this.payment('credit_card', 'created');
        this.order.status = 'payment_requested';
        this.settle('approved', payment.id);
        return { status: 201, body: { data: paymentResource(payment) } };
      }
      if (path === '/payments/pix') {
        const payment = this.payment('pix', 'waiting');
        this.order.status = 'waiting_payment';
        const resource = paymentResource(payment);
        return {
          status: 201,
          body: {
            data: { ...resource, relationships: { funding_instrument: { data: { type: 'pix', id: 'x1' } } } },
            included: [
              {
                type: 'pix',
                id: 'x1',
                attributes: { pix_copy_paste: PIX_PAYLOAD, pix_expires_at: PIX_EXPIRES_AT },
              },
            ],
          },
        };
      }
      if (path === '/payments/boleto') {
        const payment = this.payment('boletos', 'created');
        this.order.status = 'payment_requested';
        this.later('PaymentChannel', { to_state: 'waiting', payment_id: payment.id }, () => {
          payment.status = 'waiting';
          this.order.status = 'waiting_payment';
        });
        const resource = paymentResource(payment);
        return {
          status: 201,
          body: {
            data: {
              ...resource,
              relationships: { funding_instrument: { data: { type: 'boletos', id: 'b1' } } },
            },
            included: [
              {
                type: 'boletos',
                id: 'b1',
                attributes: {
                  line_code: LINE_CODE,
                  url_print: 'http://localhost/boleto.pdf',
                  expiration_date: '2026-03-03',
                },
              },
            ],
          },
        };
      }
    }
    if (method === 'POST' && path === '/sandbox-psp/qr/v2/loc1/pay') {
      this.sandboxPays(true);
      return { body: { meta: { webhook_status: 200 } } };
    }
    return { status: 404, body: { errors: [{ status: '404', title: 'Não encontrado' }] } };
  }

  /** The payer's bank pays the Pix: the order is paid, and (unless the webhook's event is lost) the cable says so. */
  sandboxPays(cable: boolean) {
    const payment = this.order.payments.find((p) => p.funding_type === 'pix')!;
    const change = () => {
      payment.status = 'settled';
      this.order.status = 'paid';
    };
    if (cable) this.later('PaymentChannel', { to_state: 'settled', payment_id: payment.id }, change);
    else change();
  }
}

let backend: FakeBackend;

function renderCheckout(order?: FakeOrder, setup?: (b: FakeBackend) => void) {
  backend = new FakeBackend(order);
  setup?.(backend);
  const { calls, fetchMock } = mockApi((request) => backend.handle(request));
  renderWithProviders(
    <Routes>
      <Route path="/checkout/pedidos/:order_id" element={<CheckoutPage />} />
      <Route path="/pedidos/:order_id" element={<p>página do pedido</p>} />
      <Route path="/" element={<p>início</p>} />
    </Routes>,
    { route: '/checkout/pedidos/o1' },
  );
  /** The Idempotency-Key of every payment POST, in order. */
  const idempotencyKeys = () =>
    fetchMock.mock.calls
      .filter(([input]) => String(input).includes('/api/payments/'))
      .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']);
  return {
    calls,
    idempotencyKeys,
    user: userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime }),
  };
}

type User = ReturnType<typeof userEvent.setup>;

/** Waits for the field: the new-card form's code loads on its own (decision 0121). */
async function fill(user: User, label: RegExp, value: string) {
  await user.click(await screen.findByLabelText(label));
  await user.paste(value);
}

async function payWithNewCard(user: User, number: string, click: 'click' | 'dblClick' = 'click') {
  await fill(user, /Número do cartão/, number);
  await user.selectOptions(screen.getByLabelText(/Mês/), '12');
  await user.selectOptions(screen.getByLabelText(/Ano/), '2030');
  await fill(user, /CVV/, '123');
  await fill(user, /Nome impresso no cartão/, 'Maria da Silva');
  await fill(user, /CPF ou CNPJ do titular/, '52998224725');
  await fill(user, /Data de nascimento/, '15031990');
  await fill(user, /Telefone/, '41999998888');
  await user[click](screen.getByRole('button', { name: /^Pagar R\$/ }));
}

/** Lets the 2.5 s after approval pass. */
const afterApproval = () => vi.advanceTimersByTimeAsync(3_000);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.mocked(notify).mockClear();
  listeners.clear();
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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

  it('generates a boleto after the confirmation and copies its line code', async () => {
    const { user } = renderCheckout();
    // After user-event's setup, which puts its own clipboard in place.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'GERAR BOLETO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerar boleto' });
    expect(within(dialog).getByText(/vence em 03\/03\/2026/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'confirmar e gerar boleto' }));
    expect(await screen.findByText('SEU BOLETO ESTÁ PRONTO!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Baixar boleto' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByText('23790.00009 01234.567890 12345.678901 2 34567890123456')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'copiar linha digitável' }));
    expect(writeText).toHaveBeenCalledWith(LINE_CODE);
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'Copiado!',
      message: 'Linha de código copiada!',
    });
  });

  it('pays by Pix: QR, copia e cola copied, amount and expiry; the sandbox pays and the cable shows success', async () => {
    const { user } = renderCheckout();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'PIX' }));
    expect(await screen.findByText('PAGUE COM PIX')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR Code do Pix' })).toBeTruthy();
    expect(screen.getByTestId('pix-valor').textContent).toBe('R$ 98,00');
    // 12:00:00 on the server, the charge ends at 12:19:00.
    expect(screen.getByTestId('pix-expira').textContent).toBe('19:00');
    expect((screen.getByLabelText('Pix copia e cola') as HTMLTextAreaElement).value).toBe(PIX_PAYLOAD);
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith(PIX_PAYLOAD);
    expect(await screen.findByRole('button', { name: 'Copiado!' })).toBeTruthy();
    const body = backend.paymentPosts[0]!.body as { data: { attributes: { funding_instrument: unknown } } };
    expect(body.data.attributes.funding_instrument).toEqual({ type: 'pix' });
    await user.click(screen.getByRole('button', { name: 'Simular pagamento Pix (sandbox)' }));
    await afterApproval();
    expect(await screen.findByText('SUA LIMPEZA FOI AGENDADA COM SUCESSO!')).toBeTruthy();
  });

  it('reaches success by the 5 s polling when the cable says nothing', async () => {
    renderCheckout(newOrder({ status: 'created_on_gateway' }));
    await userEvent
      .setup({ delay: null, advanceTimers: vi.advanceTimersByTime })
      .click(await screen.findByRole('button', { name: 'PIX' }));
    expect(await screen.findByText('PAGUE COM PIX')).toBeTruthy();
    backend.sandboxPays(false);
    await vi.advanceTimersByTimeAsync(5_000);
    await afterApproval();
    expect(await screen.findByText('SUA LIMPEZA FOI AGENDADA COM SUCESSO!')).toBeTruthy();
  });

  it('shows the waiting Pix at once when the customer comes back to the checkout', async () => {
    renderCheckout(
      newOrder({
        status: 'waiting_payment',
        payments: [
          {
            id: 'pay9',
            status: 'waiting',
            funding_type: 'pix',
            pix_copy_paste: PIX_PAYLOAD,
            pix_expires_at: PIX_EXPIRES_AT,
          },
        ],
      }),
    );
    expect(await screen.findByText('PAGUE COM PIX')).toBeTruthy();
    expect((screen.getByLabelText('Pix copia e cola') as HTMLTextAreaElement).value).toBe(PIX_PAYLOAD);
  });

  it("disables 'GERAR BOLETO' for a cleaning too close, with the reason", async () => {
    renderCheckout(newOrder({ starts_at: '2026-03-03T12:00:00.000Z', ends_at: '2026-03-03T14:00:00.000Z' }));
    const boleto = await screen.findByRole('button', { name: 'GERAR BOLETO' });
    expect(boleto).toHaveProperty('disabled', true);
    expect(boleto.getAttribute('aria-describedby')).toBe('boleto-indisponivel');
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
    backend = new FakeBackend();
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
    backend = new FakeBackend(newOrder({ status: 'complete' }));
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

  it('shows the boleto view at once for a boleto waiting to be paid', async () => {
    renderCheckout(
      newOrder({
        status: 'waiting_payment',
        payments: [
          {
            id: 'p0',
            status: 'waiting',
            funding_type: 'boletos',
            line_code: null,
            url_print: 'http://localhost/b.pdf',
          },
        ],
      }),
    );
    expect(await screen.findByText('SEU BOLETO ESTÁ PRONTO!')).toBeTruthy();
    expect(screen.getByText('Não foi gerada uma linha digitável para este pagamento.')).toBeTruthy();
  });
});
