import { outboxQuery } from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../lib/wire';
import type { OutboxEntry } from './mailer';

/** Lists the dev outbox (never in production): what a customer would have received. */
export async function outboxRoutes(
  instance: FastifyInstance,
  options: { list: () => OutboxEntry[] },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/dev/outbox', { schema: { querystring: outboxQuery } }, async (request) => {
    const to = (typeof request.query.to === 'string' ? request.query.to : undefined)?.toLowerCase();
    const entries = options.list().filter((entry) => !to || entry.to.toLowerCase() === to);
    return { data: entries };
  });
}
