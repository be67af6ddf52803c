import { messages } from '@brilho/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import { field, open, PLACE_COMPLETE, placesApi, stepHeading, toMap, toName } from './AddressWizard.testing';
import type { LocationMapProps } from './wizard/LocationMap';

// The wizard's last steps: the pin on the map, the data confirmed, the name, and the address saved.

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
