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

const patched = (id: string) => answer({ data: { id, type: 'cities', attributes: { display_name: 'x' } } });

function serve(create?: () => Promise<unknown>, patch: (id: string) => Promise<unknown> = patched) {
  api.mockImplementation(((path: string) => {
    if (path.startsWith('/cities?')) return answer(CITIES);
    if (path === '/states?page[limit]=1000') return answer(STATES);
    if (path === '/cities' && create) return create();
    const edit = /^\/cities\/(\d+)$/.exec(path);
    if (edit) return patch(edit[1]!);
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
    ).toEqual(['Curitiba', 'curitiba', 'Paraná (PR)', '3', 'ativa', 'Editar']);
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
    const header = (await screen.findByRole('button', { name: 'Ordenar por nome, decrescente' })).closest(
      'th',
    )!;
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'Ordenar por nome, decrescente' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        '/cities?include=districts,state,state.country&page[number]=1&sort=-display_name',
      ),
    );
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(router.state.location.search).toBe('?ordem=-display_name');
    expect(screen.getByRole('button', { name: 'Ordenar por nome, crescente' })).toBeTruthy();
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

  it('asks before closing a city, names what the customers will see, and sends active false', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(<CitiesPage />, { path: '/operador/cidades' });
    await user.click(await screen.findByRole('switch', { name: 'Curitiba ativa' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Encerrar Curitiba?' }));
    expect(dialog.getByText(/Não estamos operando mais nessa cidade!/)).toBeTruthy();

    // 'Voltar' changes nothing.
    await user.click(dialog.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.mock.calls.some(([path]) => path === '/cities/7')).toBe(false);

    await user.click(screen.getByRole('switch', { name: 'Curitiba ativa' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Encerrar Curitiba?' })).getByRole('button', {
        name: 'Encerrar cidade',
      }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Cidade encerrada.' }),
    );
    expect(api).toHaveBeenCalledWith('/cities/7', {
      method: 'PATCH',
      body: { data: { type: 'cities', id: '7', attributes: { active: false } } },
    });
  });

  it('reopens a closed city at once, without asking', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(<CitiesPage />, { path: '/operador/cidades' });
    await user.click(await screen.findByRole('switch', { name: 'Pinhais ativa' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Cidade reaberta.' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api).toHaveBeenCalledWith('/cities/8', {
      method: 'PATCH',
      body: { data: { type: 'cities', id: '8', attributes: { active: true } } },
    });
  });

  it('edits a city: the form starts from its data and PATCHes name, code, state and status', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(<CitiesPage />, { path: '/operador/cidades' });
    await user.click(await screen.findByRole('button', { name: 'Editar Curitiba' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Curitiba' }));
    expect((dialog.getByLabelText('Nome') as HTMLInputElement).value).toBe('Curitiba');
    expect((dialog.getByLabelText('Código') as HTMLInputElement).value).toBe('curitiba');
    await waitFor(() =>
      expect((dialog.getByRole('combobox', { name: 'Estado' }) as HTMLInputElement).value).toBe(
        'Paraná (PR)',
      ),
    );
    await user.clear(dialog.getByLabelText('Nome'));
    await user.type(dialog.getByLabelText('Nome'), 'Curitiba Capital');
    await user.click(dialog.getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Cidade alterada com sucesso!' }),
    );
    expect(api).toHaveBeenCalledWith('/cities/7', {
      method: 'PATCH',
      body: {
        data: {
          type: 'cities',
          id: '7',
          attributes: { display_name: 'Curitiba Capital', code: 'curitiba', active: true },
          relationships: { state: { data: { type: 'states', id: '1' } } },
        },
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the edit dialog open with a taken code on its field', async () => {
    serve(undefined, () =>
      Promise.reject(
        unprocessable([
          {
            status: '422',
            title: 'já está sendo usado',
            detail: 'já está sendo usado',
            source: { pointer: '/data/attributes/code' },
          },
        ]),
      ),
    );
    const user = userEvent.setup();
    renderAt(<CitiesPage />, { path: '/operador/cidades' });
    await user.click(await screen.findByRole('button', { name: 'Editar Pinhais' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Pinhais' }));
    await user.clear(dialog.getByLabelText('Código'));
    await user.type(dialog.getByLabelText('Código'), 'curitiba');
    await user.click(dialog.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(dialog.getByLabelText('Código').getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getByText('já está sendo usado')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Editar Pinhais' })).toBeTruthy();
  });
});
