import { messages, OFFER_POLL_MS, OFFER_WINDOW_SECONDS } from '@brilho/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, mockApi, renderWithProviders } from '../../components/address/testing';
import { notify } from '../../lib/notify';
import { sessionToken } from '../../lib/session';
import { PurchaseFlowPage } from './PurchaseFlowPage';
import { DRAFT_KEY } from './state';
import {
  CLOCK,
  DAY,
  manyProfessionals,
  PRICED_ADDRESSES_DOCUMENT,
  PRODUCTS_PRICING,
  type ProfessionalFixture,
  professionalDocument,
  professionalsDocument,
  SERVER_NOW,
  scheduleEvent,
} from './testing';

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

const ROSA: ProfessionalFixture = {
  id: 'p1',
  first: 'Rosa',
  last: 'Lima',
  coupon: { name: 'ROSA10', value_type: 'PERCENTAGE', value: 10 },
};

const CONFIRMATION = `/limpeza?endereco=a1&data=${DAY}&hora=9&duracao=4&profissional=p1&etapa=confirmacao`;

type Status = 'waiting_email_verification' | 'email_verified' | 'active';

function accountDocument(status: Status) {
  return {
    data: {
      type: 'accounts',
      id: 'u1',
      attributes: {
        email: 'cliente@brilho.test',
        status,
        first_name: 'Camila',
        last_name: 'Ribeiro',
        accountable_type: 'Physical',
        role: 'customer',
        answered_current_terms: true,
      },
      relationships: {
        accountable: { data: { type: 'physicals', id: 'ph1' } },
        phones: { data: [{ type: 'phones', id: 't1' }] },
        payment_gateway_account: { data: null },
      },
    },
    included: [
      { type: 'physicals', id: 'ph1', attributes: { cpf: '52998224725' } },
      { type: 'phones', id: 't1', attributes: { country_code: '55', area_code: '41', number: '991234567' } },
    ],
  };
}

const FIELDS = {
  data: [
    {
      type: 'configurable-fields',
      id: 'f-change',
      attributes: {
        key: 'CUSTOMER_ALLOW_PROFESSIONAL_CHANGE_IN_NO_SHOW_CASE',
        model: 'Order',
        display_name: 'x',
      },
    },
    {
      type: 'configurable-fields',
      id: 'f-products',
      attributes: { key: 'CUSTOMER_ORDER_REQUIRE_PROFESSIONAL_PRODUTCS', model: 'Order', display_name: 'y' },
    },
  ],
};

const options = (fieldId: string) => ({
  data: [
    { type: 'configurable-field-options', id: `${fieldId}-yes`, attributes: { opt_id: 1, key: 'YES' } },
    { type: 'configurable-field-options', id: `${fieldId}-no`, attributes: { opt_id: 2, key: 'NO' } },
  ],
});

interface Server {
  status: Status;
  order?: (request: FakeRequest) => { status: number; body: unknown };
  gatewayFails?: boolean;
  /** Answers first (the offer tests' finder and offers). */
  extra?: (request: FakeRequest) => { status?: number; body?: unknown } | undefined;
}

