import { messages } from '@brilho/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import { field, fillAddress, open, placesApi, stepHeading } from './AddressWizard.testing';
import type { LocationMapProps } from './wizard/LocationMap';

// The wizard's second step: choosing the district.

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
