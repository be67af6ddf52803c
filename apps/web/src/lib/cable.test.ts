import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./notify', () => ({ notify: vi.fn() }));
vi.mock('./session', () => ({
  sessionToken: { get: () => 'token' },
  refreshCurrentUser: vi.fn(async () => {}),
  signOut: vi.fn(async () => {}),
}));
vi.mock('./api/client', () => ({ apiRequest: vi.fn(async () => ({})) }));

import { useAccountCable, useAccountMessages, useChannel } from './cable';
import { notify } from './notify';
import { refreshCurrentUser, signOut } from './session';

class FakeSocket {
  static instances: FakeSocket[] = [];
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
}

describe('the account cable', () => {
  const reload = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    Object.defineProperty(window, 'location', {
      value: { ...window.location, href: 'http://localhost/', reload },
      configurable: true,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('subscribes to the account channel and refetches the user on any message', () => {
    renderHook(() => useAccountCable('acc-1'));
    const socket = FakeSocket.instances[0]!;
    expect(socket.url).toBe('ws://localhost/api/cable?token=token');
    socket.onopen?.();
    expect(JSON.parse(socket.sent[0]!)).toEqual({ command: 'subscribe', channel: 'AccountChannel' });
    socket.onmessage?.({
      data: JSON.stringify({ channel: 'AccountChannel', id: 'acc-1', data: { to_state: 'updated' } }),
    });
    expect(refreshCurrentUser).toHaveBeenCalledTimes(1);
  });

  it('does not read the user again when the first subscription is confirmed, only after a reconnection', async () => {
    const listener = vi.fn();
    renderHook(() => {
      useAccountCable('acc-1');
      useAccountMessages(listener);
    });
    const confirm = JSON.stringify({ type: 'confirm_subscription', channel: 'AccountChannel', id: 'acc-1' });
    const first = FakeSocket.instances[0]!;
    first.onopen?.();
    first.onmessage?.({ data: JSON.stringify({ type: 'welcome' }) });
    first.onmessage?.({ data: confirm });
    expect(refreshCurrentUser).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();

    first.onclose?.();
    await vi.advanceTimersByTimeAsync(1_000);
    const again = FakeSocket.instances[1]!;
    again.onopen?.();
    again.onmessage?.({ data: confirm });
    expect(refreshCurrentUser).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();
  });

  it('hands chat messages to the account listeners without refetching the user', () => {
    const heard = vi.fn();
    renderHook(() => useAccountCable('acc-1'));
    renderHook(() => useAccountMessages(heard));
    const socket = FakeSocket.instances[0]!;
    socket.onopen?.();
    const data = { to_state: 'chat_message', message: { id: 'm1', author: 'operator', body: 'Olá!' } };
    socket.onmessage?.({ data: JSON.stringify({ channel: 'AccountChannel', id: 'acc-1', data }) });
    expect(heard).toHaveBeenCalledWith(data);
    expect(refreshCurrentUser).not.toHaveBeenCalled();
  });

  it('after 40 s without reconnecting says the session expired, then logs out 5 s later and reloads', async () => {
    renderHook(() => useAccountCable('acc-1'));
    FakeSocket.instances[0]!.onopen?.();
    FakeSocket.instances[0]!.onclose?.();
    // Every reconnection attempt fails too.
    const failNew = () => {
      for (const socket of FakeSocket.instances.slice(1))
        if (socket.onclose) {
          const close = socket.onclose;
          socket.onclose = null;
          close();
        }
    };
    for (let second = 0; second < 39; second += 1) {
      await vi.advanceTimersByTimeAsync(1_000);
      failNew();
    }
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        message: 'A sua sessão expirou. Você será redirecionado para a tela de login.',
      }),
    );
    expect(signOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(signOut).toHaveBeenCalled();
    expect(reload).toHaveBeenCalled();
  });

  it('does not expire when it reconnects in time', async () => {
    renderHook(() => useAccountCable('acc-1'));
    FakeSocket.instances[0]!.onclose?.();
    await vi.advanceTimersByTimeAsync(1_000);
    FakeSocket.instances[1]!.onopen?.();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('a channel for a key (OrderChannel, PaymentChannel)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("subscribes to the channel for the key and hands over only that key's messages", () => {
    const onMessage = vi.fn();
    renderHook(() => useChannel('PaymentChannel', 'order-1', onMessage));
    const socket = FakeSocket.instances[0]!;
    socket.onopen?.();
    expect(JSON.parse(socket.sent[0]!)).toEqual({
      command: 'subscribe',
      channel: 'PaymentChannel',
      id: 'order-1',
    });
    const send = (message: unknown) => socket.onmessage?.({ data: JSON.stringify(message) });
    send({ type: 'confirm_subscription', channel: 'PaymentChannel', id: 'order-1' });
    send({ channel: 'PaymentChannel', id: 'order-2', data: { to_state: 'authorized' } });
    send({ channel: 'OrderChannel', id: 'order-1', data: { to_state: 'paid' } });
    socket.onmessage?.({ data: 'not json' });
    send({ channel: 'PaymentChannel', id: 'order-1', data: { to_state: 'authorized', payment_id: 'p1' } });
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith({ to_state: 'authorized', payment_id: 'p1' });
    // The session itself is the account cable's business.
    expect(refreshCurrentUser).not.toHaveBeenCalled();
  });

  it('reconnects and subscribes again after a drop, without the session-expired message', async () => {
    renderHook(() => useChannel('OrderChannel', 'order-1', () => {}));
    FakeSocket.instances[0]!.onopen?.();
    FakeSocket.instances[0]!.onclose?.();
    await vi.advanceTimersByTimeAsync(1_000);
    const again = FakeSocket.instances[1]!;
    again.onopen?.();
    expect(JSON.parse(again.sent[0]!)).toEqual({
      command: 'subscribe',
      channel: 'OrderChannel',
      id: 'order-1',
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(notify).not.toHaveBeenCalled();
  });

  it('opens nothing without a key', () => {
    renderHook(() => useChannel('OrderChannel', null, () => {}));
    expect(FakeSocket.instances).toHaveLength(0);
  });
});
