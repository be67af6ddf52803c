import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireActor, requireRole } from '../../lib/auth';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { includeParam, serialize } from '../../lib/jsonapi';
import { orderSerializer } from '../orders/serializers';
import { withOrderRelations } from '../orders/views';
import { parseBoleto, parseNewCard, parsePix, parseStoredCard, parseWallet } from './body';
import { WebhookRejected } from './gateway/port';
import { createOrderOnGateway } from './gateway-orders';
import { registerPixWebhook } from './pix-webhook';
import { findOwnPayment } from './queries';
import { paymentSerializer } from './serializers';
import { type PaymentResult, payWithCharge, payWithWallet } from './service';
import { PAYMENT_TEXTS } from './texts';
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
    throw new ApiError(400, 'Requisição inválida', { detail: 'Idempotency-Key inválida.' });
  return `${accountId}:${value?.trim() || randomUUID()}`;
}

const paymentDocument = (result: PaymentResult['payment']) =>
  serialize(paymentSerializer, result, { include: 'funding_instrument' });

/** Payments (wire contract, docs/api/payments.md): paying an order, reading a payment, the gateway's webhooks. */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  const answer = (reply: FastifyReply, result: PaymentResult) => {
    reply.status(result.created ? 201 : 200);
    return paymentDocument(result.payment);
  };

  app.post('/orders/:id/create-on-gateway', async (request) => {
    const actor = requireRole(request, 'customer');
    const { id } = request.params as { id: string };
    const order = await createOrderOnGateway(ctx, request.log, actor, id);
    const include = includeParam(request.query);
    const [view] = await withOrderRelations(ctx, actor.accountId, [order], include);
    return serialize(orderSerializer, view!, { include });
  });

  // The three gateway charges: each parses its own body, then one idempotent path pays with it.
  for (const [path, parse] of [
    ['/payments/credit-card/new', parseNewCard],
    ['/payments/credit-card/stored', parseStoredCard],
    ['/payments/boleto', parseBoleto],
    ['/payments/pix', parsePix],
  ] as const)
    app.post(path, async (request, reply) => {
      const actor = requireRole(request, 'customer');
      const body = parse(request.body);
      return answer(
        reply,
        await payWithCharge(ctx, request.log, actor, idempotencyKey(request, actor.accountId), body),
      );
    });

  app.post('/payments/account-balance', async (request, reply) => {
    const actor = requireRole(request, 'customer');
    const body = parseWallet(request.body);
    return answer(
      reply,
      await payWithWallet(ctx, request.log, actor, idempotencyKey(request, actor.accountId), body),
    );
  });

  app.get('/payments/:id', async (request) => {
    const actor = requireActor(request);
    const { id } = request.params as { id: string };
    const payment = isUuid(id) ? await findOwnPayment(ctx, actor.accountId, id) : null;
    if (!payment) throw new ApiError(404, PAYMENT_TEXTS.paymentNotFound);
    return serialize(paymentSerializer, payment, { include: includeParam(request.query) });
  });

  // The webhook receiver reads the body as the gateway sent it: the signature is over those exact bytes.
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    registerPixWebhook(hooks, ctx, 'signature');
    hooks.post('/payments/webhooks/:gateway', async (request, reply) => {
      const { gateway } = request.params as { gateway: string };
      if (gateway !== ctx.gateway.name) throw new ApiError(404, 'Não encontrado');
      const raw = typeof request.body === 'string' ? request.body : '';
      let event: ReturnType<typeof ctx.gateway.verifyWebhook>;
      try {
        event = ctx.gateway.verifyWebhook(raw, request.headers);
      } catch (error) {
        if (error instanceof WebhookRejected) {
          request.log.warn({ reason: error.message }, 'webhook refused');
          throw new ApiError(401, 'Assinatura inválida');
        }
        throw error;
      }
      const result = await applyWebhook(ctx, request.log, event);
      reply.status(200);
      return { meta: { result } };
    });
  });
}
