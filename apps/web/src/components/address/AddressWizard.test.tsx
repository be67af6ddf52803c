import { messages } from '@brilho/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import { AddressWizard } from './AddressWizard';
import {
  CURITIBA,
  district,
  type FakeRequest,
  type FakeResponse,
  mockApi,
  PARANA,
  PINHAIS,
  renderWithProviders,
} from './testing';
import type { LocationMapProps } from './wizard/LocationMap';

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

// Leaflet needs a real browser; the step is tested with a stand-in that moves the pin on a click.
const map = vi.hoisted(() => ({ fails: false }));
vi.mock('./wizard/LocationMap', async () => {
  const { useEffect } = await import('react');
  return {
    default: function FakeMap({ centre, onMove, onFailure }: LocationMapProps) {
      useEffect(() => {
        if (map.fails) onFailure();
      }, [onFailure]);
      return (
        <div>
          <p>
            mapa em {centre.latitude},{centre.longitude}
          </p>
          <button type="button" onClick={() => onMove({ latitude: -25.44, longitude: -49.29 })}>
            mover marcador
          </button>
        </div>
      );
    },
  };
});

const PLACE_COMPLETE = {
  type: 'places',
  id: 'p1',
  attributes: {
    label: 'Avenida Sete de Setembro, 4000, Batel, Curitiba - PR',
    street: 'Avenida Sete de Setembro',
    street_number: '4000',
    district: 'Batel',
    city: 'Curitiba',
    state: 'PR',
    zip_code: '80250210',
    latitude: -25.4405,
    longitude: -49.284,
    complete: true,
  },
};
const PLACE_INCOMPLETE = {
  type: 'places',
  id: 'p2',
  attributes: {
    ...PLACE_COMPLETE.attributes,
    label: 'Avenida Sete de Setembro, Batel, Curitiba - PR',
    street_number: null,
    complete: false,
  },
};

const BATEL = district('d-batel', 'Batel');
const BIGORRILHO = district('d-big', 'Bigorrilho');

type Overrides = Partial<Record<string, (request: FakeRequest) => FakeResponse | undefined>>;

/** A places API that knows Curitiba, Batel and Bigorrilho; `overrides` by 'METHOD /path'. */
function placesApi(overrides: Overrides = {}) {
  return mockApi((request) => {
    const key = `${request.method} ${request.path}`;
    const override = overrides[key];
    if (override) return override(request);
    const params = request.url.searchParams;
    switch (key) {
      case 'GET /maps':
        return {
          body: {
            data: {
              type: 'map-settings',
              id: 'default',
              attributes: {
                tiles_url: '/tiles/{z}/{x}/{y}.png',
                attribution: 'OSM',
                geocoder_available: true,
              },
            },
          },
        };
      case 'GET /cities': {
        const name = (params.get('filter[display_name]') ?? '').toLowerCase();
        const active = params.get('filter[active]');
        return {
          body: {
            data: [CURITIBA, PINHAIS].filter(
              (city) =>
                city.attributes.display_name.toLowerCase().includes(name) &&
                (active === null || String(city.attributes.active) === active),
            ),
            included: [PARANA],
          },
        };
      }
      case 'GET /districts': {
        const text = (params.get('filter[display_name]') ?? '').toLowerCase();
        return {
          body: {
            data: [BATEL, BIGORRILHO].filter((d) => d.attributes.display_name.toLowerCase().includes(text)),
          },
        };
      }
      case 'GET /geocoding/search':
        return { body: { data: [] } };
      case 'POST /addresses': {
        const body = request.body as { data: { attributes: Record<string, unknown> } };
        return {
          status: 201,
          body: {
            data: {
              type: 'addresses',
              id: 'new-1',
              attributes: { ...body.data.attributes, created_at: '2025-01-01T00:00:00Z' },
              relationships: { district: { data: { type: 'districts', id: 'd-batel' } } },
            },
            included: [BATEL, CURITIBA, PARANA],
          },
        };
      }
      default:
        return undefined;
    }
  });
}

