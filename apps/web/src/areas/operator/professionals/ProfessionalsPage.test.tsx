import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDocument } from '../../../lib/api/client';
import { notify } from '../../../lib/notify';
import { answer, renderAt } from '../testing';
import type { OperatorProfessional } from './api';
import { ProfessionalsPage } from './ProfessionalsPage';

vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api/client')>()),
  apiDocument: vi.fn(),
  apiRequest: vi.fn(),
}));
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const api = vi.mocked(apiDocument);

const professional = (id: string, first: string, changes: Partial<OperatorProfessional> = {}) => ({
  id,
  type: 'professionals',
  attributes: {
    first_name: first,
    last_name: 'Souza',
    email: `${first.toLowerCase()}@exemplo.com`,
    phone: null,
    profile_picture: null,
    bio: null,
    status: 'validated',
    validation: 'validated',
    validated_at: '2026-03-01T12:00:00.000Z',
    blocked_at: null,
    suspended_at: null,
    is_top_professional: false,
    in_high_demand: false,
    has_products: false,
    rating: 10_000,
    completed_orders_count: 3,
    districts: [
      { id: 'd1', display_name: 'Batel', city_id: 'c1', city_name: 'Curitiba' },
      { id: 'd2', display_name: 'Centro', city_id: 'c1', city_name: 'Curitiba' },
    ],
    weekly_hours: [],
    request_age_business_hours: null,
    validation_overdue: false,
    created_at: '2026-02-27T12:00:00.000Z',
    ...changes,
  },
});

/** The list answers by page (3 pages) and echoes the filters in its first row's name. */
function serve() {
  api.mockImplementation(((path: string) => {
    const url = new URL(path, 'http://x');
    if (url.pathname === '/operator/professionals') {
      const page = url.searchParams.get('page[number]');
      const filtered = url.searchParams.get('filter[validation]') ?? url.searchParams.get('filter[search]');
      return answer({
        data: filtered
          ? [professional('p9', 'Filtrada', { status: 'registered', validation: 'registered' })]
          : [professional(`p${page}`, page === '2' ? 'Bruna' : 'Joana')],
        meta: { page_count: filtered ? 1 : 3, record_count: filtered ? 1 : 60 },
      });
    }
    if (url.pathname === '/operator/professionals/validation-queue')
      return answer({
        data: [
          professional('q1', 'Antiga', {
            status: 'registered',
            validation: 'registered',
            request_age_business_hours: 80,
            validation_overdue: true,
          }),
          professional('q2', 'Recente', {
            status: 'registered',
            validation: 'registered',
            request_age_business_hours: 5,
          }),
        ],
        meta: { page_count: 1, record_count: 2 },
      });
    return Promise.reject(new Error(`unexpected ${path}`));
  }) as typeof apiDocument);
}

const listCalls = () =>
  api.mock.calls
    .map(([path]) => new URL(path, 'http://x'))
    .filter((url) => url.pathname === '/operator/professionals');

beforeEach(() => {
  api.mockReset();
  vi.mocked(notify).mockReset();
});

describe('the professionals screen', () => {
  it('lists professionals with their e-mail, district count, status and a link to the detail', async () => {
    serve();
    renderAt(<ProfessionalsPage />, { path: '/operador/profissionais' });
    const link = await screen.findByRole('link', { name: 'Joana Souza' });
    expect(link.getAttribute('href')).toBe('/operador/profissionais/p1');
    const row = within(link.closest('tr')!);
    expect(row.getByText('joana@exemplo.com')).toBeTruthy();
    expect(row.getByText('Batel, Centro')).toBeTruthy();
    expect(row.getByText('validado')).toBeTruthy();
    const first = listCalls()[0]!;
    expect(Object.fromEntries(first.searchParams)).toEqual({
      'page[number]': '1',
      'page[size]': '25',
      sort: 'name',
    });
  });

  it('pages through the list, keeping the page in the address', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderAt(<ProfessionalsPage />, { path: '/operador/profissionais' });
    await screen.findByRole('link', { name: 'Joana Souza' });
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByRole('link', { name: 'Bruna Souza' })).toBeTruthy();
    expect(router.state.location.search).toBe('?pagina=2');
    expect(listCalls().at(-1)!.searchParams.get('page[number]')).toBe('2');
  });

  it('filters by validation and by search, back on the first page', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderAt(<ProfessionalsPage />, {
      path: '/operador/profissionais?pagina=2',
      pattern: '/operador/profissionais',
    });
    await screen.findByRole('link', { name: 'Bruna Souza' });

    await user.click(screen.getByRole('combobox', { name: 'Validação' }));
    await user.click(await screen.findByRole('option', { name: 'Aguardando validação' }));
    expect(await screen.findByRole('link', { name: 'Filtrada Souza' })).toBeTruthy();
    let last = listCalls().at(-1)!;
    expect(last.searchParams.get('filter[validation]')).toBe('registered');
    expect(last.searchParams.get('page[number]')).toBe('1');
    expect(router.state.location.search).toBe('');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar profissionais' }), 'joana{Enter}');
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('filter[search]')).toBe('joana'));
    last = listCalls().at(-1)!;
    expect(last.searchParams.get('filter[validation]')).toBe('registered');

    await user.click(screen.getByRole('combobox', { name: 'Situação' }));
    await user.click(await screen.findByRole('option', { name: 'Suspensos' }));
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('filter[standing]')).toBe('suspended'));
  });

  it('says so when nobody matches', async () => {
    api.mockImplementation((() => answer({ data: [], meta: { page_count: 1 } })) as typeof apiDocument);
    renderAt(<ProfessionalsPage />, { path: '/operador/profissionais' });
    expect(await screen.findByText('Nenhum profissional encontrado.')).toBeTruthy();
  });

  it('shows the error with a way to ask again', async () => {
    api.mockRejectedValue(new Error('offline'));
    renderAt(<ProfessionalsPage />, { path: '/operador/profissionais' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Ocorreu um erro ao listar os profissionais!',
    );
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('shows the validation queue, oldest first, flagging requests past 72 business hours', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(<ProfessionalsPage />, { path: '/operador/profissionais' });
    await screen.findByRole('link', { name: 'Joana Souza' });
    await user.click(screen.getByText('Fila de validação'));
    const queue = await screen.findByRole('table', { name: 'Fila de validação' });
    const names = within(queue)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Antiga Souza', 'Recente Souza']);
    expect(within(queue).getByText('há 80 h úteis · atrasado')).toBeTruthy();
    expect(within(queue).getByText('há 5 h úteis')).toBeTruthy();
  });
});
