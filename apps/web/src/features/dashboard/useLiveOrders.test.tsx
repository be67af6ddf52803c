import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../lib/session', () => ({
  sessionToken: { get: () => 'token' },
  refreshCurrentUser: vi.fn(async () => {}),
  signOut: vi.fn(async () => {}),
}));

import { useLiveOrders } from './useLiveOrders';

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

describe("the dashboard's live orders", () => {
  beforeEach(() => {
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("subscribes every shown order's channel on one connection and re-reads the lists when one moves", () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useLiveOrders([{ id: 'o1' }, { id: 'o2' }, { id: 'o1' }]), { wrapper });
    expect(FakeSocket.instances).toHaveLength(1);
    const socket = FakeSocket.instances[0]!;
    socket.onopen?.();
    expect(socket.sent.map((frame) => JSON.parse(frame))).toEqual([
      { command: 'subscribe', channel: 'OrderChannel', id: 'o1' },
      { command: 'subscribe', channel: 'OrderChannel', id: 'o2' },
    ]);
    socket.onmessage?.({
      data: JSON.stringify({ channel: 'OrderChannel', id: 'other', data: { to_state: 'provisioning' } }),
    });
    expect(invalidate).not.toHaveBeenCalled();
    socket.onmessage?.({
      data: JSON.stringify({ channel: 'OrderChannel', id: 'o2', data: { to_state: 'provisioning' } }),
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });
  });

  it('opens nothing while no order is shown', () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useLiveOrders([]), { wrapper });
    expect(FakeSocket.instances).toHaveLength(0);
  });
});
