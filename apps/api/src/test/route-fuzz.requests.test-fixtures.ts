import fc from 'fast-check';
import type { RegisteredRoute } from '../lib/route-params';

/**
 * What the route fuzz sends: the random requests (ids, pages, query params, bodies, content types) and the
 * targeted ones every route gets. Shared by the route-fuzz files (route-fuzz.test-fixtures.ts).
 */

export interface Fuzzed {
  params: string[];
  query: [string, string][];
  contentType: string | null;
  payload: string | undefined;
}

const hugeNumber = fc.constantFrom('99999999999999999999999', '9223372036854775808', '1e309', '2147483648');
const malformedId = fc.oneof(
  fc.constantFrom('abc', '1', '0', '-1', '../', '..%2F..%2Fetc', '%00', 'null', 'undefined', ' ', 'ção'),
  hugeNumber,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.uuid().map((uuid) => `${uuid}x`),
  fc.uuid(),
);
const pageValue = fc.oneof(
  fc.constantFrom('-1', '0', '1', '1.5', 'abc', '', '[]', '1e3', ' 2'),
  hugeNumber,
  fc.integer({ min: -1_000, max: 10_000_000 }).map(String),
);
const attributeName = fc.constantFrom(
  'email',
  'password',
  'password_confirmation',
  'current_password',
  'first_name',
  'name',
  'cpf',
  'starts_at',
  'ends_at',
  'date',
  'status',
  'reason',
  'description',
  'value',
  'rating',
  'number',
  'zip_code',
  'termsOfUseId',
  'terms_of_use_id',
  'token',
  'payment_method',
  'hours',
  'accepted',
  'terms',
  'birthdate',
  'phone',
  'area_code',
  'country_code',
  'street_number',
  'coupon_code',
  'installments',
  'body',
  'message',
  'duration',
  'initial_hour',
  'validation',
  'district_ids',
  'weekdays',
);
const deep = fc.integer({ min: 50, max: 2_000 }).map((depth) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { data: value };
  return value;
});
const relationshipName = fc.constantFrom(
  'account',
  'profile',
  'phones',
  'address',
  'professional',
  'order',
  'coupon',
  'district',
  'districts',
  'state',
  'city',
  'terms_of_use',
  'credit_card',
  'payment',
);
const jsonType = fc.constantFrom('application/vnd.api+json', 'application/json');
const otherType = fc.constantFrom(
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=latin1',
);
const rawPayload = fc.constantFrom(
  '{',
  '{"data":',
  'não é json',
  '\u0000',
  '[1,2',
  '{"__proto__":{"x":1}}',
  '',
);
/**
 * Random requests for a route with `paramCount` params. `knownIds` are real ids (customer A's order and
 * account, the others' accounts), filled in before the first run: a factory rather than module state, since
 * API test files share a worker's modules and each file seeds its own world.
 */
