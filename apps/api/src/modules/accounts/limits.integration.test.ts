import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { type Database, openTestDatabase } from '../../db';
import { ControllableClock } from '../../lib/clock';
import { signUpAndIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { memoryMailer } from '../mail/mailer';

/**
 * Limits nobody can dodge. The attacks are the ones reproduced against `npm start`:
 * a made-up `X-Forwarded-For` on every request, many e-mails from one address, two API processes.
 */

const TOO_MANY = 'Muitas tentativas. Aguarde um pouco e tente novamente.';

function signInFrom(t: TestApp, email: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/authentication',
    payload: { email, password },
    headers,
  });
}

describe('sign-in limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => t.close());

  it('refuses the 11th wrong password from 30 made-up forwarded addresses, and then the right one too', async () => {
    await signUpAndIn(t, 'vitima@exemplo.com');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const response = await signInFrom(t, 'vitima@exemplo.com', `errada${i}`, {
        'x-forwarded-for': `203.0.113.${i + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));

    const right = await signInFrom(t, 'vitima@exemplo.com', 'segredo123', {
      'x-forwarded-for': '198.51.100.9',
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().errors[0]).toMatchObject({ status: '429', title: TOO_MANY, code: 'rate_limited' });
    expect(right.json().errors[0].detail).toMatch(/^Tente novamente em \d+ minutos?\.$/);
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The professional door spends the same budget.
    const otherDoor = await t.app.inject({
      method: 'POST',
      url: '/api/professional/authentication',
      payload: { email: 'vitima@exemplo.com', password: 'segredo123' },
    });
    expect(otherDoor.statusCode).toBe(429);

    // Once the window has passed, the right password works again.
    t.clock.advance(15 * 60 * 1000);
    expect((await signInFrom(t, 'vitima@exemplo.com', 'segredo123')).statusCode).toBe(200);
  });

  it('lets no more than 10 of 30 simultaneous guesses through to the password check', async () => {
    await signUpAndIn(t, 'simultanea@exemplo.com');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signInFrom(t, 'simultanea@exemplo.com', `chute${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('counts only failures: signing in many times with the right password is never held back', async () => {
    await signUpAndIn(t, 'frequente@exemplo.com');
    for (let i = 0; i < 15; i += 1)
      expect((await signInFrom(t, 'frequente@exemplo.com', 'segredo123')).statusCode).toBe(200);
  });

  it('refuses password spraying: failures for 20 different e-mails from one address, then 429 for any', async () => {
    const from = { remoteAddress: '192.0.2.40' };
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/authentication',
        payload: { email: `pessoa${i}@exemplo.com`, password: 'senha1234' },
        ...from,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(20).fill(429));
    // Another address is not held back.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: 'pessoa0@exemplo.com', password: 'senha1234' },
      remoteAddress: '192.0.2.41',
    });
    expect(elsewhere.statusCode).toBe(401);
  });
});

describe('a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    // inject's peer is 127.0.0.1: that is our load balancer here.
    t = await buildTestApp({ config: { RATE_LIMITS: 'on', TRUST_PROXY: ['127.0.0.1'] } });
  });
  afterAll(() => t.close());

  it("is believed about the client's address, so spraying is counted per real client", async () => {
    const spray = (i: number, client: string) =>
      signInFrom(t, `alvo${i}@exemplo.com`, 'senha1234', { 'x-forwarded-for': client });
    for (let i = 0; i < 20; i += 1) expect((await spray(i, '198.51.100.1')).statusCode).toBe(401);
    expect((await spray(20, '198.51.100.1')).statusCode).toBe(429);
    expect((await spray(21, '198.51.100.2')).statusCode).toBe(401);
  });
});