function open(onCreated = vi.fn(), onClose = vi.fn()) {
  renderWithProviders(<AddressWizard opened onClose={onClose} onCreated={onCreated} />);
  return { onCreated, onClose, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const searchBox = () => screen.getByRole('combobox', { name: 'Buscar endereço' });
// The search waits 400 ms after the last key before asking.
const findOption = (name: string) => screen.findByRole('option', { name }, { timeout: 3000 });
const stepHeading = (name: string) =>
  screen.findByRole('heading', { level: 3, name: new RegExp(`${name}$`) });

async function fillAddress(user: ReturnType<typeof userEvent.setup>, city = 'Curitiba') {
  await user.type(field('Rua'), 'Rua Comendador Araújo');
  await user.type(field('Número'), '100');
  await user.type(field('Cidade'), city);
}

/** Steps 1 and 2 done, on the map step. */
async function toMap(user: ReturnType<typeof userEvent.setup>) {
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'continuar' }));
  await stepHeading('Bairro');
  await user.type(field('Buscar bairro'), 'bat');
  await user.click(await screen.findByRole('radio', { name: 'Batel' }));
  await user.click(screen.getByRole('button', { name: 'continuar' }));
  await stepHeading('Localização');
}

/** Through the map, confirm data (with a CEP) and on the name step. */
async function toName(user: ReturnType<typeof userEvent.setup>) {
  await toMap(user);
  await user.click(await screen.findByRole('button', { name: 'confirmar localização' }));
  await stepHeading('Confirme os dados');
  await user.type(field('CEP'), '80420000');
  await user.click(screen.getByRole('button', { name: 'continuar' }));
  await stepHeading('Nome');
}

beforeEach(() => {
  vi.mocked(notify).mockClear();
  map.fails = false;
});
afterEach(() => vi.unstubAllGlobals());

