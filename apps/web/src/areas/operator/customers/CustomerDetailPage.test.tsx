import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiDocument } from '../../../lib/api/client';
import { notify } from '../../../lib/notify';
import { answer, renderAt } from '../testing';
import type { CustomerDetail } from './api';
import { CustomerDetailPage } from './CustomerDetailPage';

vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api/client')>()),
  apiDocument: vi.fn(),
  apiRequest: vi.fn(),
}));
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const api = vi.mocked(apiDocument);

const CUSTOMER: Omit<CustomerDetail, 'id' | 'type'> = {
  email: 'ana@exemplo.com',
  first_name: 'Ana',
  last_name: 'Lima',
  status: 'active',
  standing: 'active',
  accountable_type: 'Physical',
  document: '52998224725',
  company_name: null,
  created_at: '2026-03-02T12:00:00.000Z',
  last_active_at: '2026-03-02T12:00:00.000Z',
  blocked_at: null,
  suspended_at: null,
  anonymized_at: null,
  profile: { birthdate: null, city_name: 'Curitiba', state_name: 'PR' },
  phones: [{ country_code: '55', area_code: '41', number: '999998888' }],
  addresses: [],
  orders: [
    {
      id: 'o1',
      status: 'waiting_payment',
      starts_at: '2026-03-10T12:00:00.000Z',
      duration_hours: 4,
      total: 18_990,
      professional_name: 'Joana Souza',
    },
    {
      id: 'o2',
      status: 'complete',
      starts_at: '2026-02-10T12:00:00.000Z',
      duration_hours: 2,
      total: 9_000,
      professional_name: null,
    },
  ],
  wallet_balance: 5_000,
  tickets: [
    {
      id: 't1',
      kind: 'order_rebooking',
      status: 'open',
      order_id: 'o1',
      created_at: '2026-03-05T12:00:00.000Z',
    },
  ],
};

const document = (changes: Partial<CustomerDetail> = {}) => ({
  data: { id: 'c1', type: 'customers', attributes: { ...CUSTOMER, ...changes } },
});

/** GET answers the customer with `changes`; an action applies `after` (or fails with `failure`). */
function serve(
  changes: Partial<CustomerDetail> = {},
  { after = {}, failure }: { after?: Partial<CustomerDetail>; failure?: Error } = {},
) {
  let current = changes;
  api.mockImplementation(((path: string, init?: { method?: string }) => {
    if (path === '/operator/customers/c1') return answer(document(current));
    if (path.startsWith('/operator/customers/c1/') && init?.method === 'POST') {
      if (failure) return Promise.reject(failure);
      current = { ...current, ...after };
      return answer(document(current));
    }
    return Promise.reject(new Error(`unexpected ${path}`));
  }) as typeof apiDocument);
}

const actionCalls = () =>
  api.mock.calls.filter(([path]) => path.startsWith('/operator/customers/c1/')).map(([path]) => path);

const actionBodies = () =>
  api.mock.calls
    .filter(([path]) => path.startsWith('/operator/customers/c1/'))
    .map(([, init]) => (init as { body?: unknown } | undefined)?.body);

const open = () =>
  renderAt(<CustomerDetailPage />, { path: '/operador/clientes/c1', pattern: '/operador/clientes/:id' });

beforeEach(() => {
  api.mockReset();
  vi.mocked(notify).mockReset();
});

describe("a customer's detail", () => {
  it('shows the orders with their pt-BR status labels, linking to the order, and the tickets by kind', async () => {
    serve();
    open();
    const orders = await screen.findByRole('table', { name: 'Pedidos do cliente' });
    expect(within(orders).getByText('Aguardando pagamento')).toBeTruthy();
    expect(within(orders).getByText('Concluído')).toBeTruthy();
    expect(within(orders).queryByText('waiting_payment')).toBeNull();
    const first = within(orders).getAllByRole('link')[0]!;
    expect(first.getAttribute('href')).toBe('/operador/pedidos/o1');
    expect(screen.getByRole('link', { name: /^Reagendamento/ }).getAttribute('href')).toBe(
      '/operador/chamados/t1',
    );
    expect(screen.getByText('529.982.247-25')).toBeTruthy();
    expect(screen.getByText('R$ 50,00')).toBeTruthy();
  });

  it('asks before suspending; "Voltar" changes nothing, confirming suspends and says so', async () => {
    serve({}, { after: { standing: 'suspended', suspended_at: '2026-03-06T12:00:00.000Z' } });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Suspender' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Suspender a conta?' }));
    expect(dialog.getByText(/não consegue agendar limpezas nem criar ofertas/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actionCalls()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Suspender' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Suspender a conta?' }));
    await user.type(dialog.getByRole('textbox', { name: /Motivo/ }), 'Pagamentos contestados.');
    await user.click(dialog.getByRole('button', { name: 'Suspender' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Conta suspensa.' }));
    expect(actionCalls()).toEqual(['/operator/customers/c1/suspend']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The answer replaces the page's data: now suspended, with 'Reativar' and no 'Suspender'.
    expect(await screen.findByText('suspensa')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reativar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspender' })).toBeNull();
  });

  it('asks before blocking', async () => {
    serve({}, { after: { standing: 'blocked' } });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Bloquear' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bloquear a conta?' }));
    expect(dialog.getByText(/o cliente não consegue mais entrar/)).toBeTruthy();
    // No reason, no block: the customer receives the reason by e-mail.
    await user.click(dialog.getByRole('button', { name: 'Bloquear' }));
    expect(await dialog.findByText('Informe o motivo.')).toBeTruthy();
    expect(actionCalls()).toEqual([]);
    await user.type(dialog.getByRole('textbox', { name: /Motivo/ }), 'Chargebacks repetidos.');
    await user.click(dialog.getByRole('button', { name: 'Bloquear' }));
    await waitFor(() => expect(actionCalls()).toEqual(['/operator/customers/c1/block']));
    expect(actionBodies()).toEqual([
      { data: { type: 'customer-actions', attributes: { reason: 'Chargebacks repetidos.' } } },
    ]);
  });

  it('says the deletion cannot be undone, and keeps a refusal in the dialog', async () => {
    serve({}, { failure: new ApiError(409, [{ status: '409', title: 'A conta já foi removida.' }]) });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Excluir dados' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Excluir os dados pessoais?' }));
    expect(dialog.getByText(/Não há como desfazer\./)).toBeTruthy();
    expect(dialog.getByText(/Pagamentos, pedidos e saldo continuam registrados/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Excluir dados' }));
    expect((await dialog.findByRole('alert')).textContent).toContain('A conta já foi removida.');
    expect(actionCalls()).toEqual(['/operator/customers/c1/anonymize']);
    expect(screen.getByRole('dialog', { name: 'Excluir os dados pessoais?' })).toBeTruthy();
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'success' }));
  });

  it('reactivates a blocked account at once, without a dialog', async () => {
    serve({ standing: 'blocked', blocked_at: '2026-03-06T12:00:00.000Z' }, { after: { standing: 'active' } });
    const user = userEvent.setup();
    open();
    expect(screen.queryByRole('button', { name: 'Bloquear' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Reativar' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Conta reativada.' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actionCalls()).toEqual(['/operator/customers/c1/reactivate']);
  });

  it('offers no action on a removed account', async () => {
    serve({ standing: 'anonymized', first_name: 'Cliente', last_name: 'removido' });
    open();
    expect(await screen.findByText('removida')).toBeTruthy();
    for (const label of ['Suspender', 'Bloquear', 'Reativar', 'Excluir dados'])
      expect(screen.queryByRole('button', { name: label })).toBeNull();
  });
});
