import { buildBrCode } from '@brilho/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
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
  type storedCard,
  testKeyPair,
} from './testing';

// What the CheckoutPage.*.test.tsx files share: a fake API and sandbox gateway behind the page, and the
// steps a customer takes on it.

// The cable is faked: the fake API pushes the events a real gateway would, through these listeners (the test
// files' mock of lib/cable fills them).
export const listeners = new Map<string, (data: ChannelData) => void>();

export const DECLINED = 'Transação não autorizada pelo banco emissor. Tente outro cartão.';
/** A card number the fake gateway refuses at once (no charge made). */
export const REFUSED_AT_ONCE = '4000000000000101';
export const LINE_CODE = '23790000090123456789012345678901234567890123456';
export const PIX_PAYLOAD = buildBrCode({
  account: { url: 'localhost:3000/api/sandbox-psp/qr/v2/loc1' },
  amount: 9_800,
  merchantName: 'BRILHO',
  merchantCity: 'CURITIBA',
  txid: '***',
  singleUse: true,
});
/** The order's window end (created 11:59:00, 20 minutes). */
export const PIX_EXPIRES_AT = '2026-03-02T12:19:00.000Z';

let keys: Awaited<ReturnType<typeof testKeyPair>>;

/** A stand-in for the API and the sandbox gateway: state, answers, and the cable events that follow. */
export class FakeBackend {
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

export let backend: FakeBackend;

export function renderCheckout(order?: FakeOrder, setup?: (b: FakeBackend) => void) {
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

export type User = ReturnType<typeof userEvent.setup>;

/** Waits for the field: the new-card form's code loads on its own (decision 0121). */
export async function fill(user: User, label: RegExp, value: string) {
  await user.click(await screen.findByLabelText(label));
  await user.paste(value);
}

export async function payWithNewCard(user: User, number: string, click: 'click' | 'dblClick' = 'click') {
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
export const afterApproval = () => vi.advanceTimersByTimeAsync(3_000);

/** The hooks every checkout page file needs: a key pair for the fake gateway, fake timers, clean mocks. */
export function setUpCheckoutPage(): void {
  beforeAll(async () => {
    keys = await testKeyPair();
  });
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
}
