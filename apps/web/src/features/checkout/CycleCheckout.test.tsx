import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, mockApi, renderWithProviders } from '../../components/address/testing';
import type { ChannelData } from '../../lib/cable';
import { type CycleFixture, cycleDocument, cycleId } from '../subscriptions/testing';
import { CheckoutPage } from './CheckoutPage';
import { SERVER_NOW, testKeyPair } from './testing';

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));
vi.mock('../../lib/session', () => ({
  useCurrentUser: () => ({ data: { id: 'u1', role: 'customer', status: 'active' } }),
}));
const listeners = new Map<string, (data: ChannelData) => void>();
vi.mock('../../lib/cable', () => ({
  useChannel: (channel: string, key: string | null, onMessage: (data: ChannelData) => void) => {
    if (key) listeners.set(`${channel}:${key}`, onMessage);
  },
}));

const ID = cycleId(9);
const BOLETO_DUE = '2026-02-26';

let keys: Awaited<ReturnType<typeof testKeyPair>>;
beforeAll(async () => {
  keys = await testKeyPair();
});

/** The API and the sandbox gateway for one cycle: answers, and the cable events that follow. */
class FakeCycleBackend {
  cycle: CycleFixture = {
    id: ID,
    status: 'created_on_gateway',
    month: '2026-04',
    payable: true,
    payments: [],
    orders: [
      { id: 'o1', day: '2026-04-03' },
      { id: 'o2', day: '2026-04-17' },
    ],
  };
  missing = false;
  paymentPosts: FakeRequest[] = [];

  private later(channel: 'OrderChannel' | 'PaymentChannel', data: ChannelData, change: () => void) {
    setTimeout(() => {
      change();
      listeners.get(`${channel}:${ID}`)?.(data);
    }, 20);
  }

  handle(request: FakeRequest) {
    const { method, path } = request;
    if (path === '/what-time-is-it') return { body: { current_time: SERVER_NOW } };
    if (method === 'GET' && path === `/cycles/${ID}`)
      return this.missing
        ? { status: 404, body: { errors: [{ title: 'Ciclo não encontrado' }] } }
        : { body: cycleDocument(this.cycle) };
    if (method === 'GET' && path === '/credit-cards') return { body: { data: [] } };
    if (path === '/payment-gateway/public-key')
      return { body: { data: { type: 'public-keys', id: 'k', attributes: { public_key: keys.publicKey } } } };
    if (method === 'POST' && path.startsWith('/payments/')) {
      this.paymentPosts.push(request);
      const payments = this.cycle.payments!;
      const id = `pay${payments.length + 1}`;
      if (path === '/payments/boleto') {
        payments.push({ id, status: 'created', funding_type: 'boletos' });
        this.later('PaymentChannel', { to_state: 'waiting', payment_id: id }, () => {
          payments.find((p) => p.id === id)!.status = 'waiting';
          this.cycle.status = 'waiting_payment';
        });
        return {
          status: 201,
          body: {
            data: {
              type: 'payments',
              id,
              attributes: { status: 'created', created_at: SERVER_NOW, amount: 17_000 },
              relationships: { funding_instrument: { data: { type: 'boletos', id: 'b1' } } },
            },
            included: [
              {
                type: 'boletos',
                id: 'b1',
                attributes: {
                  line_code: '2'.repeat(47),
                  url_print: 'http://localhost/boleto.pdf',
                  expiration_date: BOLETO_DUE,
                },
              },
            ],
          },
        };
      }
      payments.push({ id, status: 'created', funding_type: 'credit_card' });
      this.cycle.status = 'payment_requested';
      this.later('PaymentChannel', { to_state: 'authorized', payment_id: id }, () => {
        payments.find((p) => p.id === id)!.status = 'authorized';
        this.cycle.status = 'paid';
      });
      return {
        status: 201,
        body: {
          data: {
            type: 'payments',
            id,
            attributes: { status: 'created', created_at: SERVER_NOW, amount: 17_000 },
          },
        },
      };
    }
    return undefined;
  }
}

let backend: FakeCycleBackend;
const hostMessages: unknown[] = [];

function renderCycleCheckout(setup?: (b: FakeCycleBackend) => void, mobile = false) {
  backend = new FakeCycleBackend();
  setup?.(backend);
  mockApi((request) => backend.handle(request));
  renderWithProviders(
    <Routes>
      <Route path="/checkout/assinaturas/:cycle_id" element={<CheckoutPage />} />
      <Route path="/checkout/mobile/assinaturas/:cycle_id" element={<CheckoutPage />} />
      <Route path="/:id" element={<p>página do ciclo</p>} />
      <Route path="/" element={<p>início</p>} />
    </Routes>,
    { route: mobile ? `/checkout/mobile/assinaturas/${ID}` : `/checkout/assinaturas/${ID}` },
  );
  return userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
}