/** The API behind the scheduler: the customer's status moves to active once create-on-gateway is called. */
function serve(server: Server) {
  return mockApi((request) => {
    const answered = server.extra?.(request);
    if (answered) return answered;
    const { path, method } = request;
    if (path === '/what-time-is-it') return CLOCK;
    if (path === '/addresses') return { body: PRICED_ADDRESSES_DOCUMENT };
    if (path === '/token-check') return { body: { data: { account_id: 'u1' } } };
    if (path === '/accounts/u1') return { body: accountDocument(server.status) };
    if (path === '/professionals/p1') return { body: professionalDocument(ROSA) };
    if (path === '/feedbacks') return { body: { data: [], links: { next: null } } };
    if (path === '/orders/products-pricing') return { body: PRODUCTS_PRICING };
    if (path === '/finders/professionals/available-by-district')
      return { body: professionalsDocument([ROSA, ...manyProfessionals(3, 2)], 4) };
    if (path === '/finders/professionals/schedule-events')
      return { body: { data: [scheduleEvent('w1', 8, 18)] } };
    if (path.startsWith('/payment-gateway-')) {
      if (server.gatewayFails) return { status: 422, body: { errors: [{ title: 'Cadastre um celular' }] } };
      if (path === '/payment-gateway-accounts/create-on-gateway') server.status = 'active';
      return { status: 201, body: { data: { type: 'payment-gateway-accounts', id: 'g1', attributes: {} } } };
    }
    if (path === '/orders' && method === 'POST')
      return (
        server.order?.(request) ?? {
          status: 201,
          body: { data: { type: 'orders', id: 'o1', attributes: { status: 'created' } }, meta: {} },
        }
      );
    if (path === '/configurable-fields') return { body: FIELDS };
    if (path === '/configurable-field-options')
      return { body: options(request.url.searchParams.get('filter[configurable_field_id]') ?? '') };
    if (path === '/order-has-preferences' && method === 'POST')
      return { status: 201, body: { data: { type: 'order-has-preferences', id: 'h1', attributes: {} } } };
    return undefined;
  });
}

function Search() {
  return <output aria-label="busca">{useLocation().search}</output>;
}

function Checkout() {
  return <p>checkout do pedido {useParams().order_id}</p>;
}

function open(route: string) {
  renderWithProviders(
    <Routes>
      <Route
        path="/limpeza"
        element={
          <>
            <PurchaseFlowPage />
            <Search />
          </>
        }
      />
      <Route path="/checkout/pedidos/:order_id" element={<Checkout />} />
    </Routes>,
    { route },
  );
}

const search = () => new URLSearchParams(screen.getByLabelText('busca').textContent ?? '');

beforeEach(() => {
  vi.mocked(notify).mockClear();
  window.sessionStorage.clear();
  sessionToken.set('token');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionToken.clear();
  window.sessionStorage.clear();
});

