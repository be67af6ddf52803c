import type { FastifyInstance } from 'fastify';
import { sameMachineOnly } from '../../lib/same-machine';
import { devClockRoutes } from '../clock';
import type { OutboxEntry } from '../mail';
import { outboxRoutes } from '../mail';

export interface DevHelperOptions {
  /** The file outbox's listing; null when e-mail goes out over SMTP (nothing to list). */
  outbox: (() => OutboxEntry[]) | null;
}

/**
 * Helpers for a developer or a journey on this machine (`/dev/*`): the clock and the e-mail outbox. Production
 * registers none; elsewhere they answer only a loopback caller no proxy relayed, and 404 to anyone else, so a
 * started app reachable from the network cannot be used to read reset links or move session expiry.
 */
export async function devHelperRoutes(app: FastifyInstance, options: DevHelperOptions): Promise<void> {
  if (app.ctx.config.NODE_ENV === 'production') return;
  app.addHook('onRequest', sameMachineOnly);
  await app.register(devClockRoutes);
  if (options.outbox) await app.register(outboxRoutes, { list: options.outbox });
}