describe('password recovery limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => t.close());

  const ask = (email: string, remoteAddress = '192.0.2.7', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/password-recovery',
      payload: { email },
      remoteAddress,
      headers,
    });

  it("keeps the spec's 404 for an unknown e-mail, but one address can't list customers in bulk", async () => {
    const first = await ask('ninguem0@exemplo.com');
    expect(first.statusCode).toBe(404);
    expect(first.json().errors[0].title).toBe('Não conseguimos encontrar o email informado!');
    const statuses: number[] = [];
    for (let i = 1; i < 40; i += 1)
      statuses.push(
        (await ask(`ninguem${i}@exemplo.com`, '192.0.2.7', { 'x-forwarded-for': `10.1.0.${i}` })).statusCode,
      );
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(404));
    expect(statuses.slice(9)).toEqual(Array(30).fill(429));
    expect((await ask('ninguem99@exemplo.com')).headers['retry-after']).toBeDefined();
  });

  it('sends at most 3 links an hour to one e-mail, whichever addresses ask', async () => {
    await signUpAndIn(t, 'esquecida@exemplo.com');
    const sentBefore = t.mailer.sent.length;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await ask('esquecida@exemplo.com', `192.0.2.${100 + i}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    expect(t.mailer.sent.length - sentBefore).toBe(3);
    t.clock.advance(60 * 60 * 1000);
    expect((await ask('esquecida@exemplo.com', '192.0.2.99')).statusCode).toBe(201);
  });
});

describe('signed-out uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => t.close());

  it('are limited per real address, whatever X-Forwarded-For says', async () => {
    const upload = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/upload',
        remoteAddress: '192.0.2.50',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
    for (let i = 0; i < 30; i += 1) expect((await upload(i)).statusCode).not.toBe(429);
    const refused = await upload(31);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].title).toBe(TOO_MANY);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('two API processes on one database', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp({ config: { RATE_LIMITS: 'on' } });
    second = await buildTestApp({ config: { RATE_LIMITS: 'on' }, database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('share one budget: 5 failures on each make 10, and the next is refused on both', async () => {
    await signUpAndIn(first, 'compartilhada@exemplo.com');
    for (let i = 0; i < 5; i += 1) {
      expect((await signInFrom(first, 'compartilhada@exemplo.com', `x${i}`)).statusCode).toBe(401);
      expect((await signInFrom(second, 'compartilhada@exemplo.com', `y${i}`)).statusCode).toBe(401);
    }
    expect((await signInFrom(first, 'compartilhada@exemplo.com', 'segredo123')).statusCode).toBe(429);
    expect((await signInFrom(second, 'compartilhada@exemplo.com', 'segredo123')).statusCode).toBe(429);
  });
});

describe('what a refused sign-in leaves in the log', () => {
  const lines: Record<string, unknown>[] = [];
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    const clock = new ControllableClock();
    clock.set(new Date('2026-11-23T12:00:00Z'));
    const destination = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({
      config: testConfig({ RATE_LIMITS: 'on' }),
      database,
      clock,
      mailer: memoryMailer(),
      logger: { level: 'warn', stream: destination },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('logs each failure with the address and a fingerprint of the e-mail, never the e-mail or password', async () => {
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/authentication',
        payload: { email: 'registrada@exemplo.com', password: 'senha-tentada' },
        remoteAddress: '192.0.2.77',
      });
    for (let i = 0; i < 11; i += 1) await attempt();
    const failures = lines.filter((line) => line.msg === 'sign-in failed');
    expect(failures).toHaveLength(10);
    expect(failures[0]!.sign_in).toEqual({
      door: 'customer',
      ip: '192.0.2.77',
      email_fingerprint: expect.stringMatching(/^[0-9a-f]{12}$/),
      account_id: null,
    });
    const limited = lines.filter((line) => line.msg === 'rate limited');
    expect(limited).toHaveLength(1);
    expect(limited[0]!.rate_limit).toEqual({
      rule: 'sign-in-account',
      ip: '192.0.2.77',
      route: '/api/authentication',
    });
    const everything = JSON.stringify(lines);
    expect(everything).not.toContain('registrada@exemplo.com');
    expect(everything).not.toContain('senha-tentada');
  });
});
