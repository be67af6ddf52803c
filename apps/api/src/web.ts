import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { publicPageHtmlRoutes } from './modules/professionals/public-page';
import { ERROR_TEXTS } from './words/errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file under `assets/`: Vite names each by its content's hash, so its bytes never change. */
const isHashedAsset = (distDir: string, path: string): boolean =>
  relative(distDir, path).split(sep)[0] === 'assets';

/** Serves the built web app: files as they are, every other non-API GET as the SPA's index.html. */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built; only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    // One route per file present at start (a CDN's view of the build); anything else reaches the
    // not-found handler below, never a catch-all that could tag its 404 as cacheable.
    wildcard: false,
    index: false,
    // `x.js.br` / `x.js.gz` beside each file (apps/web/scripts/precompress.mjs), chosen by Accept-Encoding,
    // with `Vary: Accept-Encoding`; they get no routes of their own.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    // Only called for a file actually sent (never an error): hashed assets forever, the rest revalidated.
    setHeaders: (reply, path) => {
      reply.header('cache-control', isHashedAsset(distDir, path) ? IMMUTABLE : 'no-cache');
    },
  });
  // The public professional page carries its link-preview tags in the served HTML (crawlers run no JS).
  await app.register(publicPageHtmlRoutes, { distDir });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ errors: [{ status: '404', title: ERROR_TEXTS.notFound }] });
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
