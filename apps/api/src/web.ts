import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { publicPageHtmlRoutes } from './modules/professionals/public-page';

/** Serves the built web app: files as they are, every other non-API GET as the SPA's index.html. */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built; only the API is served');
    return;
  }
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, cacheControl: false });
  app.get('/assets/*', (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .sendFile(join('assets', file));
  });
  // The public professional page carries its link-preview tags in the served HTML (crawlers run no JS).
  await app.register(publicPageHtmlRoutes, { distDir });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ errors: [{ status: '404', title: 'Não encontrado' }] });
    }
    const lastSegment = request.url.split('?')[0]!.split('/').pop() ?? '';
    // A path that names a file (favicon.ico, robots.txt) is a file or a 404, never the SPA.
    if (lastSegment.includes('.')) {
      return existsSync(join(distDir, lastSegment))
        ? reply.sendFile(lastSegment)
        : reply.status(404).send('Not found');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
