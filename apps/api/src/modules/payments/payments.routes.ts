import { randomUUID } from 'node:crypto';
import {
  anyBody,
  jsonApiBody,
  paymentIncludeQuery,
  paymentParams,
  rawBody,
  webhookParams,
} from '@brilho/domain/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireActor, requireRole } from '../../lib/auth';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { includeParam, serialize } from '../../lib/jsonapi';
import type { ZodTypeProvider } from '../../lib/wire';
import { ERROR_TEXTS } from '../../words/errors';
import { PAYMENT_TEXTS } from '../../words/payments';
import { orderSerializer, paymentSerializer, withOrderRelations } from '../orders';
import { parseBoleto, parseNewCard, parsePix, parseStoredCard, parseWallet } from './body';
import { WebhookRejected } from './gateway/port';
import { createOrderOnGateway } from './gateway-orders';
import { registerPixWebhook } from './pix-webhook';
import { findOwnPayment } from './queries';
import { type PaymentResult, payWithCharge, payWithWallet } from './service';
import { applyWebhook } from './webhooks';

const KEY_HEADER = 'idempotency-key';
const MAX_KEY_LENGTH = 200;

/**
 * The attempt's key, scoped to the caller so two customers can't collide on one. Without the header each
 * request is its own attempt (old clients); the web always sends one.
 */
function idempotencyKey(request: FastifyRequest, accountId: string): string {
  const header = request.headers[KEY_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && (value.trim() === '' || value.length > MAX_KEY_LENGTH))
    throw new ApiError(400, ERROR_TEXTS.badRequest, { detail: PAYMENT_TEXTS.badIdempotencyKey });
  return `${accountId}:${value?.trim() || randomUUID()}`;
}

const paymentDocument = (result: PaymentResult['payment']) =>
  serialize(paymentSerializer, result, { include: 'funding_instrument' });

/** Payments (wire contract, docs/api/payments.md): paying an order, reading a payment, the gateway's webhooks. */
export async function paymentsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  const answer = (reply: FastifyReply, result: PaymentResult) => {
    reply.status(result.created ? 201 : 200);
    return paymentDocument(result.payment);
  };

  app.post(
    '/orders/:id/create-on-gateway',
    { schema: { params: paymentParams, querystring: paymentIncludeQuery, body: anyBody } },
    async (request) => {
      const actor = requireRole(request, 'customer');
      const { id } = request.params;
      const order = await createOrderOnGateway(ctx, request.log, actor, id);
      const include = includeParam(request.query);
      const [view] = await withOrderRelations(ctx, actor.accountId, [order], include);
      return serialize(orderSerializer, view!, { include });
    },
  );

  // The three gateway charges: each parses its own body, then one idempotent path pays with it.
  for (const [path, parse] of [
    ['/payments/credit-card/new', parseNewCard],
    ['/payments/credit-card/stored', parseStoredCard],
    ['/payments/boleto', parseBoleto],
    ['/payments/pix', parsePix],
  ] as const)
    app.post(path, { schema: { body: jsonApiBody } }, async (request, reply) => {
      const actor = requireRole(request, 'customer');
      const body = parse(request.body);
      return answer(
        reply,
        await payWithCharge(ctx, request.log, actor, idempotencyKey(request, actor.accountId), body),
      );
    });

  app.post('/payments/account-balance', { schema: { body: jsonApiBody } }, async (request, reply) => {
    const actor = requireRole(request, 'customer');
    const body = parseWallet(request.body);
    return answer(
      reply,
      await payWithWallet(ctx, request.log, actor, idempotencyKey(request, actor.accountId), body),
    );
  });

  app.get(
    '/payments/:id',
    { schema: { params: paymentParams, querystring: paymentIncludeQuery } },
    async (request) => {
      const actor = requireActor(request);
      const { id } = request.params;
      const payment = isUuid(id) ? await findOwnPayment(ctx, actor.accountId, id) : null;
      if (!payment) throw new ApiError(404, PAYMENT_TEXTS.paymentNotFound);
      return serialize(paymentSerializer, payment, { include: includeParam(request.query) });
    },
  );

  // The webhook receiver reads the body as the gateway sent it: the signature is over those exact bytes.
  await instance.register(async (plain) => {
    const hooks = plain.withTypeProvider<ZodTypeProvider>();
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    registerPixWebhook(hooks, ctx, 'signature');
    hooks.post(
      '/payments/webhooks/:gateway',
      { schema: { params: webhookParams, body: rawBody } },
      async (request, reply) => {
        const { gateway } = request.params;
        if (gateway !== ctx.gateway.name) throw new ApiError(404, ERROR_TEXTS.notFound);
        const raw = typeof request.body === 'string' ? request.body : '';
        let event: ReturnType<typeof ctx.gateway.verifyWebhook>;
        try {
          event = ctx.gateway.verifyWebhook(raw, request.headers);
        } catch (error) {
          if (error instanceof WebhookRejected) {
            request.log.warn({ reason: error.message }, 'webhook refused');
            throw new ApiError(401, PAYMENT_TEXTS.badSignature);
          }
          throw error;
        }
        const result = await applyWebhook(ctx, request.log, event);
        reply.status(200);
        return { meta: { result } };
      },
    );
  });
}
