import { messages } from '@brilho/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDocument } from '../../../lib/api/client';
import { notify } from '../../../lib/notify';
import { answer, renderAt, unprocessable } from '../testing';
import { CityDistrictsPage, DistrictsChooserPage } from './DistrictsPage';

vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api/client')>()),
  apiDocument: vi.fn(),
  apiRequest: vi.fn(),
}));
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const api = vi.mocked(apiDocument);

const CITIES = {
  data: [
    {
      id: '7',
      type: 'cities',
      attributes: { display_name: 'Curitiba', code: 'curitiba', active: true },
      relationships: { state: { data: { type: 'states', id: '1' } } },
    },
    {
      id: '8',
      type: 'cities',
      attributes: { display_name: 'Pinhais', code: 'pinhais', active: false },
      relationships: { state: { data: { type: 'states', id: '1' } } },
    },
  ],
  included: [{ id: '1', type: 'states', attributes: { display_name: 'Paraná', code: 'PR' } }],
  meta: { page_count: 1, record_count: 2 },
};

const DISTRICTS = {
  data: [
    {
      id: '70',
      type: 'districts',
      attributes: { display_name: 'Água Verde', code: 'agua-verde', active: true },
      relationships: {
        rating: { data: { type: 'district-ratings', id: 'r70' } },
        pricing: { data: { type: 'district-pricings', id: 'p70' } },
      },
    },
  ],
  included: [
    { id: 'r70', type: 'district-ratings', attributes: { rating_min: 400, rating_max: 450 } },
    {
      id: 'p70',
      type: 'district-pricings',
      attributes: { price: 3550, price_per_hour: 4000, fee: 123456, fee_per_hour: 0 },
    },
  ],
};

function serve(
  overrides: {
    districts?: () => Promise<unknown>;
    create?: () => Promise<unknown>;
    edit?: () => Promise<unknown>;
  } = {},
) {
  api.mockImplementation(((path: string) => {
    if (path === '/districts/70?include=rating,pricing' || path === '/districts/70')
      return overrides.edit
        ? overrides.edit()
        : answer({ data: { id: '70', type: 'districts', attributes: { display_name: 'Água Verde' } } });
    if (path.startsWith('/cities?')) return answer(CITIES);
    if (path === '/cities/7/districts?include=rating,pricing')
      return overrides.districts ? overrides.districts() : answer(DISTRICTS);
    if (path === '/districts')
      return overrides.create
        ? overrides.create()
        : answer({ data: { id: '71', type: 'districts', attributes: { display_name: 'Batel' } } });
    return Promise.reject(new Error(`unexpected ${path}`));
  }) as typeof apiDocument);
}

const openCity = () =>
  renderAt(<CityDistrictsPage />, { path: '/operador/cidades/7', pattern: '/operador/cidades/:id' });

async function fillDistrict(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Novo bairro' }));
  const dialog = await screen.findByRole('dialog', { name: 'Novo bairro em Curitiba' });
  const form = within(dialog);
  await user.type(form.getByLabelText('Nome'), 'Batel');
  await user.type(form.getByLabelText('Código'), 'batel');
  await user.type(form.getByLabelText('Nota mínima'), '4,5');
  await user.type(form.getByLabelText('Nota máxima'), '5');
  await user.type(form.getByLabelText('Preço'), '35,50');
  await user.type(form.getByLabelText('Preço por hora'), '1.234,56');
  await user.type(form.getByLabelText('Taxa'), '10');
  await user.type(form.getByLabelText('Taxa por hora'), '2.5');
  return form;
}

beforeEach(() => {
  api.mockReset();
  vi.mocked(notify).mockReset();
});