describe('the scheduler, from the address to the confirmation', () => {
  it('filters, lists, opens the profile and the schedule, and confirms the professional', async () => {
    const { calls } = serve({ status: 'active' });
    open('/limpeza?endereco=a1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'escolher dia e horário' }));
    const filters = await screen.findByRole('dialog', { name: 'Filtros' });
    await user.click(within(filters).getByRole('button', { name: '5 de março de 2026, quinta-feira' }));
    await user.click(within(filters).getByRole('tab', { name: 'Horário' }));
    await user.click(within(filters).getByRole('radio', { name: '09:00' }));
    await user.click(within(filters).getByRole('tab', { name: 'Duração' }));
    await user.click(within(filters).getByRole('radio', { name: /^4 horas/ }));
    await user.click(within(filters).getByRole('button', { name: 'Ver Profissionais Disponíveis' }));

    expect(await screen.findByRole('article', { name: 'Rosa Lima' })).toBeTruthy();
    expect(Object.fromEntries(search())).toEqual({ endereco: 'a1', data: DAY, hora: '9', duracao: '4' });
    const finder = calls.find((call) => call.path === '/finders/professionals/available-by-district')!;
    expect(finder.url.searchParams.get('filter[district_id]')).toBe('d-batel');
    // The price summary: 4 hours in Batel.
    const summary = screen.getByRole('region', { name: 'Resumo do valor' });
    // The cleaning and the total.
    expect(within(summary).getAllByText('R$ 186,00')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'ver perfil de Rosa Lima' }));
    const profile = await screen.findByRole('dialog', { name: 'Perfil de Rosa Lima' });
    await user.click(within(profile).getByRole('button', { name: 'selecionar' }));
    const schedule = await screen.findByRole('dialog', { name: 'Agenda de Rosa Lima' });
    const period = await within(schedule).findByRole('radiogroup', { name: 'entre 08:00 e 18:00' });
    expect((within(period).getByRole('radio', { name: '09:00' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(period).getByRole('radio', { name: '10:00' }));
    await user.click(within(schedule).getByRole('button', { name: 'confirmar horário' }));

    expect(await screen.findByRole('heading', { name: 'Profissional escolhido' })).toBeTruthy();
    expect(Object.fromEntries(search())).toEqual({
      endereco: 'a1',
      data: DAY,
      hora: '10',
      duracao: '4',
      profissional: 'p1',
    });
    expect(screen.getByText('quinta-feira, 05/03/2026, das 10:00 às 14:00 (4 horas)')).toBeTruthy();
    // The professional's coupon now shows in the summary.
    expect(within(summary).getByText('Desconto (cupom ROSA10)')).toBeTruthy();
    expect(within(summary).getByText('R$ 167,40')).toBeTruthy();
    await user.type(screen.getByLabelText(/Conte o que precisa ser feito/), 'Cozinha primeiro.');
    expect(screen.getByText('17/980')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirmar agendamento' }));

    const confirmation = await screen.findByRole('region', { name: 'Confirme a sua limpeza' });
    expect(search().get('etapa')).toBe('confirmacao');
    expect(within(confirmation).getByText('quinta-feira, 05/03/2026')).toBeTruthy();
    expect(within(confirmation).getByText('10:00')).toBeTruthy();
    expect(within(confirmation).getByText('Cozinha primeiro.')).toBeTruthy();
    await user.click(
      within(confirmation).getByRole('radio', {
        name: /^Quero que o profissional leve os produtos \(\+ R\$ 22,00\)/,
      }),
    );
    // 186 + 22 = 208, less 10%.
    expect(within(summary).getByText('R$ 187,20')).toBeTruthy();
    await user.click(within(confirmation).getByRole('button', { name: 'voltar' }));
    expect(await screen.findByRole('heading', { name: 'Informações adicionais' })).toBeTruthy();
    expect((screen.getByLabelText(/Conte o que precisa ser feito/) as HTMLTextAreaElement).value).toBe(
      'Cozinha primeiro.',
    );
    await user.click(screen.getByRole('button', { name: 'Voltar para a pesquisa' }));
    expect(await screen.findByRole('article', { name: 'Rosa Lima' })).toBeTruthy();
    expect(search().get('profissional')).toBeNull();
  });
});

describe("'ir para pagamento'", () => {
  it('creates the order, answers the preferences and goes to the checkout when the account is active', async () => {
    const { calls } = serve({ status: 'active' });
    window.sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        description: 'Cozinha primeiro.',
        allowProfessionalChange: null,
        includeProducts: null,
      }),
    );
    open(CONFIRMATION);
    const user = userEvent.setup();
    const confirmation = await screen.findByRole('region', { name: 'Confirme a sua limpeza' });
    await user.click(within(confirmation).getByRole('radio', { name: 'Sim, aceito outro profissional' }));
    await user.click(within(confirmation).getByRole('radio', { name: 'Eu tenho os produtos' }));
    await user.click(within(confirmation).getByRole('button', { name: 'ir para pagamento' }));

    expect(await screen.findByText('checkout do pedido o1')).toBeTruthy();
    const order = calls.find((call) => call.path === '/orders' && call.method === 'POST')!;
    expect(order.body).toEqual({
      data: {
        type: 'orders',
        attributes: {
          // 9h to 13h in São Paulo.
          starts_at: '2026-03-05T12:00:00.000Z',
          ends_at: '2026-03-05T16:00:00.000Z',
          description: 'Cozinha primeiro.',
          should_include_products: false,
        },
        relationships: {
          customer: { data: { type: 'accounts', id: 'u1' } },
          professional: { data: { type: 'professionals', id: 'p1' } },
          address: { data: { type: 'addresses', id: 'a1' } },
        },
      },
    });
    const answers = calls.filter((call) => call.path === '/order-has-preferences').map((call) => call.body);
    expect(answers).toEqual([
      {
        data: {
          type: 'order-has-preferences',
          attributes: { answer: 'YES' },
          relationships: {
            order: { data: { type: 'orders', id: 'o1' } },
            configurable_field: { data: { type: 'configurable-fields', id: 'f-change' } },
          },
        },
      },
      {
        data: {
          type: 'order-has-preferences',
          attributes: { answer: 'NO' },
          relationships: {
            order: { data: { type: 'orders', id: 'o1' } },
            configurable_field: { data: { type: 'configurable-fields', id: 'f-products' } },
          },
        },
      },
    ]);
    expect(
      calls.some(
        (call) => call.path === '/configurable-fields' && call.url.search.includes('filter[model]=Order'),
      ),
    ).toBe(true);
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/payment-gateway'))).toBe(false);
    // The spec's add-to-cart event, once the order exists; no reduced-support dialog on a Thursday morning.
    expect(calls.filter((call) => call.path === '/telemetry/events').map((call) => call.body)).toEqual([
      { data: { type: 'telemetry-events', attributes: { name: 'add_to_cart', order_id: 'o1' } } },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Atendimento reduzido' })).toBeNull();
  });

  it('opens the e-mail dialog and stops while the e-mail is not verified', async () => {
    const { calls } = serve({ status: 'waiting_email_verification' });
    open(CONFIRMATION);
    const user = userEvent.setup();
    const confirmation = await screen.findByRole('region', { name: 'Confirme a sua limpeza' });
    await user.click(within(confirmation).getByRole('button', { name: 'ir para pagamento' }));
    expect(await screen.findByRole('dialog', { name: messages.auth.verifyEmailDialogTitle })).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('prepares the gateway for a first order, waits for the account to be active, then creates the order', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server: Server = { status: 'email_verified' };
    const { calls } = serve(server);
    open(CONFIRMATION);
    const confirmation = await screen.findByRole('region', { name: 'Confirme a sua limpeza' });
    fireEvent.click(within(confirmation).getByRole('button', { name: 'ir para pagamento' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'info',
        message: 'Estamos preparando a sua conta para o primeiro pedido...',
      }),
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/payment-gateway-accounts',
      '/payment-gateway-customers',
      '/payment-gateway-accounts/create-on-gateway',
    ]);
    expect(
      calls.find((call) => call.path === '/payment-gateway-accounts/create-on-gateway')!.body,
    ).toMatchObject({
      data: { attributes: { account_id: 'u1' } },
    });
    expect(calls.some((call) => call.path === '/orders')).toBe(false);

    // The user is read again every 7500 ms; active now, so the order follows.
    await act(() => vi.advanceTimersByTimeAsync(7_500));
    expect(await screen.findByText('checkout do pedido o1')).toBeTruthy();
    expect(
      calls
        .filter((call) => call.method === 'POST')
        .map((call) => call.path)
        .slice(3, 4),
    ).toEqual(['/orders']);
  });

  it('stays with a toast when the gateway cannot be prepared', async () => {
    const { calls } = serve({ status: 'email_verified', gatewayFails: true });
    open(CONFIRMATION);
    const user = userEvent.setup();
    const confirmation = await screen.findByRole('region', { name: 'Confirme a sua limpeza' });
    await user.click(within(confirmation).getByRole('button', { name: 'ir para pagamento' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'error', message: messages.auth.firstOrderGatewayFailure }),
    );
    expect(calls.some((call) => call.path === '/orders')).toBe(false);
    expect(screen.getByRole('region', { name: 'Confirme a sua limpeza' })).toBeTruthy();
  });

  it("shows 'Não foi possível criar o pedido, …' on a 409 and keeps everything", async () => {
    serve({
      status: 'active',
      order: () => ({
        status: 409,
        body: { errors: [{ status: '409', title: messages.scheduling.noMoreSlots }] },
      }),
    });
    window.sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        description: 'Cozinha primeiro.',
        allowProfessionalChange: 'NO',
        includeProducts: null,
      }),
    );
    open(CONFIRMATION);
    const user = userEvent.setup();
    const confirmation = await screen.findByRole('region', { name: 'Confirme a sua limpeza' });
    const submit = within(confirmation).getByRole('button', { name: 'ir para pagamento' });
    await user.click(submit);
    expect((await within(confirmation).findByRole('alert')).textContent).toBe(
      'Não foi possível criar o pedido, ops, parece que esse profissional não possui mais horários disponíveis.',
    );
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    expect(search().get('etapa')).toBe('confirmacao');
    expect(within(confirmation).getByText('Cozinha primeiro.')).toBeTruthy();
    expect(
      (within(confirmation).getByRole('radio', { name: 'Não, prefiro reagendar' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('shows the unexpected-error text on other failures', async () => {
    serve({
      status: 'active',
      order: () => ({ status: 500, body: { errors: [{ title: 'Erro interno' }] } }),
    });
    open(CONFIRMATION);
    const user = userEvent.setup();
    const confirmation = await screen.findByRole('region', { name: 'Confirme a sua limpeza' });
    await user.click(within(confirmation).getByRole('button', { name: 'ir para pagamento' }));
    expect((await within(confirmation).findByRole('alert')).textContent).toBe(
      'Ocorreu um erro inesperado na criação do pedido. Tente novamente ou entre em contato com o suporte.',
    );
  });

  it("adds the server's reference to the unexpected-error text when the API gives one", async () => {
    serve({
      status: 'active',
      order: () => ({
        status: 500,
        body: { errors: [{ status: '500', title: 'Erro interno', meta: { correlation_id: 'req-42' } }] },
      }),
    });
    open(CONFIRMATION);
    const user = userEvent.setup();
    const confirmation = await screen.findByRole('region', { name: 'Confirme a sua limpeza' });
    await user.click(within(confirmation).getByRole('button', { name: 'ir para pagamento' }));
    expect((await within(confirmation).findByRole('alert')).textContent).toBe(
      'Ocorreu um erro inesperado na criação do pedido. Tente novamente ou entre em contato com o suporte. Código de referência: req-42',
    );
  });
});

// ---------------------------------------------------------------------------------------------------
// Reduced support (spec product §1, §4 "Checkout submit"; rules §9 support hours)

/** Saturday 7 March 2026, 13 h to 15 h: support closes at 14 h on Saturdays. */
const SATURDAY_AFTERNOON = `/limpeza?endereco=a1&data=2026-03-07&hora=13&duracao=2&profissional=p1&etapa=confirmacao`;

describe("'Atendimento reduzido' at 'ir para pagamento'", () => {
  it('explains the support hours and stays, with everything kept, on "Escolher outro horário"', async () => {
    const { calls } = serve({ status: 'active' });
    open(SATURDAY_AFTERNOON);
    const user = userEvent.setup();
    const confirmation = await screen.findByRole('region', { name: 'Confirme a sua limpeza' });
    await user.click(within(confirmation).getByRole('radio', { name: 'Não, prefiro reagendar' }));
    await user.click(within(confirmation).getByRole('button', { name: 'ir para pagamento' }));

    const dialog = await screen.findByRole('dialog', { name: 'Atendimento reduzido' });
    expect(dialog.textContent).toContain(
      'O nosso suporte atende de segunda a sexta, das 8h às 18h, e aos sábados, das 8h às 14h (exceto feriados).',
    );
    expect(dialog.textContent).toContain('Por e-mail, respondemos em até 72 horas úteis.');
    await user.click(within(dialog).getByRole('button', { name: 'Escolher outro horário' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Atendimento reduzido' })).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(search().get('etapa')).toBe('confirmacao');
    expect(
      (within(confirmation).getByRole('radio', { name: 'Não, prefiro reagendar' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it("goes on with the order on 'Continuar'", async () => {
    const { calls } = serve({ status: 'active' });
    open(SATURDAY_AFTERNOON);
    const user = userEvent.setup();
    const confirmation = await screen.findByRole('region', { name: 'Confirme a sua limpeza' });
    await user.click(within(confirmation).getByRole('button', { name: 'ir para pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atendimento reduzido' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText('checkout do pedido o1')).toBeTruthy();
    const order = calls.find((call) => call.path === '/orders' && call.method === 'POST')!;
    expect(order.body).toMatchObject({
      // 13h to 15h in São Paulo.
      data: { attributes: { starts_at: '2026-03-07T16:00:00.000Z', ends_at: '2026-03-07T18:00:00.000Z' } },
    });
    expect(calls.filter((call) => call.path === '/telemetry/events')).toHaveLength(1);
  });

  it('comes before the e-mail-not-verified dialog', async () => {
    const { calls } = serve({ status: 'waiting_email_verification' });
    open(SATURDAY_AFTERNOON);
    const user = userEvent.setup();
    const confirmation = await screen.findByRole('region', { name: 'Confirme a sua limpeza' });
    await user.click(within(confirmation).getByRole('button', { name: 'ir para pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atendimento reduzido' });
    expect(screen.queryByRole('dialog', { name: messages.auth.verifyEmailDialogTitle })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('dialog', { name: messages.auth.verifyEmailDialogTitle })).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------
// The cleaning offer (spec product §2, §4 "Offer")

const NOBODY = `/limpeza?endereco=a1&data=${DAY}&hora=9&duracao=4`;
/** 5 March 2026, 9 h in São Paulo. */
const OFFER_START = '2026-03-05T12:00:00.000Z';

interface OfferServer {
  status: 'open' | 'expired' | 'cancelled' | 'converted';
  willing: ProfessionalFixture[];
  create?: { status: number; body: unknown };
}

function offerDocument(offer: OfferServer) {
  const willing = offer.willing.map((p) => professionalDocument(p));
  return {
    data: {
      type: 'order-offers',
      id: 'of1',
      attributes: {
        status: offer.status,
        starts_at: OFFER_START,
        ends_at: '2026-03-05T16:00:00.000Z',
        duration: 4,
        created_at: SERVER_NOW,
        expires_at: new Date(Date.parse(SERVER_NOW) + OFFER_WINDOW_SECONDS * 1_000).toISOString(),
        key: 'k-of1',
        seconds_left: OFFER_WINDOW_SECONDS,
      },
      relationships: {
        address: { data: { type: 'addresses', id: 'a1' } },
        willing_professionals: { data: willing.map((w) => ({ type: 'professionals', id: w.data.id })) },
      },
    },
    included: willing.flatMap((w) => [w.data, ...w.included]),
  };
}

/** Nobody free for the filters, and the offers API. */
function serveOffers(offer: OfferServer, status: Status = 'active') {
  return serve({
    status,
    extra: (request) => {
      const { path, method } = request;
      if (path === '/finders/professionals/available-by-district')
        return { body: professionalsDocument([], 0) };
      if (path === '/professionals/available-by-duration') return { body: professionalsDocument([], 0) };
      if (path === '/order-offers' && method === 'POST') {
        if (offer.create) return offer.create;
        offer.status = 'open';
        return { status: 201, body: offerDocument(offer) };
      }
      if (path === '/order-offers/open/of1') return { body: offerDocument(offer) };
      if (path === '/order-offers/delete-offer' && method === 'POST') {
        offer.status = 'cancelled';
        return { body: offerDocument(offer) };
      }
      if (path === '/order-offers/create-order' && method === 'POST') {
        offer.status = 'converted';
        return {
          status: 201,
          body: { data: { type: 'orders', id: 'o9', attributes: { status: 'created' } }, meta: {} },
        };
      }
      return undefined;
    },
  });
}

describe('the cleaning offer', () => {
  it('offers to create one when nobody is found, enabled only with day, start hour and duration', async () => {
    serveOffers({ status: 'open', willing: [] });
    open(`/limpeza?endereco=a1&data=${DAY}`);
    expect(await screen.findByText(messages.scheduling.noProfessionals)).toBeTruthy();
    const create = screen.getByRole('button', { name: 'criar oferta de limpeza' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    expect(
      screen.getByText('Escolha o dia, o horário de início e a duração para criar uma oferta de limpeza.'),
    ).toBeTruthy();
  });

  it('creates the offer, keeps it in the URL and counts down to its expiry on the server clock', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = serveOffers({ status: 'open', willing: [] });
    open(NOBODY);
    const create = await screen.findByRole('button', { name: 'criar oferta de limpeza' });
    expect(screen.queryByText(/Escolha o dia, o horário de início/)).toBeNull();
    fireEvent.click(create);

    expect(await screen.findByRole('heading', { name: 'Oferta de limpeza enviada' })).toBeTruthy();
    const posted = calls.find((call) => call.path === '/order-offers' && call.method === 'POST')!;
    expect(posted.body).toEqual({
      data: {
        type: 'order-offers',
        attributes: { starts_at: OFFER_START, ends_at: '2026-03-05T16:00:00.000Z' },
        relationships: { address: { data: { type: 'addresses', id: 'a1' } } },
      },
    });
    expect(search().get('oferta')).toBe('of1');
    expect(screen.getByText('TEMPO RESTANTE')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^(10:00|09:5\d)$/);
    expect(screen.getByText('Aguardando profissionais interessados...')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('timer').textContent).toMatch(/^(09:00|08:5\d)$/);
    await act(() => vi.advanceTimersByTimeAsync(541_000));
    const expired = await screen.findByRole('region', { name: 'A oferta expirou.' });
    expect(within(expired).getByRole('button', { name: 'criar nova oferta' })).toBeTruthy();
    expect(within(expired).getByRole('button', { name: 'alterar filtros' })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('reads the open offer every 10 s and lists a professional who became willing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const offer: OfferServer = { status: 'open', willing: [] };
    const { calls } = serveOffers(offer);
    open(`${NOBODY}&oferta=of1`);
    expect(await screen.findByText('Aguardando profissionais interessados...')).toBeTruthy();
    const reads = () => calls.filter((call) => call.path === '/order-offers/open/of1').length;
    const before = reads();

    offer.willing = [ROSA];
    await act(() => vi.advanceTimersByTimeAsync(OFFER_POLL_MS));
    expect(reads()).toBe(before + 1);
    expect(await screen.findByRole('article', { name: 'Rosa Lima' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'escolher Rosa' })).toBeTruthy();
    expect(screen.queryByText('Aguardando profissionais interessados...')).toBeNull();
  });

  it("cancels through the modal 'Cancelar oferta de limpeza' and returns to the filters", async () => {
    const { calls } = serveOffers({ status: 'open', willing: [] });
    open(`${NOBODY}&oferta=of1`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'cancelar oferta' }));
    const modal = await screen.findByRole('dialog', { name: 'Cancelar oferta de limpeza' });
    expect(within(modal).getByText(/não podem ser alteradas depois de criadas/)).toBeTruthy();
    for (const name of ['alterar filtros', 'criar nova oferta', 'voltar'])
      expect(within(modal).getByRole('button', { name })).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'cancelar oferta' }));

    expect(await screen.findByRole('button', { name: 'criar oferta de limpeza' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/order-offers/delete-offer')!.body).toMatchObject({
      data: { attributes: { key: 'k-of1' } },
    });
    expect(search().get('oferta')).toBeNull();
    expect(Object.fromEntries(search())).toEqual({ endereco: 'a1', data: DAY, hora: '9', duracao: '4' });
  });

  it('creates the order from the offer with the chosen professional and goes to the checkout', async () => {
    const { calls } = serveOffers({ status: 'open', willing: [ROSA] });
    open(`${NOBODY}&oferta=of1`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'escolher Rosa' }));
    expect(await screen.findByText('checkout do pedido o9')).toBeTruthy();
    expect(calls.find((call) => call.path === '/order-offers/create-order')!.body).toEqual({
      data: {
        type: 'order-offers',
        attributes: { key: 'k-of1' },
        relationships: { professional: { data: { type: 'professionals', id: 'p1' } } },
      },
    });
  });

  it('shows the title of a refused offer (a second open one) and the generic text otherwise', async () => {
    const offer: OfferServer = {
      status: 'open',
      willing: [],
      create: { status: 422, body: { errors: [{ status: '422', title: 'Você já tem uma oferta aberta.' }] } },
    };
    serveOffers(offer);
    open(NOBODY);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'criar oferta de limpeza' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Você já tem uma oferta aberta.');

    offer.create = { status: 500, body: { errors: [{ title: 'Erro interno' }] } };
    await user.click(screen.getByRole('button', { name: 'criar oferta de limpeza' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Não foi possível criar a oferta de limpeza. Tente novamente!',
      ),
    );
  });
});
