import { noQuery } from '@brilho/domain/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../lib/wire';

export async function healthRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/health', { schema: { querystring: noQuery } }, async () => ({ status: 'ok' }));

  /** Ready when the database answers. */
  app.get('/ready', { schema: { querystring: noQuery } }, async (_request, reply) => {
    try {
      await app.ctx.db.execute(sql`select 1`);
      return { status: 'ready', database: app.ctx.database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'database not ready');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