describe("a city's districts", () => {
  it('lists the districts with the rating in stars and the prices in reais', async () => {
    serve();
    openCity();
    expect(await screen.findByRole('heading', { name: 'Bairros de Curitiba' })).toBeTruthy();
    const row = (await screen.findByText('Água Verde')).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\u00a0/g, ' '));
    expect(cells).toEqual([
      'Água Verde',
      'agua-verde',
      'ativo',
      '4,0 – 4,5',
      'R$ 35,50',
      'R$ 40,00',
      'R$ 1.234,56',
      'R$ 0,00',
      'Editar',
    ]);
  });

  it("shows the spec's text when the districts cannot be listed", async () => {
    serve({ districts: () => Promise.reject(new Error('offline')) });
    openCity();
    expect(await screen.findByText(messages.places.districtsByCityFailed)).toBeTruthy();
  });

  it('sends stars ×100 and reais in cents to POST /districts, with the city as relationship', async () => {
    serve();
    const user = userEvent.setup();
    openCity();
    const form = await fillDistrict(user);
    await user.click(form.getByRole('button', { name: 'Cadastrar bairro' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Bairro criado com sucesso!' }),
    );
    const post = api.mock.calls.find(([path]) => path === '/districts');
    expect(post?.[1]).toEqual({
      method: 'POST',
      body: {
        data: {
          type: 'districts',
          attributes: {
            display_name: 'Batel',
            code: 'batel',
            active: true,
            rating: { rating_min: 450, rating_max: 500 },
            pricing: { price: 3550, price_per_hour: 123456, fee: 1000, fee_per_hour: 250 },
          },
          relationships: { city: { data: { type: 'cities', id: '7' } } },
        },
      },
    });
    // The dialog closes and the list is asked again.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.mock.calls.filter(([path]) => path.includes('/districts?')).length).toBe(2);
  });

  it("puts the server's 'já está sendo usado' and rating errors on their fields", async () => {
    serve({
      create: () =>
        Promise.reject(
          unprocessable([
            {
              status: '422',
              title: 'Dados inválidos',
              detail: messages.places.alreadyTaken,
              source: { pointer: '/data/attributes/code' },
            },
            { status: '422', title: 'Máximo 5', source: { pointer: '/data/attributes/rating/rating_max' } },
            { status: '422', title: 'Cidade inválida', source: { pointer: '/data/relationships/city' } },
          ]),
        ),
    });
    const user = userEvent.setup();
    openCity();
    const form = await fillDistrict(user);
    await user.click(form.getByRole('button', { name: 'Cadastrar bairro' }));

    const code = form.getByLabelText('Código');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(form.getByText('já está sendo usado')).toBeTruthy();
    expect(form.getByLabelText('Nota máxima').getAttribute('aria-invalid')).toBe('true');
    expect(form.getByText('Máximo 5')).toBeTruthy();
    expect(form.getByRole('alert').textContent).toContain('Cidade inválida');
    expect(notify).toHaveBeenCalledWith({ type: 'error', message: messages.places.validationCheckData });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('refuses a form with a minimum above the maximum or prices that are not money, without calling the API', async () => {
    serve();
    const user = userEvent.setup();
    openCity();
    const form = await fillDistrict(user);
    await user.clear(form.getByLabelText('Nota mínima'));
    await user.type(form.getByLabelText('Nota mínima'), '5');
    await user.clear(form.getByLabelText('Nota máxima'));
    await user.type(form.getByLabelText('Nota máxima'), '3');
    await user.clear(form.getByLabelText('Taxa'));
    await user.type(form.getByLabelText('Taxa'), 'dez');
    await user.click(form.getByRole('button', { name: 'Cadastrar bairro' }));

    expect(await form.findByText('A nota mínima não pode ser maior que a máxima')).toBeTruthy();
    expect(form.getByText('Informe um valor em reais, por exemplo 35,50')).toBeTruthy();
    expect(api.mock.calls.some(([path]) => path === '/districts')).toBe(false);
  });

  it('shows a failed creation other than a 422 as the spec text', async () => {
    serve({ create: () => Promise.reject(new Error('offline')) });
    const user = userEvent.setup();
    openCity();
    const form = await fillDistrict(user);
    await user.click(form.getByRole('button', { name: 'Cadastrar bairro' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'error', message: messages.places.districtCreateFailed }),
    );
  });
});

describe('editing a district', () => {
  it('starts from its stars and reais and PATCHes the rating ×100 and the prices in cents', async () => {
    serve();
    const user = userEvent.setup();
    openCity();
    await user.click(await screen.findByRole('button', { name: 'Editar Água Verde' }));
    const form = within(await screen.findByRole('dialog', { name: 'Editar Água Verde' }));
    const value = (label: string) => (form.getByLabelText(label) as HTMLInputElement).value;
    expect(value('Nome')).toBe('Água Verde');
    expect(value('Código')).toBe('agua-verde');
    expect(value('Nota mínima')).toBe('4');
    expect(value('Nota máxima')).toBe('4,5');
    expect(value('Preço')).toBe('35,50');
    expect(value('Preço por hora')).toBe('40,00');
    expect(value('Taxa')).toBe('1234,56');
    expect(value('Taxa por hora')).toBe('0,00');

    await user.clear(form.getByLabelText('Preço por hora'));
    await user.type(form.getByLabelText('Preço por hora'), '42,90');
    await user.clear(form.getByLabelText('Nota máxima'));
    await user.type(form.getByLabelText('Nota máxima'), '5');
    await user.click(form.getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Bairro alterado com sucesso!' }),
    );
    expect(api).toHaveBeenCalledWith('/districts/70?include=rating,pricing', {
      method: 'PATCH',
      body: {
        data: {
          type: 'districts',
          id: '70',
          attributes: {
            display_name: 'Água Verde',
            code: 'agua-verde',
            active: true,
            rating: { rating_min: 400, rating_max: 500 },
            pricing: { price: 3550, price_per_hour: 4290, fee: 123456, fee_per_hour: 0 },
          },
        },
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog open with the server's errors on their fields", async () => {
    serve({
      edit: () =>
        Promise.reject(
          unprocessable([
            {
              status: '422',
              title: 'Dados inválidos',
              detail: messages.places.alreadyTaken,
              source: { pointer: '/data/attributes/display_name' },
            },
          ]),
        ),
    });
    const user = userEvent.setup();
    openCity();
    await user.click(await screen.findByRole('button', { name: 'Editar Água Verde' }));
    const form = within(await screen.findByRole('dialog', { name: 'Editar Água Verde' }));
    await user.click(form.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(form.getByLabelText('Nome').getAttribute('aria-invalid')).toBe('true'));
    expect(form.getByText('já está sendo usado')).toBeTruthy();
  });

  it('switches a district off from the list with a confirmation toast', async () => {
    serve();
    const user = userEvent.setup();
    openCity();
    await user.click(await screen.findByRole('switch', { name: 'Água Verde ativo' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Bairro desativado.' }),
    );
    expect(api).toHaveBeenCalledWith('/districts/70', {
      method: 'PATCH',
      body: { data: { type: 'districts', id: '70', attributes: { active: false } } },
    });
  });
});

describe('the districts chooser', () => {
  it('opens the chosen city', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderAt(<DistrictsChooserPage />, { path: '/operador/bairros' });
    const select = await screen.findByRole('combobox', { name: 'Cidade' });
    await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Pinhais (PR)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/operador/cidades/8'));
  });

  it('searches and sorts the districts like every console list, in the address', async () => {
    const named = (id: string, display_name: string, code: string) => ({
      id,
      type: 'districts',
      attributes: { display_name, code, active: true },
    });
    serve({
      districts: () =>
        answer({
          data: [
            named('70', 'Água Verde', 'agua-verde'),
            named('71', 'Batel', 'batel'),
            named('72', 'Abranches', 'abranches'),
          ],
        }),
    });
    const user = userEvent.setup();
    const { router } = openCity();
    const table = await screen.findByRole('table', { name: 'Bairros de Curitiba' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names()).toEqual(['Abranches', 'Água Verde', 'Batel']);
    await user.click(screen.getByRole('button', { name: 'Ordenar por nome, decrescente' }));
    expect(names()).toEqual(['Batel', 'Água Verde', 'Abranches']);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar bairros' }), 'AGUA{Enter}');
    expect(names()).toEqual(['Água Verde']);
    expect(router.state.location.search).toBe('?ordem=-display_name&busca=AGUA');
  });
});
