import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import {
  defineSerializer,
  listPath,
  paginationOf,
  parseFilters,
  parseInclude,
  parsePage,
  parseSort,
  relation,
  serialize,
} from './jsonapi';

interface City {
  id: string;
  name: string;
}
interface District {
  id: string;
  name: string;
  city?: City | null;
}
interface Address {
  id: string;
  street: string;
  district?: District;
}

const citySerializer = defineSerializer<City>({
  type: 'cities',
  id: (c) => c.id,
  attributes: (c) => ({ display_name: c.name }),
});
const districtSerializer = defineSerializer<District>({
  type: 'districts',
  id: (d) => d.id,
  attributes: (d) => ({ display_name: d.name }),
  relationships: {
    city: relation(
      () => citySerializer,
      (d) => d.city,
    ),
  },
});
const addressSerializer = defineSerializer<Address>({
  type: 'addresses',
  id: (a) => a.id,
  attributes: (a) => ({ street: a.street }),
  relationships: {
    district: relation(
      () => districtSerializer,
      (a) => a.district,
    ),
  },
});

const curitiba = { id: 'c1', name: 'Curitiba' };
const batel = { id: 'd1', name: 'Batel', city: curitiba };

describe('the JSON:API serializer', () => {
  it('includes what `include` asks for, once per resource, nested paths too', () => {
    const document = serialize(
      addressSerializer,
      [
        { id: 'a1', street: 'Rua A', district: batel },
        { id: 'a2', street: 'Rua B', district: batel },
      ],
      { include: 'district.city' },
    );
    expect(document.data).toEqual([
      {
        type: 'addresses',
        id: 'a1',
        attributes: { street: 'Rua A' },
        relationships: { district: { data: { type: 'districts', id: 'd1' } } },
      },
      {
        type: 'addresses',
        id: 'a2',
        attributes: { street: 'Rua B' },
        relationships: { district: { data: { type: 'districts', id: 'd1' } } },
      },
    ]);
    expect(document.included).toEqual([
      { type: 'cities', id: 'c1', attributes: { display_name: 'Curitiba' } },
      {
        type: 'districts',
        id: 'd1',
        attributes: { display_name: 'Batel' },
        relationships: { city: { data: { type: 'cities', id: 'c1' } } },
      },
    ]);
  });

  it('names related resources without including them when not asked, and leaves out what was not loaded', () => {
    const document = serialize(addressSerializer, {
      id: 'a1',
      street: 'Rua A',
      district: { id: 'd2', name: 'Centro', city: null },
    });
    expect(document.included).toBeUndefined();
    expect(document.data).toMatchObject({
      relationships: { district: { data: { type: 'districts', id: 'd2' } } },
    });
    const bare = serialize(addressSerializer, { id: 'a3', street: 'Rua C' });
    expect(bare.data).toEqual({ type: 'addresses', id: 'a3', attributes: { street: 'Rua C' } });
  });

  it('reads paging, filters and sort from the query', () => {
    expect(parsePage({ 'page[number]': '3', 'page[size]': '10' }, 25)).toEqual({
      number: 3,
      size: 10,
      offset: 20,
    });
    expect(parsePage({ 'page[limit]': '15' }, 25)).toEqual({ number: 1, size: 15, offset: 0 });
    expect(parsePage({ 'page[number]': '-1', 'page[size]': '99999' }, 25, 1000)).toEqual({
      number: 1,
      size: 1000,
      offset: 0,
    });
    expect(parseFilters({ 'filter[city_id]': '7', 'filter[active]': 'true', other: 'x' })).toEqual({
      city_id: '7',
      active: 'true',
    });
    expect(parseSort('-created_at,name')).toEqual([
      { field: 'created_at', descending: true },
      { field: 'name', descending: false },
    ]);
  });

  it('counts pages and links them', () => {
    const { meta, links } = paginationOf({ number: 2, size: 25, offset: 25 }, 60, '/api/orders');
    expect(meta).toEqual({ page_count: 3, record_count: 60 });
    expect(links).toEqual({
      first: '/api/orders?page[number]=1&page[size]=25',
      prev: '/api/orders?page[number]=1&page[size]=25',
      next: '/api/orders?page[number]=3&page[size]=25',
      last: '/api/orders?page[number]=3&page[size]=25',
    });
    expect(paginationOf({ number: 1, size: 25, offset: 0 }, 0, '/api/orders').meta).toEqual({
      page_count: 1,
      record_count: 0,
    });
  });

  it('builds pagination links on the request without its page values', () => {
    expect(listPath('/api/addresses')).toBe('/api/addresses');
    expect(listPath('/api/addresses?page[number]=2&include=district&page%5Bsize%5D=25&sort=-x')).toBe(
      '/api/addresses?include=district&sort=-x',
    );
    expect(listPath('/api/states?page[limit]=1000')).toBe('/api/states');
  });

  it('parses include and filters into objects without a prototype, and refuses names that reach one', () => {
    const tree = parseInclude('district.city,pricing');
    expect(Object.getPrototypeOf(tree)).toBeNull();
    expect(Object.getPrototypeOf(tree.district)).toBeNull();
    expect(Object.keys(tree.district!)).toEqual(['city']);
    expect(Object.getPrototypeOf(parseFilters({ 'filter[status]': 'paid' }))).toBeNull();
    expect(() => parseInclude('district.__proto__.x')).toThrow(ApiError);
    expect(() => parseInclude('constructor.prototype.ssl')).toThrow(ApiError);
    expect(() => parseFilters({ 'filter[constructor]': 'x' })).toThrow(ApiError);
    expect(() => parseSort('-__proto__')).toThrow(ApiError);
    expect(Object.hasOwn(Object.prototype, 'x')).toBe(false);
  });
});
