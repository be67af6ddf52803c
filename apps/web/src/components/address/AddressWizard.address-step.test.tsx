import { messages } from '@brilho/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import {
  field,
  fillAddress,
  findOption,
  open,
  PLACE_COMPLETE,
  PLACE_INCOMPLETE,
  placesApi,
  searchBox,
  stepHeading,
} from './AddressWizard.testing';
import type { LocationMapProps } from './wizard/LocationMap';

// The wizard's first step: the address searched, typed or filled from the CEP, and the cities it refuses.

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
