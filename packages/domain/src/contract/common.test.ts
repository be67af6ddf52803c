import { describe, expect, it } from 'vitest';
import {
  anyBody,
  attribute,
  idParams,
  jsonApiBody,
  jsonApiBodyWith,
  listQuery,
  paramsOf,
  queryOf,
} from './common';

/** The contract's shapes describe what reaches a handler and never refuse what its own reader would answer. */
describe('the wire contract shapes', () => {
  it('a query keeps its declared keys, repeated ones as lists, and passes other keys through', () => {
    const parsed = listQuery.parse({ 'page[number]': '2', sort: ['a', 'b'], 'filter[status]': 'paid' });
    expect(parsed).toEqual({ 'page[number]': '2', sort: ['a', 'b'], 'filter[status]': 'paid' });
    // A malformed page is the page reader's 400, not the schema's.
    expect(listQuery.safeParse({ 'page[number]': 'abc' }).success).toBe(true);
    expect(queryOf(['include']).safeParse({ include: 3 }).success).toBe(false);
  });

  it('params are texts by name (the id guard has checked uuids before)', () => {
    expect(paramsOf('id', 'action').parse({ id: 'x', action: 'approve' })).toEqual({
      id: 'x',
      action: 'approve',
    });
    expect(idParams.safeParse({}).success).toBe(false);
  });

  it('a body is a JSON:API document, plain JSON or nothing', () => {
    expect(jsonApiBody.safeParse(undefined).success).toBe(true);
    expect(jsonApiBody.safeParse({ email: 'a@b.c' }).success).toBe(true);
    expect(
      jsonApiBody.safeParse({ data: { type: 'x', attributes: { a: 1 }, relationships: {} } }).success,
    ).toBe(true);
    expect(jsonApiBody.safeParse({ data: 'x' }).success).toBe(false);
    expect(jsonApiBody.safeParse({ data: { attributes: [] } }).success).toBe(false);
    expect(anyBody.safeParse({ anything: [1] }).success).toBe(true);
  });

  it('names the attributes a route reads, leaving their checks to it', () => {
    const body = jsonApiBodyWith({ reason: attribute('Motivo da falha (texto)') });
    expect(body.parse({ data: { attributes: { reason: 5, other: 1 } } })).toEqual({
      data: { attributes: { reason: 5, other: 1 } },
    });
  });
});
