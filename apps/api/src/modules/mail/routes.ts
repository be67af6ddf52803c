import type { FastifyInstance } from 'fastify';
import type { OutboxEntry } from './mailer';

/** Lists the dev outbox (never in production): what a customer would have received. */
export async function outboxRoutes(
  app: FastifyInstance,
  options: { list: () => OutboxEntry[] },
): Promise<void> {
  app.get('/dev/outbox', async (request) => {
    const to = (request.query as { to?: string }).to?.toLowerCase();
    const entries = options.list().filter((entry) => !to || entry.to.toLowerCase() === to);
    return { data: entries };
  });
}
