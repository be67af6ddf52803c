import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema';
import { type RegisteredRoute, registeredRoutes } from '../lib/route-params';
import {
  BATEL,
  createProfessional,
  customerIn,
  fullDays,
  NOW,
  orderBody,
  postOrder,
  seedWorld,
  TUESDAY,
} from '../modules/orders/test-fixtures';
import { professionalIn } from '../modules/professional-side/test-fixtures';
import { legalSignupBody, operatorSignedIn, physicalSignupBody } from './accounts';
import { buildTestApp, type TestApp } from './app';

/**
 * Every route the app registered (read from the app itself, so a new route is fuzzed without anyone
 * remembering it) gets malformed ids, pages, query params, bodies and content types as each role. Nothing may
 * answer 5xx, and nothing customer B gets with a 2xx may carry customer A's e-mail or order ids.
 */

const SKIPPED = new Set([
  // The websocket upgrade: not a request/answer route.
  'GET /api/cable',
]);

/**
 * Random requests per route and role. With the 12 targeted ones: ~160 routes × 5 roles × 20 ≈ 16,000 requests,
 * 40–60 s on PGlite on two cores (more when they are busy), ~20 s on PostgreSQL. Seeds are fixed per route, so a
 * failure reproduces.
 */
const RUNS_PER_ROUTE = 8;

type Role = 'signed out' | 'customer A' | 'customer B' | 'operator' | 'professional';
const ROLES: Role[] = ['signed out', 'customer A', 'customer B', 'operator', 'professional'];

interface Fuzzed {
  params: string[];
  query: [string, string][];
  contentType: string | null;
  payload: string | undefined;
}

/** Real ids (customer A's order and account, the others' accounts), filled in before the first run. */
const knownIds: string[] = [];
const knownId = fc.nat().map((n) => knownIds[n % Math.max(1, knownIds.length)] ?? 'abc');

const hugeNumber = fc.constantFrom('99999999999999999999999', '9223372036854775808', '1e309', '2147483648');
const malformedId = fc.oneof(
  fc.constantFrom('abc', '1', '0', '-1', '../', '..%2F..%2Fetc', '%00', 'null', 'undefined', ' ', 'ção'),
  hugeNumber,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.uuid().map((uuid) => `${uuid}x`),
  fc.uuid(),
);
/** An id param or field: as often a real id (to reach the handler past the id check) as a malformed one. */
const someId = fc.oneof(malformedId, knownId);
const pageValue = fc.oneof(
  fc.constantFrom('-1', '0', '1', '1.5', 'abc', '', '[]', '1e3', ' 2'),
  hugeNumber,
  fc.integer({ min: -1_000, max: 10_000_000 }).map(String),
);
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
const deep = fc.integer({ min: 50, max: 2_000 }).map((depth) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { data: value };
  return value;
});
const relationship = fc.oneof(
  fc.constant(null),
  fc.constant({ data: null }),
  fc.constant({ data: [] }),
  fc.constant('x'),
  someId.map((id) => ({ data: { type: 'x', id } })),
  fc.array(someId, { maxLength: 3 }).map((ids) => ({ data: ids.map((id) => ({ type: 'x', id })) })),
  fc.dictionary(attributeName, leaf, { maxKeys: 3 }).map((attributes) => ({ data: { attributes } })),
);
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
const body: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, [], 'texto', 42, true, {}, { data: null }, { data: [] }, { data: 'x' }, { data: 1 }),
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
const payload: fc.Arbitrary<Pick<Fuzzed, 'contentType' | 'payload'>> = fc.oneof(
  fc
    .tuple(fc.oneof({ weight: 4, arbitrary: jsonType }, { weight: 1, arbitrary: otherType }), body)
    .map(([contentType, value]) => ({ contentType, payload: JSON.stringify(value) })),
  fc
    .tuple(fc.oneof(jsonType, otherType), rawPayload)
    .map(([contentType, raw]) => ({ contentType, payload: raw })),
  fc.constantFrom(null, 'application/json').map((contentType) => ({ contentType, payload: undefined })),
);
const request = (paramCount: number): fc.Arbitrary<Fuzzed> =>
  fc
    .record({
      params: fc.array(someId, { minLength: paramCount, maxLength: paramCount }),
      query: fc.array(queryPair, { maxLength: 3 }).map((pairs) => pairs.flat()),
      payload,
    })
    .map(({ params, query, payload }) => ({ params, query, ...payload }));

