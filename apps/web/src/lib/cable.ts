import { SESSION_LOSS_LOGOUT_MS, SESSION_LOSS_WAIT_MS } from '@brilho/domain/constants';
import { authMessages } from '@brilho/domain/messages-core';
import { useEffect, useRef } from 'react';
import { apiRequest } from './api/client';
import { notify } from './notify';
import { refreshCurrentUser, sessionToken, signOut } from './session';

export type ChannelName =
  | 'AccountChannel'
  | 'OrderChannel'
  | 'PaymentChannel'
  | 'ProfessionalChannel'
  | 'SupportInboxChannel';
export interface CableMessage {
  channel?: ChannelName;
  id?: string;
  type?: string;
  data?: { to_state?: string } & Record<string, unknown>;
}

const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];

interface CableHandlers {
  /** Called on every (re)connection: subscribe here, so a reconnect subscribes again. */
  onOpen(send: (payload: unknown) => void): void;
  onMessage(message: CableMessage): void;
  /** Called when an open or opening connection drops (not when `close()` was asked for). */
  onDrop?(): void;
}

/**
 * One WebSocket to `/api/cable` with the session token, reconnecting after 1, 2, 5 then every 10 s. Frames
 * that are not JSON are ignored. Answers the function that closes it for good.
 */
function connectCable(handlers: CableHandlers): () => void {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let stopped = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    const token = sessionToken.get();
    if (!token || stopped) return;
    const url = new URL(`/api/cable?token=${encodeURIComponent(token)}`, window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const current = new WebSocket(url.toString());
    socket = current;
    current.onopen = () => {
      attempt = 0;
      handlers.onOpen((payload) => current.send(JSON.stringify(payload)));
    };
    current.onmessage = (event) => {
      let message: CableMessage;
      try {
        message = JSON.parse(String(event.data)) as CableMessage;
      } catch {
        return;
      }
      handlers.onMessage(message);
    };
    current.onclose = () => {
      if (stopped) return;
      handlers.onDrop?.();
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
      attempt += 1;
      reconnectTimer = setTimeout(connect, delay);
    };
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(reconnectTimer);
    socket?.close();
  };
}

/** Listeners of the account channel's messages, fed by the one account cable of the layout. */
const accountListeners = new Set<(data: ChannelData) => void>();

/**
 * Hears the AccountChannel's messages (the support chat's `chat_message`) while mounted, through the
 * layout's account cable: no second socket. `onMessage` may change on every render.
 */
export function useAccountMessages(onMessage: (data: ChannelData) => void): void {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    const listener = (data: ChannelData) => handler.current(data);
    accountListeners.add(listener);
    return () => {
      accountListeners.delete(listener);
    };
  }, []);
}

/**
 * The account's live channel ("Session"): any account message refetches the user; when
 * the connection drops the token is checked, and after 40 s without reconnecting the session-expired
 * message shows, then logout 5 s later and a reload.
 */
export function useAccountCable(accountId: string | null): void {
  useEffect(() => {
    if (!accountId) return;
    let lossTimer: ReturnType<typeof setTimeout> | undefined;

    const expire = () => {
      notify({ type: 'error', durationMs: SESSION_LOSS_LOGOUT_MS, message: authMessages.sessionExpired });
      setTimeout(async () => {
        await signOut();
        window.location.reload();
      }, SESSION_LOSS_LOGOUT_MS);
    };

    let subscribedBefore = false;
    const close = connectCable({
      onOpen: (send) => {
        clearTimeout(lossTimer);
        lossTimer = undefined;
        send({ command: 'subscribe', channel: 'AccountChannel' });
      },
      onMessage: (message) => {
        if (message.channel !== 'AccountChannel') return;
        if (message.type === 'confirm_subscription') {
          // The first confirmation arrives just after the boot read the user: reading it again asked for
          // token-check and the account twice on every page load. After a reconnection, messages may
          // have been missed, so the user is read again then.
          if (subscribedBefore) void refreshCurrentUser();
          subscribedBefore = true;
          return;
        }
        if (!message.data) return;
        for (const listener of accountListeners) listener(message.data);
        // A chat message changes nothing of the user: no refetch for each one.
        if (message.data?.to_state !== 'chat_message') void refreshCurrentUser();
      },
      onDrop: () => {
        // The token is checked at once: a revoked session logs out through the client's 401 rule.
        void apiRequest('/token-check').catch(() => {});
        lossTimer ??= setTimeout(expire, SESSION_LOSS_WAIT_MS);
      },
    });
    return () => {
      clearTimeout(lossTimer);
      close();
    };
  }, [accountId]);
}

/** What a channel message carries ("Real-time events"). */
export type ChannelData = {
  to_state?: string;
  order_id?: string;
  payment_id?: string;
  reason?: string;
} & Record<string, unknown>;

/**
 * Streams `channel` for `key` (OrderChannel and PaymentChannel by the order's id) while mounted; null
 * `key` streams nothing. `onMessage` may change on every render without resubscribing. A dropped
 * connection reconnects and subscribes again; the session loss itself is the account cable's business.
 */
export function useChannel(
  channel: Exclude<ChannelName, 'AccountChannel'>,
  key: string | null,
  onMessage: (data: ChannelData) => void,
): void {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    if (!key) return;
    return connectCable({
      onOpen: (send) => send({ command: 'subscribe', channel, id: key }),
      onMessage: (message) => {
        if (message.channel === channel && message.id === key && message.data) handler.current(message.data);
      },
    });
  }, [channel, key]);
}

/**
 * Streams `channel` for every key of `keys` on one connection while mounted (the orders a list shows);
 * the same keys in another order keep the connection. `onMessage` gets the key and may change freely.
 */
export function useChannels(
  channel: Exclude<ChannelName, 'AccountChannel'>,
  keys: readonly string[],
  onMessage: (key: string, data: ChannelData) => void,
): void {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const joined = [...new Set(keys)].sort().join(',');
  useEffect(() => {
    if (!joined) return;
    const wanted = new Set(joined.split(','));
    return connectCable({
      onOpen: (send) => {
        for (const id of wanted) send({ command: 'subscribe', channel, id });
      },
      onMessage: (message) => {
        if (message.channel === channel && message.id && wanted.has(message.id) && message.data)
          handler.current(message.id, message.data);
      },
    });
  }, [channel, joined]);
}