export function fuzzedRequests(knownIds: readonly string[]): (paramCount: number) => fc.Arbitrary<Fuzzed> {
  const knownId = fc.nat().map((n) => knownIds[n % Math.max(1, knownIds.length)] ?? 'abc');
  /** An id param or field: as often a real id (to reach the handler past the id check) as a malformed one. */
  const someId = fc.oneof(malformedId, knownId);
  const queryPair: fc.Arbitrary<[string, string][]> = fc.oneof(
    fc
      .tuple(fc.constantFrom('page[number]', 'page[size]', 'page[offset]', 'page[limit]'), pageValue)
      .map((pair): [string, string][] => [pair]),
    // The same key twice: an array where a string is expected.
    fc
      .tuple(fc.constantFrom('page[number]', 'page[size]', 'include', 'sort'), pageValue)
      .map(([k, v]): [string, string][] => [
        [k, v],
        [k, v],
      ]),
    fc
      .tuple(
        fc.constantFrom(
          'filter[status]',
          'filter[date]',
          'filter[order_id]',
          'filter[district_id]',
          'filter[professional_id]',
          'filter[city_id]',
          'filter[q]',
          'filter[state_id]',
          'filter[subject_id]',
          'filter[order_offer_id]',
          'filter[configurable_field_id]',
          'filter[account_id]',
          'filter[customer_id]',
          'filter[name]',
          'filter[code]',
          'filter[inactive]',
          'filter[initial_hour]',
          'filter[duration]',
          'filter[starts_at]',
          'filter[validation]',
          'filter[payment_method]',
          'order_id',
          'page[cursor]',
          'page[before]',
          'to',
          'include',
          'sort',
        ),
        someId,
      )
      .map((pair): [string, string][] => [pair]),
  );

  const leaf = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    someId,
    fc.constantFrom(
      '2026-11-24T12:00:00Z',
      '2026-11-24',
      '24/11/2026',
      '9999-99-99',
      'ana@exemplo.com',
      '41999998888',
    ),
    fc.constant('x'.repeat(100_000)),
    fc.constant([]),
    fc.constant({}),
  );
  const relationship = fc.oneof(
    fc.constant(null),
    fc.constant({ data: null }),
    fc.constant({ data: [] }),
    fc.constant('x'),
    someId.map((id) => ({ data: { type: 'x', id } })),
    fc.array(someId, { maxLength: 3 }).map((ids) => ({ data: ids.map((id) => ({ type: 'x', id })) })),
    fc.dictionary(attributeName, leaf, { maxKeys: 3 }).map((attributes) => ({ data: { attributes } })),
  );
  const body: fc.Arbitrary<unknown> = fc.oneof(
    fc.constantFrom(
      null,
      [],
      'texto',
      42,
      true,
      {},
      { data: null },
      { data: [] },
      { data: 'x' },
      { data: 1 },
    ),
    fc.constant({ data: { relationships: { account: null } } }),
    fc.constant({ data: { attributes: null, relationships: null } }),
    fc.constant({ data: { attributes: [], relationships: [] } }),
    deep,
    fc.dictionary(attributeName, leaf, { maxKeys: 4 }),
    fc.record({
      data: fc.record(
        {
          type: fc.oneof(fc.string({ maxLength: 10 }), fc.constant(null)),
          id: someId,
          attributes: fc.dictionary(attributeName, leaf, { maxKeys: 5 }),
          relationships: fc.dictionary(relationshipName, relationship, { maxKeys: 3 }),
        },
        { requiredKeys: [] },
      ),
    }),
  );
  const payload: fc.Arbitrary<Pick<Fuzzed, 'contentType' | 'payload'>> = fc.oneof(
    fc
      .tuple(fc.oneof({ weight: 4, arbitrary: jsonType }, { weight: 1, arbitrary: otherType }), body)
      .map(([contentType, value]) => ({ contentType, payload: JSON.stringify(value) })),
    fc
      .tuple(fc.oneof(jsonType, otherType), rawPayload)
      .map(([contentType, raw]) => ({ contentType, payload: raw })),
    fc.constantFrom(null, 'application/json').map((contentType) => ({ contentType, payload: undefined })),
  );
  return (paramCount: number): fc.Arbitrary<Fuzzed> =>
    fc
      .record({
        params: fc.array(someId, { minLength: paramCount, maxLength: paramCount }),
        query: fc.array(queryPair, { maxLength: 3 }).map((pairs) => pairs.flat()),
        payload,
      })
      .map(({ params, query, payload }) => ({ params, query, ...payload }));
}

/** The targeted requests, sent to every route as well as the random ones. */
export const TARGETED: Fuzzed[] = [
  {
    params: ['abc'],
    query: [],
    contentType: 'application/vnd.api+json',
    payload: '{"data":{"relationships":{"account":null}}}',
  },
  { params: ['1'], query: [['page[number]', '99999999999999999999']], contentType: null, payload: undefined },
  {
    params: ['abc'],
    query: [['page[offset]', '99999999999999999999']],
    contentType: null,
    payload: undefined,
  },
  {
    params: ['abc'],
    query: [
      ['page[size]', '-5'],
      ['page[limit]', 'x'],
    ],
    contentType: null,
    payload: undefined,
  },
  {
    params: ['abc'],
    query: [],
    contentType: 'application/json',
    payload:
      '{"data":{"attributes":{"termsOfUseId":"abc","accepted":true},"relationships":{"terms_of_use":{"data":{"type":"terms-of-uses","id":"abc"}}}}}',
  },
  {
    params: ['abc'],
    query: [],
    contentType: 'application/json',
    payload: '{"termsOfUseId":"abc","accepted":true}',
  },
  { params: ['abc'], query: [], contentType: 'text/plain', payload: 'oi' },
  { params: ['abc'], query: [], contentType: 'application/json', payload: '{' },
  { params: ['abc'], query: [], contentType: 'application/json', payload: 'null' },
  { params: ['abc'], query: [], contentType: 'application/json', payload: '[]' },
  { params: ['abc'], query: [], contentType: 'application/json', payload: '"texto"' },
  { params: ['abc'], query: [], contentType: 'multipart/form-data; boundary=x', payload: '--x--' },
];

/**
 * The targeted requests as `route` receives them: a GET sends no body, so those that differ only in their
 * payload are the same request, sent once.
 */
export function targetedFor(route: RegisteredRoute): Fuzzed[] {
  const seen = new Set<string>();
  return TARGETED.filter((fuzzed) => {
    const sent = route.method === 'GET' ? { ...fuzzed, payload: undefined } : fuzzed;
    const key = JSON.stringify([urlOf(route, sent), sent.contentType, sent.payload]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function urlOf(route: RegisteredRoute, fuzzed: Fuzzed): string {
  let index = 0;
  const path = route.url
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, () => encodeURIComponent(fuzzed.params[index++] ?? 'abc'))
    .replace(/\*$/, encodeURIComponent(fuzzed.params[0] ?? 'x'));
  const query = fuzzed.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return query ? `${path}?${query}` : path;
}
