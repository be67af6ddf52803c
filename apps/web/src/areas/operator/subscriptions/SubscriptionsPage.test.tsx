import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiDocument } from '../../../lib/api/client';
import type { RawDocument } from '../../../lib/api/jsonapi';
import { answer, renderAt } from '../testing';
import { SubscriptionsPage } from './SubscriptionsPage';

vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api/client')>()),
  apiDocument: vi.fn(),
}));
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));
const api = vi.mocked(apiDocument);

/** A subscription as GET /operator/subscriptions answers it (serializers.ts), with its included parts. */
function subscription(id: string, status: string, customer: string, cycles: RawDocument['included'] = []) {
  return {
    resource: {
      id,
      type: 'subscriptions',
      attributes: {
        name: 'Limpeza semanal — Casa',
        status,
        frequency: 'Semanal',
        // A Tuesday, 09:00 in São Paulo.
        starts_at: '2026-12-08T12:00:00.000Z',
        order_duration: 3,
        payment_emission_day: 28,
        created_at: '2026-11-20T15:00:00.000Z',
      },
      relationships: {
        cycles: { data: (cycles ?? []).map((c) => ({ id: c.id, type: 'cycles' })) },
        professional: { data: { id: 'p1', type: 'professionals' } },
        address: { data: { id: `a-${id}`, type: 'addresses' } },
        origin_order: { data: { id: `o-${id}`, type: 'orders' } },
        customer: { data: { id: `c-${id}`, type: 'customers' } },
      },
    },
    included: [
      {
        id: `c-${id}`,
        type: 'customers',
        attributes: { email: `${id}@exemplo.com`, first_name: customer, last_name: 'Souza' },
      },
      { id: `a-${id}`, type: 'addresses', attributes: { name: 'Casa' } },
      ...(cycles ?? []),
    ],
  };
}

const professional = [
  {
    id: 'p1',
    type: 'professionals',
    attributes: { rating: 5 },
    relationships: { account: { data: { id: 'pa1', type: 'accounts' } } },
  },
  { id: 'pa1', type: 'accounts', attributes: { first_name: 'Joana', last_name: 'Lima' } },
];

const cycle = {
  id: 'cy1',
  type: 'cycles',
  attributes: {
    status: 'created',
    reference_month: '2027-01-01',
    starts_at: '2027-01-05T12:00:00.000Z',
    orders_count: 4,
  },
};

function listOf(...items: ReturnType<typeof subscription>[]): RawDocument {
  return {
    data: items.map((item) => item.resource),
    included: [...items.flatMap((item) => item.included), ...professional],
    meta: { page_count: 1, record_count: items.length },
  };
}

const requested = subscription('s1', 'requested', 'Ana');
const active = subscription('s2', 'active', 'Bruno', [cycle]);
const paused = subscription('s3', 'paused', 'Carla');

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(((path: string) =>
    path.startsWith('/operator/subscriptions?')
      ? answer(listOf(requested, active, paused))
      : answer({ data: requested.resource })) as typeof apiDocument);
});

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'Assinaturas' });
  return within(table).getByText(`${name} Souza`).closest('tr') as HTMLElement;
};

describe('the subscriptions screen', () => {
  it('lists customer, professional, frequency, weekday and hour, the latest cycle and the status', async () => {
    renderAt(<SubscriptionsPage />, { path: '/operador/assinaturas' });
    const row = await rowOf('Bruno');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      'Bruno SouzaCasa',
      'Joana Lima',
      'Semanal',
      'Terça-feira, 09:003 h · desde 08/12/2026',
      'janeiro de 2027Criado · 4 limpeza(s)',
      'Ativa',
    ]);
    expect(api).toHaveBeenCalledWith(
      '/operator/subscriptions?include=customer,professional.account,address,cycles&page[number]=1&sort=-starts_at',
    );
  });

  it('offers each status its own actions: accept or reject a request, pause or cancel, resume a paused one', async () => {
    renderAt(<SubscriptionsPage />, { path: '/operador/assinaturas' });
    const names = async (customer: string) =>
      within(await rowOf(customer))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(await names('Ana')).toEqual(['Aceitar', 'Recusar']);
    expect(await names('Bruno')).toEqual(['Pausar', 'Cancelar']);
    expect(await names('Carla')).toEqual(['Retomar', 'Cancelar']);
  });

  it('accepts after the confirmation, and reads the list again', async () => {
    renderAt(<SubscriptionsPage />, { path: '/operador/assinaturas' });
    await userEvent.click(
      within(await rowOf('Ana')).getByRole('button', { name: 'Aceitar a assinatura de Ana Souza' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Aceitar assinatura' });
    expect(api.mock.calls.some(([path]) => path.endsWith('/accept'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceitar' }));
    await vi.waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        '/operator/subscriptions/s1/accept',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const lists = api.mock.calls.filter(([path]) => path.startsWith('/operator/subscriptions?'));
    expect(lists.length).toBeGreaterThanOrEqual(2);
  });

  it("shows the API's conflict text in the dialog when the professional is not free", async () => {
    api.mockImplementation(((path: string) =>
      path.endsWith('/accept')
        ? Promise.reject(
            new ApiError(409, [
              {
                status: '409',
                title: 'O profissional não está livre em 12/01/2027.',
              },
            ]),
          )
        : answer(listOf(requested, active, paused))) as typeof apiDocument);
    renderAt(<SubscriptionsPage />, { path: '/operador/assinaturas' });
    await userEvent.click(within(await rowOf('Ana')).getByRole('button', { name: /^Aceitar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Aceitar assinatura' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceitar' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'O profissional não está livre em 12/01/2027.',
    );
  });

  it('resumes a paused subscription through the accept call', async () => {
    renderAt(<SubscriptionsPage />, { path: '/operador/assinaturas' });
    await userEvent.click(within(await rowOf('Carla')).getByRole('button', { name: /^Retomar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Retomar assinatura' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retomar' }));
    await vi.waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        '/operator/subscriptions/s3/accept',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });

  it('filters by status, and says so when nothing matches or the list fails', async () => {
    api.mockImplementation((() => answer({ data: [], meta: { page_count: 1 } })) as typeof apiDocument);
    const { unmount } = renderAt(<SubscriptionsPage />, {
      path: '/operador/assinaturas?status=paused',
      pattern: '/operador/assinaturas',
    });
    expect(await screen.findByText('Nenhuma assinatura encontrada.')).toBeTruthy();
    expect(api).toHaveBeenCalledWith(
      '/operator/subscriptions?include=customer,professional.account,address,cycles&filter[status]=paused&page[number]=1&sort=-starts_at',
    );
    unmount();
    api.mockImplementation((() => Promise.reject(new Error('offline'))) as typeof apiDocument);
    renderAt(<SubscriptionsPage />, { path: '/operador/assinaturas' });
    expect(await screen.findByText('Ocorreu um erro ao listar as assinaturas!')).toBeTruthy();
  });
});
