import { describe, expect, it } from 'vitest';
import { parseDocument } from './jsonapi';

describe('JSON:API parsing', () => {
  it('resolves included resources, arrays and nested relationships into plain objects', () => {
    const { data, meta } = parseDocument<Record<string, unknown>[]>({
      data: [
        {
          id: '1',
          type: 'orders',
          attributes: { status: 'paid' },
          relationships: {
            address: { data: { id: 'a', type: 'addresses' } },
            payments: { data: [{ id: 'p', type: 'payments' }] },
          },
        },
      ],
      included: [
        {
          id: 'a',
          type: 'addresses',
          attributes: { name: 'Casa' },
          relationships: { district: { data: { id: 'd', type: 'districts' } } },
        },
        { id: 'd', type: 'districts', attributes: { display_name: 'Batel' } },
        { id: 'p', type: 'payments', attributes: { status: 'settled' } },
      ],
      meta: { record_count: 1 },
    });
    expect(data).toEqual([
      {
        id: '1',
        type: 'orders',
        status: 'paid',
        address: {
          id: 'a',
          type: 'addresses',
          name: 'Casa',
          district: { id: 'd', type: 'districts', display_name: 'Batel' },
        },
        payments: [{ id: 'p', type: 'payments', status: 'settled' }],
      },
    ]);
    expect(meta).toEqual({ record_count: 1 });
  });

  it('shares one object per (type, id) across every reference', () => {
    const { data } = parseDocument<Record<string, Record<string, unknown>>[]>({
      data: [
        { id: '1', type: 'orders', relationships: { address: { data: { id: 'a', type: 'addresses' } } } },
        { id: '2', type: 'orders', relationships: { address: { data: { id: 'a', type: 'addresses' } } } },
      ],
      included: [{ id: 'a', type: 'addresses', attributes: { name: 'Casa' } }],
    });
    expect(data[0]?.address).toBe(data[1]?.address);
  });

  it('keeps an identifier when the related resource was not included, null when empty, nothing when absent', () => {
    const { data } = parseDocument<Record<string, unknown>>({
      data: {
        id: '1',
        type: 'orders',
        attributes: {},
        relationships: {
          coupon: { data: null },
          payments: { data: [] },
          professional: { data: { id: 'x', type: 'professionals' } },
          customer: {},
        },
      },
    });
    expect(data.coupon).toBeNull();
    expect(data.payments).toEqual([]);
    expect(data.professional).toEqual({ id: 'x', type: 'professionals' });
    expect(data).not.toHaveProperty('customer');
  });

  it('resolves cycles without recursing forever', () => {
    const { data } = parseDocument<Record<string, Record<string, unknown>>>({
      data: {
        id: 'o',
        type: 'orders',
        attributes: {},
        relationships: { customer: { data: { id: 'c', type: 'customers' } } },
      },
      included: [
        {
          id: 'c',
          type: 'customers',
          attributes: {},
          relationships: { last_order: { data: { id: 'o', type: 'orders' } } },
        },
      ],
    });
    expect(data.customer?.last_order).toBe(data);
  });

  it('passes meta and links through, and reads an empty or missing data as null', () => {
    const page = parseDocument<unknown[]>({
      data: [],
      meta: { page_count: 3, record_count: 51 },
      links: { next: '/api/orders?page[number]=2', prev: null },
    });
    expect(page).toEqual({
      data: [],
      meta: { page_count: 3, record_count: 51 },
      links: { next: '/api/orders?page[number]=2', prev: null },
    });
    expect(parseDocument({ data: null })).toEqual({ data: null, meta: {}, links: {} });
    expect(parseDocument({})).toEqual({ data: null, meta: {}, links: {} });
  });

  it('never lets an attribute overwrite the identity', () => {
    const { data } = parseDocument<Record<string, unknown>>({
      data: { id: '1', type: 'payments', attributes: { type: 'boletos', id: 'x' } },
    });
    expect(data).toMatchObject({ id: '1', type: 'payments' });
  });
});
