import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressConfirmStep,
  addressEdit,
  addressSearchStep,
  districtAttributes,
  districtFormToAttributes,
  formatPoint,
  parsePoint,
  searchable,
} from './places';

const messageOf = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('address rules', () => {
  const confirm = { street: 'Rua XV de Novembro', street_number: '100', zip_code: '80020-310' };

  it.each([
    ['street', { street: '' }, 'Campo obrigatório'],
    ['street', { street: 'a'.repeat(256) }, 'Deve ter no máximo 255 caracteres'],
    ['street_number', { street_number: '' }, 'Campo obrigatório'],
    ['street_number', { street_number: '12A' }, 'Informe apenas números'],
    ['street_number', { street_number: '1'.repeat(32) }, 'Deve ter no máximo 31 caracteres'],
    ['complement', { complement: 'a' }, 'Deve ter ao menos 2 caracteres'],
    ['complement', { complement: 'a'.repeat(256) }, 'Deve ter no máximo 255 caracteres'],
    ['zip_code', { zip_code: '' }, 'Campo obrigatório'],
    ['zip_code', { zip_code: '8002031' }, 'O CEP deve ter 8 dígitos'],
    ['reference', { reference: 'casa' }, 'Deve ter ao menos 5 caracteres'],
  ])('confirm data refuses a bad %s', (field, change, message) => {
    expect(messageOf(addressConfirmStep.safeParse({ ...confirm, ...change }), field)).toBe(message);
  });

  it('keeps only the digits of the CEP and turns blank optionals into null', () => {
    expect(addressConfirmStep.parse({ ...confirm, complement: '  ', reference: '' })).toEqual({
      street: 'Rua XV de Novembro',
      street_number: '100',
      zip_code: '80020310',
      complement: null,
      reference: null,
    });
  });

  it('needs street, number and city to search', () => {
    const result = addressSearchStep.safeParse({ street: 'Rua A', street_number: '', city: '' });
    expect(messageOf(result, 'street_number')).toBe('Campo obrigatório');
    expect(messageOf(result, 'city')).toBe('Campo obrigatório');
  });

  it.each([
    ['a', 'Deve ter ao menos 2 caracteres'],
    ['a'.repeat(256), 'Deve ter no máximo 255 caracteres'],
    ['', 'Deve ter ao menos 2 caracteres'],
  ])('names an address with 2 to 255 characters (%#)', (name, message) => {
    expect(messageOf(addressEdit.safeParse({ name }), 'name')).toBe(message);
  });
});

describe('points', () => {
  it('reads and writes POINT(lng lat)', () => {
    expect(parsePoint('POINT(-49.2733 -25.4284)')).toEqual({ longitude: -49.2733, latitude: -25.4284 });
    expect(parsePoint('POINT(200 0)')).toBeNull();
    expect(parsePoint('-49 -25')).toBeNull();
  });

  it('round-trips any coordinate on Earth (to the micro-degree)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -180_000_000, max: 180_000_000 }),
        fc.integer({ min: -90_000_000, max: 90_000_000 }),
        (lng, lat) => {
          const point = { longitude: lng / 1e6, latitude: lat / 1e6 };
          expect(parsePoint(formatPoint(point))).toEqual(point);
        },
      ),
    );
  });
});

describe('districts (operator)', () => {
  it('multiplies ratings by 100 and strips the decimal point of prices', () => {
    const attributes = districtFormToAttributes({
      display_name: 'Ahú',
      code: 'curitiba-ahu',
      active: true,
      rating_min: 4.5,
      rating_max: 5,
      price: '10,00',
      price_per_hour: '36,90',
      fee: '5',
      fee_per_hour: '1,5',
    });
    expect(attributes.rating).toEqual({ rating_min: 450, rating_max: 500 });
    expect(attributes.pricing).toEqual({ price: 1000, price_per_hour: 3690, fee: 500, fee_per_hour: 150 });
    expect(districtAttributes.safeParse(attributes).success).toBe(true);
  });

  it('refuses an amount that is not money, naming the expected format', () => {
    const attributes = districtFormToAttributes({
      display_name: 'Ahú',
      code: 'ahu',
      active: true,
      rating_min: 4,
      rating_max: 5,
      price: 'abc',
      price_per_hour: '35',
      fee: '5',
      fee_per_hour: '5',
    });
    const result = districtAttributes.safeParse(attributes);
    expect(result.error?.issues[0]?.path).toEqual(['pricing', 'price']);
    expect(result.error?.issues[0]?.message).toBe('Informe um valor em reais, ex.: 35,50');
  });

  it('refuses a minimum rating above the maximum', () => {
    const result = districtAttributes.safeParse({
      display_name: 'Ahú',
      code: 'ahu',
      rating: { rating_min: 480, rating_max: 400 },
      pricing: { price: 0, price_per_hour: 0, fee: 0, fee_per_hour: 0 },
    });
    expect(result.error?.issues[0]?.path).toEqual(['rating', 'rating_min']);
  });
});

it('searches ignoring accents and case', () => {
  expect(searchable('  Água   VERDE ')).toBe('agua verde');
  expect(searchable('São José dos Pinhais')).toBe('sao jose dos pinhais');
});
