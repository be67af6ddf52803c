import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signUpAndIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';

function connect(url: string): Promise<{ socket: WebSocket; next: () => Promise<Record<string, unknown>> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const queue: Record<string, unknown>[] = [];
    const waiting: ((message: Record<string, unknown>) => void)[] = [];
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as Record<string, unknown>;
      const waiter = waiting.shift();
      if (waiter) waiter(message);
      else queue.push(message);
    });
    socket.on('open', () =>
      resolve({
        socket,
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
});