type User = ReturnType<typeof userEvent.setup>;
/** Waits for the field: the new-card form's code loads on its own (decision 0121). */
async function fill(user: User, label: RegExp, value: string) {
  await user.click(await screen.findByLabelText(label));
  await user.paste(value);
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  listeners.clear();
  window.localStorage.clear();
  hostMessages.length = 0;
  (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView = {
    postMessage: (message: string) => hostMessages.push(message),
  };
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

describe('the cycle checkout', () => {
  it('shows the cycle without countdown, wallet or coupon, and pays it by card as a cycle', async () => {
    const user = renderCycleCheckout();
    expect(await screen.findByRole('heading', { name: 'Pagamento do ciclo de Abril de 2026' })).toBeTruthy();
    expect(screen.queryByText('TEMPO RESTANTE')).toBeNull();
    expect(screen.queryByRole('button', { name: 'UTILIZAR SALDO' })).toBeNull();
    expect(screen.queryByLabelText('Cupom de desconto')).toBeNull();
    // Day and hours are two unbreakable pieces (they may wrap between them on a phone).
    expect(screen.getByText('03/04/2026,').parentElement!.textContent).toBe(
      '03/04/2026, 09:00\u00a0às\u00a012:00',
    );
    expect(screen.getByText('− R$ 16,00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'GERAR BOLETO' }).hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'CARTÃO DE CRÉDITO' }));
    await user.click(await screen.findByRole('button', { name: 'entendi' }));
    await fill(user, /Número do cartão/, '4111 1111 1111 1111');
    await user.selectOptions(screen.getByLabelText(/Mês/), '12');
    await user.selectOptions(screen.getByLabelText(/Ano/), '2030');
    await fill(user, /CVV/, '123');
    await fill(user, /Nome impresso no cartão/, 'Maria da Silva');
    await fill(user, /CPF ou CNPJ do titular/, '52998224725');
    await fill(user, /Data de nascimento/, '15031990');
    await fill(user, /Telefone/, '41999998888');
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 170,00' }));
    await waitFor(() => expect(backend.paymentPosts).toHaveLength(1));
    expect(backend.paymentPosts[0]!.path).toBe('/payments/credit-card/new');
    expect(backend.paymentPosts[0]!.body).toMatchObject({
      data: { attributes: { payable: { id: ID, type: 'cycle' } } },
      meta: { consume_account_balance: false },
    });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await screen.findByText('SUA LIMPEZA FOI AGENDADA COM SUCESSO!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ver ciclo' }).getAttribute('href')).toBe(`/${ID}`);
    // A cycle already belongs to a subscription: no upsell.
    expect(screen.queryByRole('button', { name: 'solicitar assinatura' })).toBeNull();
  });

  it('fits a 390 px phone: amounts never wrap "R$" from the number and the dates break only between day and hours', async () => {
    vi.stubGlobal('innerWidth', 390);
    renderCycleCheckout();
    const summary = await screen.findByRole('region', { name: 'Resumo do ciclo' });
    const texts = [...summary.querySelectorAll('dt, dd, p, span')]
      .filter((node) => node.children.length === 0)
      .map((node) => node.textContent ?? '');
    // Every amount is one unbreakable piece: 'R$' joined to its number (and '−' to the amount).
    const amounts = texts.filter((text) => text.includes('R$'));
    expect(amounts).toEqual(['R$\u00a0186,00', '−\u00a0R$\u00a016,00', 'R$\u00a0170,00']);
    // Where a line may break (an ordinary space), the pieces are short enough for the value column of a
    // 390 px screen (about 150 px at 14 px per character of ~8 px): nothing sticks out as '11/12/2026, 09:00
    // às 12:00' did (418 px).
    const longest = Math.max(...texts.flatMap((text) => text.split(/[ \t\n]+/)).map((piece) => piece.length));
    expect(longest).toBeLessThanOrEqual(18);
    expect(texts).toContain('09:00\u00a0às\u00a012:00');
  });

  it('generates a boleto due on the date the domain gives the cycle', async () => {
    const user = renderCycleCheckout();
    await user.click(await screen.findByRole('button', { name: 'GERAR BOLETO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerar boleto' });
    expect(within(dialog).getByText(/vence em 26\/02\/2026/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'confirmar e gerar boleto' }));
    expect(await screen.findByText('SEU BOLETO ESTÁ PRONTO!')).toBeTruthy();
    expect(backend.paymentPosts[0]!.body).toMatchObject({
      data: { attributes: { payable: { id: ID, type: 'cycle' } } },
    });
  });

  it('goes to the cycle page when the cycle cannot be paid', async () => {
    renderCycleCheckout((b) => {
      b.cycle = {
        ...b.cycle,
        status: 'created',
        payable: false,
        blockReason: 'Esse ciclo ainda não foi aberto para pagamentos!',
      };
    });
    expect(await screen.findByText('página do ciclo')).toBeTruthy();
  });

  it('goes to the dashboard when the cycle is not found', async () => {
    renderCycleCheckout((b) => {
      b.missing = true;
    });
    expect(await screen.findByText('início')).toBeTruthy();
  });

  it('goes back to the cycle page for a paid cycle (nothing is payable), not to a success view', async () => {
    renderCycleCheckout((b) => {
      b.cycle = {
        ...b.cycle,
        status: 'paid',
        payable: false,
        payments: [{ id: 'p1', status: 'settled', funding_type: 'credit_card' }],
      };
    });
    expect(await screen.findByText('página do ciclo')).toBeTruthy();
    expect(screen.queryByText('SUA LIMPEZA FOI AGENDADA COM SUCESSO!')).toBeNull();
  });

  it('on the mobile variant tells the host web view the cycle instead of navigating', async () => {
    renderCycleCheckout((b) => {
      b.cycle = { ...b.cycle, status: 'cancelled', payable: false };
    }, true);
    await waitFor(() => expect(hostMessages).toEqual([ID]));
    expect(screen.queryByText('página do ciclo')).toBeNull();
  });
});
