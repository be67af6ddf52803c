import { describe, expect, it } from 'vitest';
import { placeFromNominatim, ufOf } from './geocoder';

const at = { lat: '-25.5', lon: '-49.3' };

describe("reading Nominatim's address fields", () => {
  it.each([
    [{ road: 'Rua A', pedestrian: 'Calçadão' }, 'street', 'Rua A'],
    [{ pedestrian: 'Calçadão' }, 'street', 'Calçadão'],
    [{ suburb: 'Batel', neighbourhood: 'Outro' }, 'district', 'Batel'],
    [{ neighbourhood: 'Vila X' }, 'district', 'Vila X'],
    [{ city_district: 'Boqueirão' }, 'district', 'Boqueirão'],
    [{ quarter: 'Quadra' }, 'district', 'Quadra'],
    [{ city: 'Curitiba', town: 'Outra' }, 'city', 'Curitiba'],
    [{ town: 'Lapa' }, 'city', 'Lapa'],
    [{ village: 'Tijucas' }, 'city', 'Tijucas'],
    [{ municipality: 'Quatro Barras' }, 'city', 'Quatro Barras'],
    [{ postcode: '80.250-210' }, 'zip_code', '80250210'],
    [{ postcode: '80250' }, 'zip_code', null],
    [{ road: '  ' }, 'street', null],
  ])('%j gives %s %j', (address, field, value) => {
    expect(placeFromNominatim({ ...at, address })[field as 'street']).toBe(value);
  });

  it('is complete only with street, number and city', () => {
    const full = { road: 'Rua A', house_number: '10', city: 'Curitiba' };
    expect(placeFromNominatim({ ...at, address: full }).complete).toBe(true);
    for (const missing of ['road', 'house_number', 'city'] as const) {
      const { [missing]: _gone, ...rest } = full;
      expect(placeFromNominatim({ ...at, address: rest }).complete).toBe(false);
    }
    expect(placeFromNominatim({ ...at, address: full })).toMatchObject({ latitude: -25.5, longitude: -49.3 });
  });

  it("reads the UF from the ISO code, else from the state's name", () => {
    expect(ufOf({ 'ISO3166-2-lvl4': 'BR-SC', state: 'Paraná' })).toBe('SC');
    expect(ufOf({ state: 'são paulo' })).toBe('SP');
    expect(ufOf({ state: 'Nowhere' })).toBeNull();
    expect(ufOf({})).toBeNull();
  });
});
