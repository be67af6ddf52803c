import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
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
import { type Fuzzed, fuzzedRequests, targetedFor, urlOf } from './route-fuzz.requests.test-fixtures';

/**
 * Every route the app registered (read from the app itself, so a new route is fuzzed without anyone
 * remembering it) gets malformed ids, pages, query params, bodies and content types as each role. Nothing may
 * answer 5xx, and nothing customer B gets with a 2xx may carry customer A's e-mail or order ids.
 *
 * The roles are spread over two files (route-fuzz.integration.test.ts and route-fuzz.customers.integration.test.ts)
 * so the two workers share the run; each file seeds the same world with `fuzzWorld`.
 */

const SKIPPED = new Set([
  // The websocket upgrade: not a request/answer route.
  'GET /api/cable',
]);

/**
 * Random requests per route and role. With the targeted ones (12, 7 for a GET): 204 routes × 5 roles ≈ 17,750
 * requests, most of their time in PGlite's queries. Seeds are fixed per route, so a failure reproduces.
 */
const RUNS_PER_ROUTE = 8;

/**
 * One role's run: 10–40 s on an idle two-core machine, four times that and more when other runs share its cores
 * (a role at 120 s timed out so): wall time is not what these tests measure.
 */
export const FUZZ_TIMEOUT = 400_000;

export type Role = 'signed out' | 'customer A' | 'customer B' | 'operator' | 'professional';

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

/** A test app seeded with the fuzz's accounts, signed in, and what each role's fuzzing sends. */
export interface FuzzWorld {
  t: TestApp;
  routes: RegisteredRoute[];
  /** Sends every route the targeted and random requests as `role`; the failures, empty when none. */
  fuzzEveryRoute(role: Role): Promise<string[]>;
  /** Sends the accepted bodies broken at each place in turn; the failures, empty when none. */
  breakValidBodies(): Promise<string[]>;
}

export async function fuzzWorld(): Promise<FuzzWorld> {
  const sessions = new Map<Role, { email: string; auth: Record<string, string> }>();
  const knownIds: string[] = [];
  const request = fuzzedRequests(knownIds);
  /** Bodies these routes accept, each mutated at one place at a time by `breakValidBodies`. */
  const corpus: { role: Role; method: 'POST' | 'PATCH'; url: string; body: () => Json; accepted?: true }[] =
    [];

  const t = await buildTestApp({ now: NOW });
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
  const secrets: string[] = [anaEmail, order.json().data.id];
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
  const routes = registeredRoutes(t.app).filter((route) => !SKIPPED.has(`${route.method} ${route.url}`));

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

  async function fuzzEveryRoute(role: Role): Promise<string[]> {
    const failures: string[] = [];
    for (const [index, route] of routes.entries()) {
      const headers = await headersOf(role);
      const paramCount = (route.url.match(/:[A-Za-z_]/g) ?? []).length + (route.url.endsWith('*') ? 1 : 0);
      try {
        for (const fuzzed of targetedFor(route)) await send(route, role, fuzzed, headers);
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
    return failures;
  }

  async function breakValidBodies(): Promise<string[]> {
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
    return failures;
  }

  return { t, routes, fuzzEveryRoute, breakValidBodies };
}