/** The targeted requests, sent to every route as well as the random ones. */
const TARGETED: Fuzzed[] = [
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

function urlOf(route: RegisteredRoute, fuzzed: Fuzzed): string {
  let index = 0;
  const path = route.url
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, () => encodeURIComponent(fuzzed.params[index++] ?? 'abc'))
    .replace(/\*$/, encodeURIComponent(fuzzed.params[0] ?? 'x'));
  const query = fuzzed.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return query ? `${path}?${query}` : path;
}

/** What a 2xx answer says, without the links that echo the request's own query. */
function answerText(body: string): string {
  try {
    const { links: _links, ...rest } = JSON.parse(body) as Record<string, unknown>;
    return JSON.stringify(rest);
  } catch {
    return body;
  }
}

/** What a mutated body puts in place of one value. */
const WRONG_VALUES: unknown[] = [
  null,
  [],
  {},
  'x',
  -1,
  Number.MAX_VALUE,
  true,
  'x'.repeat(20_000),
  [null],
  { data: null },
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path inside a JSON value (object keys and array indexes), the root excluded. */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...pathsOf(item, [...prefix, key]),
    ]);
  return [];
}

/** `body` with the value at `path` replaced. */
function replacedAt(body: Json, path: (string | number)[], replacement: unknown): Json {
  const copy = structuredClone(body);
  let node = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  node[path.at(-1)!] = replacement as Json;
  return copy;
}

