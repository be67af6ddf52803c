import { cableQuery } from '@brilho/domain/contract';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { Actor } from '../../context';
import type { ChannelEvent, ChannelName } from '../../lib/events';
import type { ZodTypeProvider } from '../../lib/wire';

/** Decides whether an actor may stream a channel for a key (an order id, a payment id…). */
export type ChannelAuthorizer = (actor: Actor, key: string) => Promise<boolean>;

export interface CableOptions {
  /** Resolves the session token the browser connects with (again when sessions of its account end). */
  authenticate: (token: string) => Promise<(Actor & { sessionId: string }) | null>;
  authorizers: Partial<Record<ChannelName, ChannelAuthorizer>>;
}

const clientMessage = z.object({
  command: z.enum(['subscribe', 'unsubscribe']),
  channel: z.enum([
    'AccountChannel',
    'OrderChannel',
    'PaymentChannel',
    'ProfessionalChannel',
    'SupportInboxChannel',
  ]),
  id: z.string().min(1).max(100).optional(),
});

const PING_INTERVAL_MS = 25_000;

/**
 * `/api/cable?token=…`: one WebSocket per browser tab. The client subscribes to a channel for a key
 * (AccountChannel streams the actor's own account); every event for a subscribed (channel, key) is sent
 * as `{ channel, id, data }`, where `data.to_state` says what changed.
 */
export async function cableRoutes(instance: FastifyInstance, options: CableOptions): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  await app.register(websocket);
  app.get(
    '/cable',
    { websocket: true, schema: { querystring: cableQuery } },
    (socket: WebSocket, request) => {
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      // Every listener is attached now, before anything is awaited: the browser subscribes the moment the
      // socket opens, and a frame arriving while the session is being looked up (a database round trip: on
      // PostgreSQL, or PGlite on its own thread) would otherwise be emitted to nobody and lost. Messages wait
      // for the session in the order they came.
      const session = token ? options.authenticate(token).catch(() => null) : Promise.resolve(null);
      let closed = false;
      let stop = () => {};
      let ping: NodeJS.Timeout | undefined;
      socket.on('close', () => {
        closed = true;
        clearInterval(ping);
        stop();
      });
      const subscriptions = new Set<string>();
      // While the session is being checked again after a revocation, nothing more is delivered.
      let holding = 0;
      const send = (payload: unknown) => {
        if (socket.readyState === socket.OPEN && holding === 0) socket.send(JSON.stringify(payload));
      };
      socket.on('message', async (raw: Buffer) => {
        const current = await session;
        if (!current || closed) return;
        let parsed: z.infer<typeof clientMessage>;
        try {
          parsed = clientMessage.parse(JSON.parse(raw.toString()));
        } catch {
          send({ type: 'error', reason: 'invalid_message' });
          return;
        }
        const key = parsed.channel === 'AccountChannel' ? current.accountId : (parsed.id ?? '');
        if (parsed.command === 'unsubscribe') {
          subscriptions.delete(`${parsed.channel}:${key}`);
          return;
        }
        const authorize = options.authorizers[parsed.channel];
        const allowed =
          parsed.channel === 'AccountChannel' ||
          (authorize ? await authorize(current, key).catch(() => false) : false);
        if (!allowed) {
          send({ type: 'reject_subscription', channel: parsed.channel, id: key });
          return;
        }
        subscriptions.add(`${parsed.channel}:${key}`);
        send({ type: 'confirm_subscription', channel: parsed.channel, id: key });
      });
      void session.then((found) => {
        if (closed) return;
        if (!found) {
          socket.send(JSON.stringify({ type: 'rejected', reason: 'unauthorized' }));
          socket.close(4401, 'unauthorized');
          return;
        }
        /** Sessions of this account ended somewhere (sign-out, reset, block…): is ours one of them? */
        const checkSession = async () => {
          holding += 1;
          const still = await options.authenticate(token).catch(() => null);
          holding -= 1;
          if (!still || still.sessionId !== found.sessionId) {
            holding += 1;
            socket.close(4401, 'session ended');
          }
        };
        stop = app.ctx.events.subscribe((event: ChannelEvent) => {
          if (event.channel === 'SessionChannel') {
            if (event.key === found.accountId) void checkSession();
            return;
          }
          if (subscriptions.has(`${event.channel}:${event.key}`)) {
            send({ channel: event.channel, id: event.key, data: event.data });
          }
        });
        ping = setInterval(
          () => send({ type: 'ping', at: app.ctx.clock.now().toISOString() }),
          PING_INTERVAL_MS,
        );
        send({ type: 'welcome' });
      });
    },
  );
}
