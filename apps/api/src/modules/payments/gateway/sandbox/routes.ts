import { anyBody, chargeParams, gatewayKeyResource, noQuery } from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import { requireActor, requireRole } from '../../../../lib/auth';
import { ApiError } from '../../../../lib/errors';
import { serialize, serializerOf } from '../../../../lib/jsonapi';
import type { ZodTypeProvider } from '../../../../lib/wire';
import { SANDBOX_TEXTS } from '../../../../words/sandbox-gateway';
import {
  BoletoNotFound,
  BoletoNotPayable,
  ChargeNotFound,
  ChargeNotReversible,
  type SandboxGateway,
} from '../sandbox';

export interface SandboxRouteOptions {
  gateway: SandboxGateway;
}

export const BOLETO_NOT_FOUND = SANDBOX_TEXTS.boletoNotFound;

const publicKeySerializer = serializerOf<{ publicKey: string }>()(gatewayKeyResource, {
  id: () => 'sandbox',
  attributes: (key) => ({ public_key: key.publicKey, algorithm: 'RSA-OAEP-256' as const }),
});

/**
 * The sandbox provider's own surface (registered only when PAYMENT_GATEWAY=sandbox): the key browsers
 * encrypt cards with, boleto PDFs, and the operator's acting for the payer's bank: "paid at the bank", and
 * "the card holder disputed the charge" (a chargeback, which our payment reads as `reversed`).
 */
export async function sandboxGatewayRoutes(
  instance: FastifyInstance,
  options: SandboxRouteOptions,
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { gateway } = options;

  app.get('/payment-gateway/public-key', { schema: { querystring: noQuery } }, async (request) => {
    requireActor(request);
    return serialize(publicKeySerializer, { publicKey: await gateway.publicKey() });
  });

  // Public by URL, as a provider's boleto link is: the charge id is unguessable and the boleto is meant to be
  // printed, forwarded and paid by anyone.
  app.get(
    '/sandbox-gateway/boletos/:chargeId.pdf',
    { schema: { params: chargeParams } },
    async (request, reply) => {
      const pdf = await gateway.boletoPdf(request.params.chargeId);
      if (!pdf) throw new ApiError(404, BOLETO_NOT_FOUND);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="boleto-${request.params.chargeId}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    '/sandbox-gateway/boletos/:chargeId/pay',
    { schema: { params: chargeParams, body: anyBody } },
    async (request, reply) => {
      requireRole(request, 'operator');
      try {
        await gateway.payBoleto(request.params.chargeId);
      } catch (error) {
        if (error instanceof BoletoNotFound) throw new ApiError(404, BOLETO_NOT_FOUND);
        if (error instanceof BoletoNotPayable) throw new ApiError(409, error.message);
        throw error;
      }
      return reply.status(204).send();
    },
  );

  app.post(
    '/sandbox-gateway/charges/:chargeId/chargeback',
    { schema: { params: chargeParams, body: anyBody } },
    async (request, reply) => {
      requireRole(request, 'operator');
      try {
        await gateway.chargeBack(request.params.chargeId);
      } catch (error) {
        if (error instanceof ChargeNotFound) throw new ApiError(404, error.message);
        if (error instanceof ChargeNotReversible) throw new ApiError(409, error.message);
        throw error;
      }
      return reply.status(204).send();
    },
  );
}
