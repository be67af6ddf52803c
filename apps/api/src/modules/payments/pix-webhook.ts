import type { TLSSocket } from 'node:tls';
import { rawBody } from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError } from '../../lib/errors';
import { ERROR_TEXTS } from '../../words/errors';
import { PAYMENT_TEXTS } from '../../words/payments';
import { type PixReceived, WebhookRejected } from './gateway/port';
import { applyWebhook, pixEvents } from './webhooks';

/** Where the API Pix webhook arrives (`POST {webhook}/pix`, webhook = /api/payments/webhooks/pix). */
export const PIX_WEBHOOK_ROUTE = '/payments/webhooks/pix/pix';

/**
 * The API Pix webhook: every Pix received for one of our txids, and the devoluções of them; 200 once applied
 * or known (a replay), as PSPs expect. On the ordinary port the body must carry our HMAC signature; on the
 * mTLS listener (pix-webhook-listener.ts) the TLS handshake has proved the PSP, so none is asked. Registered
 * in a scope whose parser hands the body over as the raw string (the signature is over those exact bytes).
 */
export function registerPixWebhook(
  scope: FastifyInstance,
  ctx: Pick<AppContext, 'db' | 'clock' | 'events' | 'gateway' | 'jobs'>,
  auth: 'signature' | 'mtls',
): void {
  scope.post(PIX_WEBHOOK_ROUTE, { schema: { body: rawBody } }, async (request, reply) => {
    const pix = ctx.gateway.pix;
    if (!pix) throw new ApiError(404, ERROR_TEXTS.notFound);
    const raw = typeof request.body === 'string' ? request.body : '';
    let received: PixReceived[];
    try {
      if (auth === 'signature') received = pix.verifyWebhook(raw, request.headers);
      else {
        // rejectUnauthorized already ended any other handshake; this only guards a listener built otherwise.
        if ((request.raw.socket as TLSSocket).authorized !== true)
          throw new ApiError(401, PAYMENT_TEXTS.unknownClientCertificate);
        received = pix.readWebhook(raw);
      }
    } catch (error) {
      if (error instanceof WebhookRejected) {
        request.log.warn({ reason: error.message, auth }, 'Pix webhook refused');
        // Unsigned or forged: 401. Over mTLS the caller is known, so a body that is not a pix[] list is a 400.
        throw auth === 'signature'
          ? new ApiError(401, PAYMENT_TEXTS.badSignature)
          : new ApiError(400, PAYMENT_TEXTS.badPixWebhook, { detail: PAYMENT_TEXTS.pixWebhookBody });
      }
      throw error;
    }
    const results = [];
    for (const event of pixEvents(received)) results.push(await applyWebhook(ctx, request.log, event));
    reply.status(200);
    return { meta: { results } };
  });
}
