import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SERVER_TEXTS } from '../words/server';
import { responseOf } from './wire-responses';

/** Where the reference is served: the page, and its document at `/api/docs/json` (and `/yaml`). */
export const API_DOCS_PREFIX = '/api/docs';

/** `/api/orders/:id` → `orders`: the reference groups routes by their first path segment. */
export function tagOf(url: string): string {
  const [first = 'api'] = url.replace(/^\/api\//, '').split('/');
  return first.replace(/[.:].*$/, '') || 'api';
}

/**
 * The API reference, generated from the request schemas the routes declare (lib/wire.ts) by
 * `@fastify/swagger` and rendered by Swagger UI, served from our origin so the one Content-Security-Policy
 * (lib/security-headers.ts) holds. Registered before the routes (it records them as they are added); not in
 * production (decision 0110).
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Brilho API',
        description: SERVER_TEXTS.apiDocsDescription,
        version: '1',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: (input) => {
      // The main resources' answers (lib/wire-responses.ts) are documented here, not declared on the routes:
      // the reference shows them without Fastify serializing every answer through them.
      const response = responseOf(input.route.method, input.url);
      const output = jsonSchemaTransform(
        response ? { ...input, schema: { ...input.schema, response: { 200: response } } } : input,
      );
      const schema = output.schema as Record<string, unknown>;
      return { ...output, schema: { tags: [tagOf(input.url)], ...schema } };
    },
  });
  // Swagger UI writes style elements and attributes at run time without our nonce: its pages alone allow inline
  // styles (lib/security-headers.ts); their scripts are still our origin's only.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(API_DOCS_PREFIX)) route.config = { ...route.config, inlineStyles: true };
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { docExpansion: 'none', deepLinking: true },
  });
}