describe('address wizard, step 1 (Endereço)', () => {
  it('refuses an incomplete place from the search', async () => {
    placesApi({
      'GET /geocoding/search': () => ({ body: { data: [PLACE_INCOMPLETE] } }),
    });
    const { user } = open();
    await user.type(searchBox(), 'sete de setembro');
    await user.click(await findOption(PLACE_INCOMPLETE.attributes.label));
    expect(await screen.findByText(messages.places.incompletePlace)).toBeTruthy();
    expect(field('Rua').value).toBe('');
  });

  it('fills the fields from a complete place', async () => {
    placesApi({ 'GET /geocoding/search': () => ({ body: { data: [PLACE_COMPLETE] } }) });
    const { user } = open();
    await user.type(searchBox(), 'sete de setembro 4000');
    await user.click(await findOption(PLACE_COMPLETE.attributes.label));
    await waitFor(() => expect(field('Rua').value).toBe('Avenida Sete de Setembro'));
    expect(field('Número').value).toBe('4000');
    expect(field('Cidade').value).toBe('Curitiba');
    expect(field('CEP').value).toBe('80250-210');
    expect(screen.queryByText(messages.places.incompletePlace)).toBeNull();
  });

  it('falls back to manual entry when the geocoder answers 503', async () => {
    placesApi({
      'GET /geocoding/search': () => ({
        status: 503,
        body: {
          errors: [
            { status: '503', code: 'geocoder_unavailable', title: messages.places.geocoderUnavailable },
          ],
        },
      }),
    });
    const { user } = open();
    await user.type(searchBox(), 'sete de setembro');
    expect(await screen.findByText(messages.places.geocoderUnavailable)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Buscar endereço' })).toBeNull();
    expect(screen.getAllByText(messages.places.geocoderUnavailable)).toHaveLength(1);
    expect(field('Rua')).toBeTruthy();
  });

  it('asks for the address by hand when the map settings say the geocoder is off', async () => {
    placesApi({
      'GET /maps': () => ({
        body: {
          data: {
            type: 'map-settings',
            id: 'default',
            attributes: { tiles_url: '/t/{z}/{x}/{y}.png', attribution: 'OSM', geocoder_available: false },
          },
        },
      }),
    });
    open();
    expect(await screen.findByText(messages.places.geocoderUnavailable)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Buscar endereço' })).toBeNull();
  });

  it('fills street and city from the CEP and ignores a failing CEP', async () => {
    const { calls } = placesApi({
      'GET /cep/80250210': () => ({
        body: {
          data: {
            type: 'zip-codes',
            id: '80250210',
            attributes: {
              zip_code: '80250210',
              street: 'Avenida Sete de Setembro',
              district: 'Batel',
              city: 'Curitiba',
              state: 'PR',
            },
          },
        },
      }),
      'GET /cep/99999999': () => ({ status: 503, body: { errors: [{ title: 'indisponível' }] } }),
    });
    const { user } = open();
    await user.type(field('CEP'), '80250210');
    expect(field('CEP').value).toBe('80250-210');
    await waitFor(() => expect(field('Rua').value).toBe('Avenida Sete de Setembro'));
    expect(field('Cidade').value).toBe('Curitiba');

    await user.clear(field('CEP'));
    await user.type(field('CEP'), '99999999');
    await waitFor(() => expect(calls.some((c) => c.path === '/cep/99999999')).toBe(true));
    expect(field('Rua').value).toBe('Avenida Sete de Setembro');
    expect(notify).not.toHaveBeenCalled();

    // The district remembered from the CEP prefills the district search.
    await user.type(field('Número'), '4000');
    await user.click(screen.getByRole('button', { name: 'continuar' }));
    await stepHeading('Bairro');
    expect(field('Buscar bairro').value).toBe('Batel');
  });

  it("masks the CEP with the app's one mask, keeping the caret beside the digit being fixed", async () => {
    placesApi();
    const { user } = open();
    await user.type(field('CEP'), 'cep 80250210');
    expect(field('CEP').value).toBe('80250-210');
    // Fix the third digit: the caret stays there instead of jumping to the end.
    await user.type(field('CEP'), '{Backspace}9', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(field('CEP').value).toBe('80950-210');
    expect(field('CEP').maxLength).toBe(9);
  });

  it('validates the typed fields with the address rules', async () => {
    placesApi();
    const { user } = open();
    await user.type(field('Número'), '12a');
    await user.type(field('Complemento'), 'a');
    await user.click(screen.getByRole('button', { name: 'continuar' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(screen.getByText('Informe apenas números')).toBeTruthy();
    expect(screen.getByText('Deve ter ao menos 2 caracteres')).toBeTruthy();
  });

  it("says 'A cidade {name} não foi encontrada!' for a city that is not served", async () => {
    const { calls } = placesApi();
    const { user } = open();
    await fillAddress(user, 'Gotham');
    await user.click(screen.getByRole('button', { name: 'continuar' }));
    expect(await screen.findByText(messages.places.cityNotFound('Gotham'))).toBeTruthy();
    const lookup = calls.find((c) => c.path === '/cities');
    expect(lookup?.url.searchParams.get('filter[display_name]')).toBe('Gotham');
    expect(lookup?.url.searchParams.get('filter[active]')).toBe('true');
    expect(lookup?.url.searchParams.get('include')).toBe('state');
    expect(await stepHeading('Endereço')).toBeTruthy();
  });
});

describe('address wizard, a closed city', () => {
  it("says 'Não estamos operando mais nessa cidade!' for Pinhais, as the picker does", async () => {
    placesApi();
    const { user } = open();
    await fillAddress(user, 'Pinhais');
    await user.click(screen.getByRole('button', { name: 'continuar' }));
    expect(await screen.findByText(messages.places.closedCity)).toBeTruthy();
    expect(screen.queryByText(messages.places.cityNotFound('Pinhais'))).toBeNull();
    expect(await stepHeading('Endereço')).toBeTruthy();
  });
});

describe('address wizard, step 2 (Bairro)', () => {
  it('asks for at least 3 characters', async () => {
    const { calls } = placesApi();
    const { user } = open();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'continuar' }));
    await stepHeading('Bairro');
    await user.type(field('Buscar bairro'), 'ba');
    expect(await screen.findByText(messages.places.districtSearchMin)).toBeTruthy();
    expect(calls.some((c) => c.path === '/districts')).toBe(false);
  });

  it('tells when no district of the city matches', async () => {
    placesApi();
    const { user } = open();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'continuar' }));
    await stepHeading('Bairro');
    await user.type(field('Buscar bairro'), 'Xaxim');
    expect(await screen.findByText(messages.places.districtNotFound('Xaxim'))).toBeTruthy();
    expect(screen.getByText(messages.places.districtNotServed)).toBeTruthy();
  });

  it("refuses to continue with no district chosen ('Nenhum bairro selecionado!')", async () => {
    const { calls } = placesApi();
    const { user } = open();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'continuar' }));
    await stepHeading('Bairro');
    await user.type(field('Buscar bairro'), 'bat');
    expect(await screen.findByRole('radio', { name: 'Batel' })).toBeTruthy();
    const search = calls.find((c) => c.path === '/districts');
    expect(search?.url.searchParams.get('filter[city_id]')).toBe('c-cwb');
    await user.click(screen.getByRole('button', { name: 'continuar' }));
    expect(await screen.findByText(messages.places.noDistrictSelected)).toBeTruthy();
    expect(await stepHeading('Bairro')).toBeTruthy();
  });

  it("'voltar' keeps every value", async () => {
    placesApi();
    const { user } = open();
    await fillAddress(user);
    await user.type(field('Ponto de referência'), 'em frente à praça');
    await user.click(screen.getByRole('button', { name: 'continuar' }));
    await stepHeading('Bairro');
    await user.type(field('Buscar bairro'), 'bat');
    await user.click(await screen.findByRole('radio', { name: 'Batel' }));
    await user.click(screen.getByRole('button', { name: 'voltar' }));
    await stepHeading('Endereço');
    expect(field('Rua').value).toBe('Rua Comendador Araújo');
    expect(field('Número').value).toBe('100');
    expect(field('Cidade').value).toBe('Curitiba');
    expect(field('Ponto de referência').value).toBe('em frente à praça');
    await user.click(screen.getByRole('button', { name: 'continuar' }));
    await stepHeading('Bairro');
    expect(field('Buscar bairro').value).toBe('bat');
    expect(((await screen.findByRole('radio', { name: 'Batel' })) as HTMLInputElement).checked).toBe(true);
  });
});

