import { anyBody, jsonApiBody, noQuery } from '@brilho/domain/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentGatewayAccounts } from '../../db/schema';
import { requireRole } from '../../lib/auth';
import { serialize } from '../../lib/jsonapi';
import type { ZodTypeProvider } from '../../lib/wire';
import { gatewayAccountSerializer, gatewayCustomerSerializer } from '../accounts';
import { creditCardRoutes } from './credit-cards.routes';
import { createOnGateway, ensureGatewayAccount, ensureGatewayCustomer } from './first-order';
import { paymentsRoutes } from './payments.routes';
import { registerPaymentReconciliation } from './reconciliation';

/**
 * The first-order gateway steps of the states. The gateway data is read from the customer's own
 * account (name, CPF/CNPJ, phone, newest address), so the body may be empty; 201 when created, 200 when it
 * already existed.
 */
export async function paymentRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  registerPaymentReconciliation(ctx, app.log);
  await instance.register(paymentsRoutes);
  await instance.register(creditCardRoutes);

  app.get('/payment-gateway-accounts', { schema: { querystring: noQuery } }, async (request) => {
    const actor = requireRole(request, 'customer');
    const rows = await ctx.db
      .select()
      .from(paymentGatewayAccounts)
      .where(eq(paymentGatewayAccounts.accountId, actor.accountId));
    return serialize(gatewayAccountSerializer, rows);
  });

  app.post('/payment-gateway-accounts', { schema: { body: jsonApiBody } }, async (request, reply) => {
    const actor = requireRole(request, 'customer');
    const { row, created } = await ensureGatewayAccount(ctx, actor.accountId);
    reply.status(created ? 201 : 200);
    return serialize(gatewayAccountSerializer, row);
  });

  app.post('/payment-gateway-customers', { schema: { body: jsonApiBody } }, async (request, reply) => {
    const actor = requireRole(request, 'customer');
    const { row, created } = await ensureGatewayCustomer(ctx, actor.accountId);
    reply.status(created ? 201 : 200);
    return serialize(gatewayCustomerSerializer, row);
  });

  app.post('/payment-gateway-accounts/create-on-gateway', { schema: { body: anyBody } }, async (request) => {
    const actor = requireRole(request, 'customer');
    return serialize(gatewayAccountSerializer, await createOnGateway(ctx, actor.accountId));
  });
}
