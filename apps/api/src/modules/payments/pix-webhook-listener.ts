import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { ConfigError } from '../../config';
import { registerErrorHandling } from '../../lib/errors';
import { JSON_API_MEDIA_TYPE } from '../../lib/jsonapi';
import { zodValidatorCompiler } from '../../lib/wire';
import { CONFIG_TEXTS } from '../../words/config';
import { ERROR_TEXTS } from '../../words/errors';
import { registerPixWebhook } from './pix-webhook';

/**
 * The Pix webhook over mutual TLS (
 * docs/decisions/0101-pix-webhooks-by-mutual-tls-on-a-listener-of-their-own.md): with PIX_WEBHOOK_CA,
 * PIX_WEBHOOK_TLS_CERT, PIX_WEBHOOK_TLS_KEY and PIX_WEBHOOK_PORT set, a second HTTPS listener beside the API
 * that asks every caller for a client certificate signed by the PSP's CA and ends the handshake of any other;
 * it serves only `POST /api/payments/webhooks/pix/pix` (same handler, no HMAC asked: the handshake proved the
 * PSP) and answers 404 to everything else. `pixWebhookListener` answers null when the variables are unset.
 */
export interface PixWebhookListener {
  /** Starts listening on PIX_WEBHOOK_PORT (HOST); answers the port. */
  listen(): Promise<number>;
  close(): Promise<void>;
}

function pem(name: string, path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? ` (${String(error.code)})` : '';
    throw new ConfigError(CONFIG_TEXTS.invalid([`  ${name}: ${CONFIG_TEXTS.unreadableFile(path, reason)}`]));
  }
}

export function pixWebhookListener(app: FastifyInstance): PixWebhookListener | null {
  const { config } = app.ctx;
  const { PIX_WEBHOOK_CA: ca, PIX_WEBHOOK_TLS_CERT: cert, PIX_WEBHOOK_TLS_KEY: key } = config;
  const port = config.PIX_WEBHOOK_PORT;
  if (!ca || !cert || !key || port === undefined) return null;
  const server = Fastify({
    https: {
      ca: pem('PIX_WEBHOOK_CA', ca),
      cert: pem('PIX_WEBHOOK_TLS_CERT', cert),
      key: pem('PIX_WEBHOOK_TLS_KEY', key),
      requestCert: true,
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2',
    },
    loggerInstance: app.log.child({ listener: 'pix-webhook-mtls' }),
    genReqId: () => crypto.randomUUID(),
  });
  // A refused handshake never reaches a route: logged here, so a PSP with a wrong certificate shows up.
  server.server.on('tlsClientError', (error) =>
    server.log.warn({ reason: error.message }, 'Pix webhook TLS handshake refused'),
  );
  server.setValidatorCompiler(zodValidatorCompiler);
  registerErrorHandling(server);
  server.register(
    async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      registerPixWebhook(scope, app.ctx, 'mtls');
    },
    { prefix: '/api' },
  );
  server.setNotFoundHandler((_request, reply) => {
    reply
      .status(404)
      .type(JSON_API_MEDIA_TYPE)
      .send({ errors: [{ status: '404', title: ERROR_TEXTS.notFound }] });
  });
  return {
    async listen() {
      await server.listen({ port, host: config.HOST });
      const address = server.server.address();
      return typeof address === 'object' && address ? address.port : port;
    },
    close: () => server.close(),
  };
}
