import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openTestDatabase } from '../../db';
import { sessions } from '../../db/schema';
import { ControllableClock } from '../../lib/clock';
import { type EventBus, postgresEventBus } from '../../lib/events';
import {
  linkInLastEmail,
  operatorSignedIn,
  physicalSignupBody,
  signIn,
  signUpAndIn,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { memoryMailer } from '../mail/mailer';

interface Connection {
  socket: WebSocket;
  next: () => Promise<Record<string, unknown>>;
  /** Every message received, in order. */
  received: Record<string, unknown>[];
  /** Resolves with the close code once the server closes the socket. */
  closed: Promise<number>;
}

function connect(url: string): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const received: Record<string, unknown>[] = [];
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    const queue: Record<string, unknown>[] = [];
    const waiting: ((message: Record<string, unknown>) => void)[] = [];
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as Record<string, unknown>;
      received.push(message);
      const waiter = waiting.shift();
      if (waiter) waiter(message);
      else queue.push(message);
    });
    socket.on('open', () =>
      resolve({
        socket,
        received,
        closed,
        next: () => new Promise((r) => (queue.length > 0 ? r(queue.shift()!) : waiting.push(r))),
      }),
    );
    socket.on('error', reject);
  });
}

describe('the cable', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/cable`;
  });
  afterAll(() => t.close());

  it('streams the own account channel: a profile change reaches the browser as a message', async () => {
    const me = await signUpAndIn(t, 'cabo@exemplo.com');
    const { socket, next } = await connect(`${base}?token=${me.token}`);
    expect(await next()).toEqual({ type: 'welcome' });
    socket.send(JSON.stringify({ command: 'subscribe', channel: 'AccountChannel' }));
    expect(await next()).toMatchObject({
      type: 'confirm_subscription',
      channel: 'AccountChannel',
      id: me.accountId,
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${me.accountId}`,
      headers: me.auth,
      payload: { first_name: 'Nova' },
    });
    expect(await next()).toEqual({
      channel: 'AccountChannel',
      id: me.accountId,
      data: { to_state: 'updated' },
    });
    socket.close();
  });

  it('rejects a connection without a valid session token', async () => {
    const { socket, next } = await connect(`${base}?token=invalido`);
    expect(await next()).toEqual({ type: 'rejected', reason: 'unauthorized' });
    await new Promise((resolve) => socket.on('close', resolve));
  });

  it('rejects a subscription to a channel nobody authorised', async () => {
    const me = await signUpAndIn(t, 'curioso@exemplo.com');
    const { socket, next } = await connect(`${base}?token=${me.token}`);
    await next();
    socket.send(JSON.stringify({ command: 'subscribe', channel: 'OrderChannel', id: 'pedido-de-outro' }));
    expect(await next()).toMatchObject({ type: 'reject_subscription', channel: 'OrderChannel' });
    socket.close();
  });

  /** A socket subscribed to its own account channel, as the web opens it after sign-in. */
  async function subscribedAs(token: string) {
    const connection = await connect(`${base}?token=${token}`);
    expect(await connection.next()).toEqual({ type: 'welcome' });
    connection.socket.send(JSON.stringify({ command: 'subscribe', channel: 'AccountChannel' }));
    expect(await connection.next()).toMatchObject({ type: 'confirm_subscription' });
    return connection;
  }

  const profileChange = (accountId: string, auth: Record<string, string>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${accountId}`,
      headers: auth,
      payload: { first_name: 'Outra' },
    });

  it('closes the socket of a session that signs out, and it receives no event after that', async () => {
    const me = await signUpAndIn(t, 'saindo@exemplo.com');
    const other = await signIn(t, 'saindo@exemplo.com');
    const leaving = await subscribedAs(me.token);
    const staying = await subscribedAs(other.token);

    await t.app.inject({ method: 'DELETE', url: '/api/authentication', headers: me.auth });
    // An event raised right away, while the socket's session is being checked again, is not delivered.
    await profileChange(me.accountId, other.auth);
    expect(await leaving.closed).toBe(4401);
    expect(leaving.received.filter((message) => 'channel' in message && !('type' in message))).toEqual([]);

    // The account's other session (another browser) keeps streaming.
    expect(await staying.next()).toEqual({
      channel: 'AccountChannel',
      id: me.accountId,
      data: { to_state: 'updated' },
    });
    staying.socket.close();
  });

  it('delivers nothing between a revocation and the close, however quickly an event follows it', async () => {
    const me = await signUpAndIn(t, 'rapida@exemplo.com');
    const live = await subscribedAs(me.token);
    await t.database.db
      .update(sessions)
      .set({ revokedAt: t.clock.now() })
      .where(eq(sessions.accountId, me.accountId));
    // Both published in the same tick, as two processes could: the event must not slip through.
    void t.app.ctx.events.publish({
      channel: 'SessionChannel',
      key: me.accountId,
      data: { to_state: 'revoked' },
    });
    void t.app.ctx.events.publish({
      channel: 'AccountChannel',
      key: me.accountId,
      data: { to_state: 'updated' },
    });
    expect(await live.closed).toBe(4401);
    expect(live.received.filter((message) => 'channel' in message && !('type' in message))).toEqual([]);
  });

  it('closes every socket of the account when its password is reset from the e-mailed link', async () => {
    const me = await signUpAndIn(t, 'redefinindo@exemplo.com');
    const live = await subscribedAs(me.token);
    await t.app.inject({
      method: 'POST',
      url: '/api/password-recovery',
      payload: { email: 'redefinindo@exemplo.com' },
    });
    const token = new URL(linkInLastEmail(t, 'redefinindo@exemplo.com')).pathname.split('/').pop()!;
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/password-recovery/${token}`,
      payload: {
        email: 'redefinindo@exemplo.com',
        password: 'outra-frase-longa',
        password_confirmation: 'outra-frase-longa',
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await live.closed).toBe(4401);
  });

  it('closes the socket of a customer an operator blocks', async () => {
    const me = await signUpAndIn(t, 'bloqueada@exemplo.com');
    const operator = await operatorSignedIn(t);
    const live = await subscribedAs(me.token);
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/operator/customers/${me.accountId}/block`,
      headers: operator.auth,
      payload: { data: { attributes: { reason: 'Chargebacks repetidos.' } } },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await live.closed).toBe(4401);
  });
});

// Two API processes on one PostgreSQL, their events through LISTEN/NOTIFY as in production.
describe.runIf(process.env.TEST_DATABASE_URL)('the cable behind a load balancer', () => {
  it('closes a socket on one process when its session signs out through another', async () => {
    const database = await openTestDatabase();
    const buses: EventBus[] = [];
    const apps: FastifyInstance[] = [];
    try {
      for (let i = 0; i < 2; i += 1) {
        const events = await postgresEventBus(process.env.TEST_DATABASE_URL!);
        buses.push(events);
        const clock = new ControllableClock();
        clock.set(new Date('2026-11-23T12:00:00Z'));
        const app = await buildApp({ config: testConfig(), database, clock, mailer: memoryMailer(), events });
        apps.push(app);
      }
      const [first, second] = apps as [FastifyInstance, FastifyInstance];
      await second.listen({ port: 0, host: '127.0.0.1' });
      const signedUp = await first.inject({
        method: 'POST',
        url: '/api/physicals',
        payload: physicalSignupBody({ email: 'dois@exemplo.com' }),
      });
      expect(signedUp.statusCode).toBe(201);
      const signedIn = await first.inject({
        method: 'POST',
        url: '/api/authentication',
        payload: { email: 'dois@exemplo.com', password: 'segredo123' },
      });
      const { token } = signedIn.json() as { token: string };
      const port = (second.server.address() as AddressInfo).port;
      const live = await connect(`ws://127.0.0.1:${port}/api/cable?token=${token}`);
      expect(await live.next()).toEqual({ type: 'welcome' });

      await first.inject({
        method: 'DELETE',
        url: '/api/authentication',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(await live.closed).toBe(4401);
    } finally {
      for (const app of apps) await app.close();
      for (const bus of buses) await bus.close();
      await database.close();
    }
  });
});
