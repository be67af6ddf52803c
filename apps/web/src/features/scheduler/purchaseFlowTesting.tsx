// Test-only harness of the purchase flow's page tests (`Scheduler.*.test.tsx`): the API behind the scheduler,
// the page mounted with a checkout route after it, and the session reset around each test. The test files
// mock `lib/notify` themselves (a module mock belongs to the file that declares it).
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { type FakeRequest, mockApi, renderWithProviders } from '../../components/address/testing';
import { notify } from '../../lib/notify';
import { sessionToken } from '../../lib/session';
import { PurchaseFlowPage } from './PurchaseFlowPage';
import {
  CLOCK,
  DAY,
  manyProfessionals,
  PRICED_ADDRESSES_DOCUMENT,
  PRODUCTS_PRICING,
  type ProfessionalFixture,
  professionalDocument,
  professionalsDocument,
  scheduleEvent,
} from './testing';

export const ROSA: ProfessionalFixture = {
  id: 'p1',
  first: 'Rosa',
  last: 'Lima',
  coupon: { name: 'ROSA10', value_type: 'PERCENTAGE', value: 10 },
};

export const CONFIRMATION = `/limpeza?endereco=a1&data=${DAY}&hora=9&duracao=4&profissional=p1&etapa=confirmacao`;

export type Status = 'waiting_email_verification' | 'email_verified' | 'active';

export function accountDocument(status: Status) {
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

export const FIELDS = {
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

export const options = (fieldId: string) => ({
  data: [
    { type: 'configurable-field-options', id: `${fieldId}-yes`, attributes: { opt_id: 1, key: 'YES' } },
    { type: 'configurable-field-options', id: `${fieldId}-no`, attributes: { opt_id: 2, key: 'NO' } },
  ],
});

export interface Server {
  status: Status;
  order?: (request: FakeRequest) => { status: number; body: unknown };
  gatewayFails?: boolean;
  /** Answers first (the offer tests' finder and offers). */
  extra?: (request: FakeRequest) => { status?: number; body?: unknown } | undefined;
}

/** The API behind the scheduler: the customer's status moves to active once create-on-gateway is called. */
export function serve(server: Server) {
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

export function open(route: string) {
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

export const search = () => new URLSearchParams(screen.getByLabelText('busca').textContent ?? '');

/** A signed-in session and no draft before each test; real timers and globals after it. */
export function resetSessionAroundEachTest() {
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
}
