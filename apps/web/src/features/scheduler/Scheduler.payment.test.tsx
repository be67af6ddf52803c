import { messages } from '@brilho/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import {
  CONFIRMATION,
  open,
  resetSessionAroundEachTest,
  type Server,
  search,
  serve,
} from './purchaseFlowTesting';
import { DRAFT_KEY } from './state';

// 'ir para pagamento' on the confirmation: the order, the account's state, reduced support, the errors.
vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

resetSessionAroundEachTest();

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
// Reduced support (the product overview, "Checkout submit"; the business constants support hours)

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