describe('address wizard, steps 3 to 5', () => {
  it('centres the map on the geocoded address and shows when the pin was moved', async () => {
    placesApi({
      'GET /geocoding/search': (request) =>
        request.url.searchParams.get('q') === 'Rua Comendador Araújo, 100, Curitiba'
          ? {
              body: {
                data: [
                  {
                    ...PLACE_COMPLETE,
                    attributes: { ...PLACE_COMPLETE.attributes, latitude: -25.1, longitude: -49.1 },
                  },
                ],
              },
            }
          : { body: { data: [] } },
    });
    const { user } = open();
    await toMap(user);
    expect(await screen.findByText('mapa em -25.1,-49.1')).toBeTruthy();
    expect(screen.queryByText('Localização ajustada')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'mover marcador' }));
    expect(screen.getByText('Localização ajustada')).toBeTruthy();
  });

  it("falls back to the city's centre when geocoding fails", async () => {
    placesApi({ 'GET /geocoding/search': () => ({ status: 503, body: { errors: [{ title: 'x' }] } }) });
    const { user } = open();
    await toMap(user);
    expect(await screen.findByText('mapa em -25.4284,-49.2733')).toBeTruthy();
  });

  it("toasts 'Erro ao criar o mapa!' and lets the user go on with the centre", async () => {
    map.fails = true;
    const { calls } = placesApi();
    const { user } = open();
    await toMap(user);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'error', message: messages.places.mapFailed }),
    );
    await user.click(screen.getByRole('button', { name: 'confirmar localização' }));
    await stepHeading('Confirme os dados');
    await user.type(field('CEP'), '80420000');
    await user.click(screen.getByRole('button', { name: 'continuar' }));
    await stepHeading('Nome');
    await user.type(field('Nome do endereço'), 'Casa');
    await user.click(screen.getByRole('button', { name: 'cadastrar endereço' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')?.body as { data: { attributes: { lonlat: string } } };
    // No place, no geocoding result: the city's centre.
    expect(post.data.attributes.lonlat).toBe('POINT(-49.2733 -25.4284)');
  });

  it('shows the rules of the confirm-data step and a toast on an invalid submit', async () => {
    placesApi();
    const { user } = open();
    await toMap(user);
    await user.click(await screen.findByRole('button', { name: 'confirmar localização' }));
    await stepHeading('Confirme os dados');
    expect(field('Bairro').value).toBe('Batel');
    expect(field('Cidade').value).toBe('Curitiba/PR');
    expect(field('Bairro').readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: 'continuar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith({ type: 'error', message: messages.places.validationCheckData });
    await user.type(field('CEP'), '8042');
    await user.clear(field('Número'));
    await user.type(field('Ponto de referência'), 'abc');
    await user.click(screen.getByRole('button', { name: 'continuar' }));
    expect(await screen.findByText('O CEP deve ter 8 dígitos')).toBeTruthy();
    expect(screen.getByText('Deve ter ao menos 5 caracteres')).toBeTruthy();
    expect(screen.getAllByText('Campo obrigatório')).toHaveLength(1);
    expect(await stepHeading('Confirme os dados')).toBeTruthy();
  });

  it('creates the address with POINT(lng lat) and the district, and hands it over', async () => {
    const { calls } = placesApi();
    const { user, onCreated } = open();
    await toMap(user);
    await user.click(screen.getByRole('button', { name: 'mover marcador' }));
    await user.click(screen.getByRole('button', { name: 'confirmar localização' }));
    await stepHeading('Confirme os dados');
    await user.type(field('CEP'), '80420000');
    await user.click(screen.getByRole('button', { name: 'continuar' }));
    await stepHeading('Nome');
    await user.click(screen.getByRole('button', { name: 'cadastrar endereço' }));
    expect(await screen.findByText('Deve ter ao menos 2 caracteres')).toBeTruthy();
    await user.type(field('Nome do endereço'), 'Casa');
    await user.click(screen.getByRole('button', { name: 'cadastrar endereço' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      data: {
        type: 'addresses',
        attributes: {
          street: 'Rua Comendador Araújo',
          street_number: '100',
          complement: null,
          zip_code: '80420000',
          reference: null,
          name: 'Casa',
          lonlat: 'POINT(-49.29 -25.44)',
        },
        relationships: { district: { data: { type: 'districts', id: 'd-batel' } } },
      },
    });
    expect(onCreated.mock.calls[0]![0]).toMatchObject({ id: 'new-1', name: 'Casa' });
    expect(notify).toHaveBeenCalledWith({ type: 'success', message: messages.places.addressCreated });
  });

  const refused = (pointer: string, title: string) => () => ({
    status: 422,
    body: { errors: [{ status: '422', title, source: { pointer } }] },
  });

  it('sends a 422 on the zip code back to step 4 with the server message', async () => {
    placesApi({ 'POST /addresses': refused('/data/attributes/zip_code', 'CEP inexistente') });
    const { user, onCreated } = open();
    await toName(user);
    await user.type(field('Nome do endereço'), 'Casa');
    await user.click(screen.getByRole('button', { name: 'cadastrar endereço' }));
    expect(await stepHeading('Confirme os dados')).toBeTruthy();
    expect(await screen.findByText('CEP inexistente')).toBeTruthy();
    expect(field('CEP').value).toBe('80420-000');
    expect(notify).toHaveBeenCalledWith({ type: 'error', message: messages.places.addressCreateFailed });
    expect(onCreated).not.toHaveBeenCalled();
    // The name typed is kept for the next try.
    await user.click(screen.getByRole('button', { name: 'continuar' }));
    await stepHeading('Nome');
    expect(field('Nome do endereço').value).toBe('Casa');
  });

  it('sends a 422 on the district back to step 2', async () => {
    placesApi({ 'POST /addresses': refused('/data/relationships/district', messages.places.closedCity) });
    const { user } = open();
    await toName(user);
    await user.type(field('Nome do endereço'), 'Casa');
    await user.click(screen.getByRole('button', { name: 'cadastrar endereço' }));
    expect(await stepHeading('Bairro')).toBeTruthy();
    expect(await screen.findByText(messages.places.closedCity)).toBeTruthy();
  });

  it('keeps a 422 on the name on step 5', async () => {
    placesApi({ 'POST /addresses': refused('/data/attributes/name', 'já está sendo usado') });
    const { user } = open();
    await toName(user);
    await user.type(field('Nome do endereço'), 'Casa');
    await user.click(screen.getByRole('button', { name: 'cadastrar endereço' }));
    expect(await screen.findByText('já está sendo usado')).toBeTruthy();
    expect(await stepHeading('Nome')).toBeTruthy();
  });

  it('toasts a failure that is not about a field', async () => {
    placesApi({ 'POST /addresses': () => ({ status: 500, body: { errors: [{ title: 'erro' }] } }) });
    const { user, onCreated } = open();
    await toName(user);
    await user.type(field('Nome do endereço'), 'Casa');
    await user.click(screen.getByRole('button', { name: 'cadastrar endereço' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'error', message: messages.places.addressCreateFailed }),
    );
    expect(onCreated).not.toHaveBeenCalled();
    expect(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'cadastrar endereço' }),
    ).toBeTruthy();
  });
});
