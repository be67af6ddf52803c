import { messages, SESSION_LOSS_LOGOUT_MS, SESSION_LOSS_WAIT_MS } from '@brilho/domain';
import { useEffect } from 'react';
import { apiRequest } from './api/client';
import { notify } from './notify';
import { refreshCurrentUser, sessionToken, signOut } from './session';

export type ChannelName = 'AccountChannel' | 'OrderChannel' | 'PaymentChannel';
export interface CableMessage {
  channel?: ChannelName;
  id?: string;
  type?: string;
  data?: { to_state?: string } & Record<string, unknown>;
}

const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];

/**
 * The account's live channel (spec product §4 "Session"): any account message refetches the user; when
 * the connection drops the token is checked, and after 40 s without reconnecting the session-expired
 * message shows, then logout 5 s later and a reload.
 */
export function useAccountCable(accountId: string | null): void {
  useEffect(() => {
    if (!accountId) return;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let stopped = false;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    let lossTimer: ReturnType<typeof setTimeout> | undefined;

    const expire = () => {
      notify({ type: 'error', durationMs: SESSION_LOSS_LOGOUT_MS, message: messages.auth.sessionExpired });
      setTimeout(async () => {
        await signOut();
        window.location.reload();
      }, SESSION_LOSS_LOGOUT_MS);
    };

    const connect = () => {
      const token = sessionToken.get();
      if (!token || stopped) return;
      const url = new URL(`/api/cable?token=${encodeURIComponent(token)}`, window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      socket = new WebSocket(url.toString());
      socket.onopen = () => {
        attempt = 0;
        clearTimeout(lossTimer);
        lossTimer = undefined;
        socket?.send(JSON.stringify({ command: 'subscribe', channel: 'AccountChannel' }));
      };
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as CableMessage;
        if (message.channel === 'AccountChannel') void refreshCurrentUser();
      };
      socket.onclose = () => {
        if (stopped) return;
        // The token is checked at once: a revoked session logs out through the client's 401 rule.
        void apiRequest('/token-check').catch(() => {});
        lossTimer ??= setTimeout(expire, SESSION_LOSS_WAIT_MS);
        const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
        attempt += 1;
        reconnectTimer = setTimeout(connect, delay);
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(reconnectTimer);
      clearTimeout(lossTimer);
      socket?.close();
    };
  }, [accountId]);
}
