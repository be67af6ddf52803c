import { messages } from '@brilho/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDocument } from '../../../lib/api/client';
import { notify } from '../../../lib/notify';
import { answer, renderAt, unprocessable } from '../testing';
import { CitiesPage } from './CitiesPage';

vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api/client')>()),
  apiDocument: vi.fn(),
  apiRequest: vi.fn(),
}));
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const api = vi.mocked(apiDocument);

const city = (id: string, name: string, active: boolean, districts: number) => ({
  id,
  type: 'cities',
  attributes: { display_name: name, code: name.toLowerCase(), active },
  relationships: {
    state: { data: { type: 'states', id: '1' } },
    districts: {
      data: Array.from({ length: districts }, (_, i) => ({ type: 'districts', id: `${id}-${i}` })),
    },
  },
});

const CITIES = {
  data: [city('7', 'Curitiba', true, 3), city('8', 'Pinhais', false, 0)],
  included: [{ id: '1', type: 'states', attributes: { display_name: 'Paraná', code: 'PR' } }],
  meta: { page_count: 1, record_count: 2 },
};
const STATES = {
  data: [{ id: '1', type: 'states', attributes: { display_name: 'Paraná', code: 'PR' } }],
  meta: { page_count: 1 },
};

function serve(create?: () => Promise<unknown>) {
  api.mockImplementation(((path: string) => {
    if (path.startsWith('/cities?')) return answer(CITIES);
    if (path === '/states?page[limit]=1000') return answer(STATES);
    if (path === '/cities' && create) return create();
    return Promise.reject(new Error(`unexpected ${path}`));
  }) as typeof apiDocument);
}

beforeEach(() => {
  api.mockReset();
  vi.mocked(notify).mockReset();
});

describe('the cities screen', () => {
  it('lists cities with state, district count and an ativa/encerrada badge, linking to their districts', async () => {
    serve();
    renderAt(<CitiesPage />, { path: '/operador/cidades' });
    const curitiba = (await screen.findByRole('link', { name: 'Curitiba' })).closest('tr')!;
    expect(
      within(curitiba)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Curitiba', 'curitiba', 'Paraná (PR)', '3', 'ativa']);
    expect(screen.getByRole('link', { name: 'Curitiba' }).getAttribute('href')).toBe('/operador/cidades/7');
    const pinhais = screen.getByRole('link', { name: 'Pinhais' }).closest('tr')!;
    expect(within(pinhais).getByText('encerrada')).toBeTruthy();
    expect(api).toHaveBeenCalledWith(
      '/cities?include=districts,state,state.country&page[number]=1&sort=display_name',
    );
  });

  it('sorts by name both ways', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderAt(<CitiesPage />, { path: '/operador/cidades' });
    const header = (await screen.findByRole('button', { name: 'Nome' })).closest('th')!;
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'Nome' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        '/cities?include=districts,state,state.country&page[number]=1&sort=-display_name',
      ),
    );
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(router.state.location.search).toBe('?ordem=desc');
  });

  it("shows the spec's text when the cities cannot be listed", async () => {
    api.mockRejectedValue(new Error('offline'));
    renderAt(<CitiesPage />, { path: '/operador/cidades' });
    expect(await screen.findByText(messages.places.citiesListFailed)).toBeTruthy();
  });

  it('creates a city in the chosen state, and puts a duplicate code on its field', async () => {
    let calls = 0;
    serve(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(
            unprocessable([
              {
                status: '422',
                title: 'Código já está sendo usado',
                detail: 'já está sendo usado',
                source: { pointer: '/data/attributes/code' },
              },
            ]),
          )
        : answer({ data: { id: '9', type: 'cities', attributes: { display_name: 'Colombo' } } });
    });
    const user = userEvent.setup();
    renderAt(<CitiesPage />, { path: '/operador/cidades' });
    await user.click(await screen.findByRole('button', { name: 'Nova cidade' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nova cidade' }));
    await user.type(dialog.getByLabelText('Nome'), 'Colombo');
    await user.type(dialog.getByLabelText('Código'), 'curitiba');
    const state = dialog.getByRole('combobox', { name: 'Estado' });
    await waitFor(() => expect(state.hasAttribute('disabled')).toBe(false));
    await user.click(state);
    await user.click(await screen.findByRole('option', { name: 'Paraná (PR)' }));
    await user.click(dialog.getByRole('switch', { name: /^Cidade ativa/ }));
    await user.click(dialog.getByRole('button', { name: 'Cadastrar cidade' }));

    await waitFor(() => expect(dialog.getByText('Código já está sendo usado')).toBeTruthy());
    expect(dialog.getByLabelText('Código').getAttribute('aria-invalid')).toBe('true');

    await user.clear(dialog.getByLabelText('Código'));
    await user.type(dialog.getByLabelText('Código'), 'colombo');
    await user.click(dialog.getByRole('button', { name: 'Cadastrar cidade' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Cidade criada com sucesso!' }),
    );
    expect(api).toHaveBeenCalledWith('/cities', {
      method: 'POST',
      body: {
        data: {
          type: 'cities',
          attributes: { display_name: 'Colombo', code: 'colombo', active: false },
          relationships: { state: { data: { type: 'states', id: '1' } } },
        },
      },
    });
  });
});
