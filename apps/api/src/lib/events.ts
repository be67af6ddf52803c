import { EventEmitter } from 'node:events';
import pg from 'pg';

export type ChannelName =
  | 'AccountChannel'
  | 'OrderChannel'
  | 'PaymentChannel'
  | 'ProfessionalChannel'
  | 'SupportInboxChannel'
  /** Internal, never streamed to a browser: sessions of the account `key` were revoked (accounts/sessions.ts). */
  | 'SessionChannel';

/** A real-time message: `key` is the account, order or payment id the channel streams for. */
export interface ChannelEvent {
  channel: ChannelName;
  key: string;
  data: Record<string, unknown>;
}

export interface EventBus {
  publish(event: ChannelEvent): Promise<void>;
  subscribe(listener: (event: ChannelEvent) => void): () => void;
  close(): Promise<void>;
}

/** One process (embedded PGlite, tests): events never leave the process. */
export function inProcessEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (event) => {
      emitter.emit('event', event);
    },
    subscribe: (listener) => {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

const NOTIFY_CHANNEL = 'brilho_events';

/**
 * Many processes on one PostgreSQL: events go through LISTEN/NOTIFY, so an event raised on one instance
 * reaches a browser connected to another.
 */
export async function postgresEventBus(url: string): Promise<EventBus> {
  const local = inProcessEventBus();
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  await listener.query(`LISTEN ${NOTIFY_CHANNEL}`);
  listener.on('notification', (notification) => {
    if (!notification.payload) return;
    void local.publish(JSON.parse(notification.payload) as ChannelEvent);
  });
  const publisher = new pg.Pool({ connectionString: url, max: 2 });
  return {
    publish: async (event) => {
      await publisher.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, JSON.stringify(event)]);
    },
    subscribe: local.subscribe,
    close: async () => {
      await listener.end();
      await publisher.end();
      await local.close();
    },
  };
}