describe("route fuzz: hostile input never gets a 5xx nor another account's data", () => {
  let t: TestApp;
  let routes: RegisteredRoute[];
  const sessions = new Map<Role, { email: string; auth: Record<string, string> }>();
  let secrets: string[] = [];
  /** Bodies these routes accept, each mutated at one place at a time by the last property. */
  const corpus: { role: Role; method: 'POST' | 'PATCH'; url: string; body: () => Json; accepted?: true }[] =
    [];

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    const district = await seedWorld(t);
    const pro = await createProfessional(t.database.db, {
      districtIds: [district[BATEL]!],
      windows: fullDays(TUESDAY),
    });
    const emailOf = async (accountId: string) =>
      (await t.database.db.select().from(accounts).where(eq(accounts.id, accountId)))[0]!.email;
    const ana = await customerIn(t, district[BATEL]!);
    const bruno = await customerIn(t, district[BATEL]!);
    const order = await postOrder(t, ana, orderBody(ana, pro.id, { date: TUESDAY, hour: 9, hours: 2 }));
    expect(order.statusCode).toBe(201);
    const anaEmail = await emailOf(ana.accountId);
    secrets = [anaEmail, order.json().data.id];
    knownIds.push(order.json().data.id, ana.accountId, bruno.accountId, pro.id);
    sessions.set('customer A', { email: anaEmail, auth: ana.auth });
    sessions.set('customer B', { email: await emailOf(bruno.accountId), auth: bruno.auth });
    const operator = await operatorSignedIn(t);
    sessions.set('operator', { email: await emailOf(operator.accountId), auth: operator.auth });
    const rosa = await professionalIn(t, { districtIds: [district[BATEL]!] });
    sessions.set('professional', { email: rosa.email, auth: rosa.auth });
    knownIds.push(operator.accountId, rosa.id, rosa.accountId);
    corpus.push(
      {
        role: 'signed out',
        method: 'POST',
        url: '/api/physicals',
        body: () => physicalSignupBody() as Json,
        accepted: true,
      },
      {
        role: 'signed out',
        method: 'POST',
        url: '/api/legals',
        body: () => legalSignupBody() as Json,
        accepted: true,
      },
      {
        role: 'customer A',
        method: 'POST',
        url: '/api/orders',
        accepted: true,
        body: () => orderBody(ana, pro.id, { date: TUESDAY, hour: 14, hours: 2 }) as unknown as Json,
      },
      {
        role: 'customer A',
        method: 'PATCH',
        url: `/api/accounts/${ana.accountId}`,
        accepted: true,
        body: () => ({ data: { type: 'accounts', id: ana.accountId, attributes: { first_name: 'Ana' } } }),
      },
      {
        role: 'customer A',
        method: 'PATCH',
        url: `/api/addresses/${ana.addressId}`,
        accepted: true,
        body: () => ({
          data: { type: 'addresses', attributes: { name: 'Sala', reference: 'Perto da praça' } },
        }),
      },
      {
        role: 'customer B',
        method: 'POST',
        url: '/api/support/chat/messages',
        accepted: true,
        body: () => ({ data: { type: 'support-messages', attributes: { body: 'Olá' } } }),
      },
      {
        role: 'customer B',
        method: 'POST',
        url: '/api/tickets/general-question-ticket',
        accepted: true,
        body: () => ({ data: { type: 'tickets', attributes: { topic: 'general', question: 'Uma dúvida' } } }),
      },
      {
        role: 'customer B',
        method: 'POST',
        url: '/api/accounts-terms-of-use',
        body: () => ({ data: { attributes: { accepted: true, termsOfUseId: crypto.randomUUID() } } }),
      },
      {
        role: 'signed out',
        method: 'POST',
        url: '/api/authentication',
        body: () => ({ data: { attributes: { email: 'ninguem@exemplo.com', password: 'errada123' } } }),
      },
    );
    routes = registeredRoutes(t.app).filter((route) => !SKIPPED.has(`${route.method} ${route.url}`));
  });
  afterAll(() => t.close());

  it('reads the route list from the app itself', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toContainEqual(expect.objectContaining({ method: 'PATCH', url: '/api/profiles/:id' }));
  });

  /** A role's headers, signing it in again when a fuzzed request ended its session (DELETE /authentication). */
  async function headersOf(role: Role): Promise<Record<string, string>> {
    const session = sessions.get(role);
    if (!session) return {};
    const check = await t.app.inject({ method: 'GET', url: '/api/token-check', headers: session.auth });
    if (check.statusCode === 200 && check.json().data?.valid !== false) return session.auth;
    const path = role === 'professional' ? '/api/professional/authentication' : '/api/authentication';
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      payload: { data: { attributes: { email: session.email, password: 'segredo123' } } },
    });
    if (response.statusCode !== 200) {
      // The password changed or the account was blocked by a fuzzed call: carry on signed out.
      return {};
    }
    session.auth = { authorization: `Bearer ${response.json().token}` };
    return session.auth;
  }

  async function send(route: RegisteredRoute, role: Role, fuzzed: Fuzzed, headers: Record<string, string>) {
    const url = urlOf(route, fuzzed);
    const response = await t.app.inject({
      method: route.method as 'GET',
      url,
      headers: { ...headers, ...(fuzzed.contentType ? { 'content-type': fuzzed.contentType } : {}) },
      ...(fuzzed.payload !== undefined && route.method !== 'GET' ? { payload: fuzzed.payload } : {}),
    });
    const what = `${role}: ${route.method} ${url} ${fuzzed.contentType ?? ''} ${String(fuzzed.payload).slice(0, 300)}`;
    if (response.statusCode >= 500)
      throw new Error(`${response.statusCode} on ${what}\n${response.body.slice(0, 500)}`);
    if (role === 'customer B' && response.statusCode < 300) {
      const text = answerText(response.body);
      for (const secret of secrets)
        if (text.includes(secret)) throw new Error(`customer A's ${secret} leaked to customer B on ${what}`);
    }
  }

  for (const role of ROLES) {
    it(`answers no 5xx on any route to malformed input as ${role}`, { timeout: 120_000 }, async () => {
      const failures: string[] = [];
      for (const [index, route] of routes.entries()) {
        const headers = await headersOf(role);
        const paramCount = (route.url.match(/:[A-Za-z_]/g) ?? []).length + (route.url.endsWith('*') ? 1 : 0);
        try {
          for (const fuzzed of TARGETED) await send(route, role, fuzzed, headers);
          await fc.assert(
            fc.asyncProperty(request(paramCount), (fuzzed) => send(route, role, fuzzed, headers)),
            { numRuns: RUNS_PER_ROUTE, seed: 20_2026 + index, endOnFailure: true },
          );
        } catch (error) {
          // fast-check keeps the failing request's own error as the cause.
          const cause = (error as Error).cause;
          failures.push((cause instanceof Error ? cause : (error as Error)).message.slice(0, 800));
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('answers no 5xx to valid bodies broken at any one place', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const entry of corpus) {
      const route = { method: entry.method, url: entry.url };
      const body = entry.body();
      if (entry.accepted) {
        // The body as it is must pass, or its mutations would stop at the first check and prove little.
        const response = await t.app.inject({
          method: entry.method,
          url: entry.url,
          headers: await headersOf(entry.role),
          payload: body as object,
        });
        expect(response.statusCode, `${entry.url}: ${response.body.slice(0, 300)}`).toBeLessThan(300);
      }
      // Every place in the body gets each wrong kind of value, one at a time.
      for (const path of pathsOf(body))
        for (const replacement of WRONG_VALUES) {
          const fuzzed: Fuzzed = {
            params: [],
            query: [],
            contentType: 'application/vnd.api+json',
            payload: JSON.stringify(replacedAt(entry.body(), path, replacement)),
          };
          try {
            await send(route, entry.role, fuzzed, await headersOf(entry.role));
          } catch (error) {
            failures.push((error as Error).message.slice(0, 800));
          }
        }
    }
    expect(failures).toEqual([]);
  });
});
