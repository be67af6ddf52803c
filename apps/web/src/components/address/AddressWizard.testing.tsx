import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
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

// What the AddressWizard.*.test.tsx files share: a places API that knows Curitiba, and the steps through the
// wizard.

export const PLACE_COMPLETE = {
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
export const PLACE_INCOMPLETE = {
  type: 'places',
  id: 'p2',
  attributes: {
    ...PLACE_COMPLETE.attributes,
    label: 'Avenida Sete de Setembro, Batel, Curitiba - PR',
    street_number: null,
    complete: false,
  },
};

export const BATEL = district('d-batel', 'Batel');
export const BIGORRILHO = district('d-big', 'Bigorrilho');

export type Overrides = Partial<Record<string, (request: FakeRequest) => FakeResponse | undefined>>;

/** A places API that knows Curitiba, Batel and Bigorrilho; `overrides` by 'METHOD /path'. */
export function placesApi(overrides: Overrides = {}) {
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

export function open(onCreated = vi.fn(), onClose = vi.fn()) {
  renderWithProviders(<AddressWizard opened onClose={onClose} onCreated={onCreated} />);
  return { onCreated, onClose, user: userEvent.setup() };
}

export const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
export const searchBox = () => screen.getByRole('combobox', { name: 'Buscar endereço' });
// The search waits 400 ms after the last key before asking.
export const findOption = (name: string) => screen.findByRole('option', { name }, { timeout: 3000 });
export const stepHeading = (name: string) =>
  screen.findByRole('heading', { level: 3, name: new RegExp(`${name}$`) });

export async function fillAddress(user: ReturnType<typeof userEvent.setup>, city = 'Curitiba') {
  await user.type(field('Rua'), 'Rua Comendador Araújo');
  await user.type(field('Número'), '100');
  await user.type(field('Cidade'), city);
}

/** Steps 1 and 2 done, on the map step. */
export async function toMap(user: ReturnType<typeof userEvent.setup>) {
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'continuar' }));
  await stepHeading('Bairro');
  await user.type(field('Buscar bairro'), 'bat');
  await user.click(await screen.findByRole('radio', { name: 'Batel' }));
  await user.click(screen.getByRole('button', { name: 'continuar' }));
  await stepHeading('Localização');
}

/** Through the map, confirm data (with a CEP) and on the name step. */
export async function toName(user: ReturnType<typeof userEvent.setup>) {
  await toMap(user);
  await user.click(await screen.findByRole('button', { name: 'confirmar localização' }));
  await stepHeading('Confirme os dados');
  await user.type(field('CEP'), '80420000');
  await user.click(screen.getByRole('button', { name: 'continuar' }));
  await stepHeading('Nome');
}
