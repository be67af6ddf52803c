import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { type Database, openTestDatabase } from '../../db';
import { ControllableClock } from '../../lib/clock';
import { registeredRoutes } from '../../lib/route-params';
import { isLoopbackAddress } from '../../lib/same-machine';
import { physicalSignupBody } from '../../test/accounts';
import { serveWebApp } from '../../web';

const REMOTE = '203.0.113.5';
const victim = 'vitima@exemplo.com';

/** The dev helpers as `npm start` has them: a file outbox (no SMTP) and a controllable clock. */
async function startedApp(database: Database, dataDir: string, nodeEnv: 'development' | 'production') {
  const clock = new ControllableClock();
  clock.set(new Date('2026-11-23T12:00:00Z'));
  const app = await buildApp({
    config: testConfig({ NODE_ENV: nodeEnv, PAYMENT_WEBHOOK_SECRET: 'x'.repeat(32) }),
    database,
    dataDir,
    clock,
    workJobs: false,
  });
  // As server.ts assembles it: the built web app answers every other GET with index.html.
  await serveWebApp(app, dataDir);
  await app.ready();
  return app;
}

describe('dev helpers answer only a caller on the same machine', () => {
  let database: Database;
  let dataDir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'brilho-dev-helpers-'));
    writeFileSync(join(dataDir, 'index.html'), '<!doctype html><title>Brilho</title>');
    app = await startedApp(database, dataDir, 'development');
    const created = await app.inject({
      method: 'POST',
      url: '/api/physicals',
      payload: physicalSignupBody({ email: victim, password: 'Segredo-de-Teste-2026' }),
    });
    expect(created.statusCode).toBe(201);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses the account takeover chain from another machine: recovery works, the outbox is absent', async () => {
    const asked = await app.inject({
      method: 'POST',
      url: '/api/password-recovery',
      payload: { email: victim },
      remoteAddress: REMOTE,
    });
    expect(asked.statusCode).toBe(201);
    const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: REMOTE });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.json()).toEqual({ errors: [{ status: '404', title: 'Não encontrado' }] });
    expect(outbox.body).not.toContain('redefina-sua-senha');
    // The same answer as a path that does not exist: nothing tells the helper is there.
    const absent = await app.inject({ method: 'GET', url: '/api/dev/nada', remoteAddress: REMOTE });
    expect(outbox.body).toBe(absent.body);
  });

  it('refuses a remote caller moving the clock that expires sessions and orders', async () => {
    const moved = await app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advance_seconds: 40 * 86400 },
      remoteAddress: REMOTE,
    });
    expect(moved.statusCode).toBe(404);
    expect(app.ctx.clock.now().toISOString()).toBe('2026-11-23T12:00:00.000Z');
  });

  it('refuses a loopback peer that relays someone else (a proxy on this machine)', async () => {
    for (const headers of [
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
      { 'x-forwarded-host': 'brilho.example' },
    ]) {
      const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox', headers });
      expect(outbox.statusCode, JSON.stringify(headers)).toBe(404);
      const clock = await app.inject({
        method: 'POST',
        url: '/api/dev/clock',
        payload: { advance_seconds: 60 },
        headers,
      });
      expect(clock.statusCode, JSON.stringify(headers)).toBe(404);
    }
  });

  it('serves a clean loopback caller (IPv4, IPv6 and IPv4-mapped): the journeys keep their helpers', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const outbox = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${victim}`, remoteAddress });
      expect(outbox.statusCode, remoteAddress).toBe(200);
      expect(outbox.json().data[0].to).toBe(victim);
      expect(outbox.json().data[0].text).toContain('redefina-sua-senha');
    }
    const clock = await app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advance_seconds: 60 },
    });
    expect(clock.json()).toEqual({ current_time: '2026-11-23T12:01:00.000Z' });
  });

  it("lists an e-mail's attachments (name, type and text) so a journey can check the .ics it carried", async () => {
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    await app.ctx.mailer.send({
      to: 'convidada@exemplo.com',
      subject: 'Brilho - Sua limpeza está confirmada',
      text: 'Olá!',
      html: '<p>Olá!</p>',
      attachments: [
        {
          filename: 'limpeza-1234abcd.ics',
          contentType: 'text/calendar; charset=utf-8; method=REQUEST',
          content: ics,
        },
      ],
    });
    const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox?to=convidada@exemplo.com' });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().data[0].attachments).toEqual([
      {
        filename: 'limpeza-1234abcd.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        content: ics,
      },
    ]);
  });

  it('production registers none of them, even for a loopback caller', async () => {
    const production = await startedApp(database, dataDir, 'production');
    try {
      expect((await production.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
      const clock = await production.inject({
        method: 'POST',
        url: '/api/dev/clock',
        payload: { advance_seconds: 60 },
      });
      expect(clock.statusCode).toBe(404);
      const routes = registeredRoutes(production).map((route) => route.url);
      expect(routes.length).toBeGreaterThan(0);
      expect(routes.filter((url) => url.startsWith('/api/dev/'))).toEqual([]);
    } finally {
      await production.close();
    }
  });
});

describe('isLoopbackAddress', () => {
  it('knows loopback from everything else', () => {
    for (const address of ['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1', '::FFFF:127.1.2.3'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of [undefined, '', '10.0.0.1', '203.0.113.5', '::ffff:10.0.0.1', '1270.0.0.1', '::2'])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });
});
