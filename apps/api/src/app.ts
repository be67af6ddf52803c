import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db';
import { type Clock, ControllableClock, systemClock } from './lib/clock';
import { registerErrorHandling } from './lib/errors';
import { JSON_API_MEDIA_TYPE } from './lib/jsonapi';
import { clockRoutes } from './modules/clock/routes';
import { healthRoutes } from './modules/health/routes';
import { termsRoutes } from './modules/terms/routes';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the API instance; `server.ts` only listens, tests call it through `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? (config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL }),
    genReqId: () => crypto.randomUUID(),
    trustProxy: true,
  });
  const clock = options.clock ?? (config.NODE_ENV === 'production' ? systemClock : new ControllableClock());
  const ctx: AppContext = { config, database, db: database.db, clock };
  app.decorate('ctx', ctx);

  app.addContentTypeParser(JSON_API_MEDIA_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch (error) {
      done(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
  });
  registerErrorHandling(app);

  await app.register(
    async (api) => {
      api.addHook('onSend', async (_request, reply, payload) => {
        if (
          !reply.hasHeader('content-type') ||
          String(reply.getHeader('content-type')).startsWith('application/json')
        ) {
          reply.header('content-type', JSON_API_MEDIA_TYPE);
        }
        return payload;
      });
      await api.register(healthRoutes);
      await api.register(clockRoutes);
      await api.register(termsRoutes);
      api.setNotFoundHandler((_request, reply) => {
        reply
          .status(404)
          .type(JSON_API_MEDIA_TYPE)
          .send({ errors: [{ status: '404', title: 'Não encontrado' }] });
      });
    },
    { prefix: '/api' },
  );

  return app;
}
