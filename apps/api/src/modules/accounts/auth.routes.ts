import { jsonApiBody, noQuery } from '@brilho/domain/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, requireActor } from '../../lib/auth';
import { ApiError } from '../../lib/errors';
import type { ZodTypeProvider } from '../../lib/wire';
import { professionalOfAccount } from '../professional-side';
import { loadAccountView } from './queries';
import { createSession, revokeSession } from './sessions';
import { checkCredentials, NO_ACCESS, SIGN_IN_FAILED } from './sign-in';

export { NO_ACCESS, SIGN_IN_FAILED };

const CUSTOMER_TYPES = new Set(['Physical', 'Legal']);

export async function authRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  /** Checks credentials of a customer (Physical or Legal) within the sign-in limits (sign-in.ts). */
  async function signIn(request: FastifyRequest) {
    const account = await checkCredentials(ctx, {
      body: request.body,
      ip: request.ip,
      log: request.log,
      door: 'customer',
    });
    if (account.blockedAt) throw new ApiError(403, NO_ACCESS);
    const isCustomer = CUSTOMER_TYPES.has(account.accountableType);
    return { account, isCustomer };
  }

  app.post('/authentication', { schema: { body: jsonApiBody } }, async (request, reply) => {
    // A token must not be kept by the browser's or a proxy's cache (ASVS 14.3.2).
    reply.header('cache-control', 'no-store');
    const { account, isCustomer } = await signIn(request);
    // Staff sign in here too: operators land on the console, professionals on their area. A
    // professional passes the checks of their own door (a professional record, not blocked).
    if (account.role === 'professional') {
      const signedIn = await professionalOfAccount(ctx.db, account.id);
      if (!signedIn || signedIn.professional.blockedAt) throw new ApiError(403, NO_ACCESS);
    } else if (!isCustomer && account.role !== 'operator') throw new ApiError(403, NO_ACCESS);
    const token = await createSession(ctx, account.id);
    return {
      token,
      account: { id: account.id, accountable_type: account.accountableType, role: account.role },
    };
  });

  /** The old API's form-encoded sign-in, answering `{ success, data: { user } }`. */
  app.post('/authenticate', { schema: { body: jsonApiBody } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const { account, isCustomer } = await signIn(request);
      if (!isCustomer) throw new ApiError(403, NO_ACCESS);
      const token = await createSession(ctx, account.id);
      const view = await loadAccountView(ctx, account.id);
      const phone = view?.phones?.[0];
      return {
        success: true,
        data: {
          token,
          user: {
            id: account.id,
            first_name: account.firstName,
            last_name: account.lastName,
            email: account.email,
            // The old API's user carried the mobile and the CPF/CNPJ as plain digits.
            phone: phone ? `${phone.areaCode}${phone.number}` : null,
            document: view?.physical?.cpf ?? view?.legal?.cnpj ?? null,
            document_type: view?.legal ? 'CNPJ' : view?.physical ? 'CPF' : null,
          },
        },
      };
    } catch (error) {
      // A limit's 429 keeps its Retry-After and JSON:API body.
      if (!(error instanceof ApiError) || error.status === 429) throw error;
      return reply.status(error.status).send({ success: false, message: error.title });
    }
  });

  app.get('/token-check', { schema: { querystring: noQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const actor = requireActor(request);
    return { data: { valid: true, account_id: actor.accountId, role: actor.role } };
  });

  /** Sign-out revokes the session token for good. */
  app.delete('/authentication', { schema: { querystring: noQuery } }, async (request, reply) => {
    const token = bearerToken(request);
    if (token) await revokeSession(ctx, token);
    return reply.status(204).send();
  });
}
