import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../context';
import { BATEL, customerIn, seedWorld } from '../modules/orders/test-fixtures';
import { professionalIn } from '../modules/professional-side/test-fixtures';
import { operatorSignedIn } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/app';
import { AUDIENCE_RULES, audienceOf, registerAudiences, ruleFor, WEB_PAGES } from './audiences';
import { registerAuthentication } from './auth';
import { registerErrorHandling } from './errors';
import { registeredRoutes } from './route-params';

/**
 * Deny by default, read from the app itself: every API route it registered has a declared audience, and each
 * answers as declared — a signed-out call to a non-public route is 401 before its handler runs, a session of
 * another role 403. The expectations come from the table, so a new route is checked without anyone listing it.
 */
describe('who may call each API route (lib/audiences.ts)', () => {
  let t: TestApp;
  const sessions = new Map<Role, Record<string, string>>();

  beforeAll(async () => {
    t = await buildTestApp({});
    const district = await seedWorld(t);
    sessions.set('customer', (await customerIn(t, district[BATEL]!)).auth);
    sessions.set('operator', (await operatorSignedIn(t)).auth);
    sessions.set('professional', (await professionalIn(t, { districtIds: [district[BATEL]!] })).auth);
  });
  afterAll(() => t.close());

  const apiRoutes = () => registeredRoutes(t.app).filter((route) => route.url.startsWith('/api/'));
  const call = (method: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: method as 'GET',
      url: url.replace(/:[A-Za-z]+/g, () => randomUUID()).replace('*', 'x'),
      headers:
        method === 'GET' || method === 'DELETE'
          ? headers
          : { ...headers, 'content-type': 'application/json' },
      payload: method === 'GET' || method === 'DELETE' ? undefined : '{}',
    });

  it('every API route the app registered has a declared audience, and every rule names a route', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(150);
    for (const route of routes)
      expect(audienceOf(route.method, route.url), `${route.method} ${route.url}`).not.toBeNull();
    // A rule no route reaches is a stale line that reads like protection.
    const used = new Set(routes.map((route) => ruleFor(route.method, route.url)));
    expect(AUDIENCE_RULES.filter((rule) => !used.has(rule)).map((rule) => rule.match)).toEqual([]);
  });

  it('a route the table does not name stops the start', async () => {
    const bare = Fastify();
    registerAudiences(bare);
    expect(() => bare.get('/api/forgotten-report', async () => ({ secret: true }))).toThrow(
      /declares no audience/,
    );
    await bare.close();
  });

  it('turns callers away before a handler that forgot to check', async () => {
    const bare = Fastify();
    registerErrorHandling(bare);
    registerAuthentication(bare, async (token) => ({ accountId: randomUUID(), role: token as Role }));
    registerAudiences(bare);
    let reached = 0;
    bare.get('/api/operator/dashboard', async () => {
      reached += 1;
      return { revenue: 1 };
    });
    const asRole = (role?: Role) =>
      bare.inject({
        url: '/api/operator/dashboard',
        headers: role ? { authorization: `Bearer ${role}` } : {},
      });
    expect((await asRole()).statusCode).toBe(401);
    expect((await asRole('customer')).statusCode).toBe(403);
    expect((await asRole('professional')).statusCode).toBe(403);
    expect(reached).toBe(0);
    expect((await asRole('operator')).statusCode).toBe(200);
    expect(reached).toBe(1);
    await bare.close();
  });

  it('a signed-out call to any non-public route is 401 before its handler', async () => {
    const open: string[] = [];
    for (const route of apiRoutes()) {
      const audience = audienceOf(route.method, route.url);
      if (audience === 'public' || audience === WEB_PAGES || route.url === '/api/cable') continue;
      const response = await call(route.method, route.url);
      // A malformed or unknown id is the same 404 for everyone (lib/route-params.ts) — never the case here.
      if (response.statusCode !== 401) open.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('a session of a role the route does not name is 403', async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes()) {
      const audience = audienceOf(route.method, route.url);
      if (!Array.isArray(audience)) continue;
      for (const [role, auth] of sessions) {
        if ((audience as readonly Role[]).includes(role)) continue;
        const response = await call(route.method, route.url, auth);
        if (response.statusCode !== 403)
          wrong.push(`${role}: ${route.method} ${route.url} → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['GET', '/api/operator/orders', ['operator']],
    ['POST', '/api/payments/pix', ['customer']],
    ['POST', '/api/professional/orders/:id/check-in', ['professional']],
    ['POST', '/api/physicals', 'public'],
    ['GET', '/api/professionals/meta/:id', 'public'],
    ['GET', '/api/orders/:id', 'signed-in'],
  ] as const)('%s %s is for %j', (method, url, audience) => {
    expect(audienceOf(method, url)).toEqual(audience);
  });
});
