import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearerToken, requireActor } from '../../lib/auth';
import { attributesOf } from '../../lib/body';
import { ApiError } from '../../lib/errors';
import { burnPasswordCheck, verifyPassword } from './password';
import { findAccountByEmail } from './queries';
import { createSession, revokeSession } from './sessions';

export const SIGN_IN_FAILED = 'Usuário ou senha incorretos';
export const NO_ACCESS = 'Você não tem acesso à esta aplicação';
const CUSTOMER_TYPES = new Set(['Physical', 'Legal']);

const credentials = z.object({
  email: z.string().trim().toLowerCase().min(1),
  password: z.string().min(1),
});

// Per address and e-mail, so one office behind a NAT doesn't lock everyone out.
const authRateLimit = {
  rateLimit: {
    max: 10,
    timeWindow: '1 minute',
    keyGenerator: (request: { ip: string; body?: unknown }) =>
      `${request.ip}:${String(attributesOf(request.body).email ?? '')
        .trim()
        .toLowerCase()}`,
  },
};

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;

  /** Checks credentials of a customer (Physical or Legal) and opens a session. */
  async function signIn(body: unknown) {
    const parsed = credentials.safeParse(attributesOf(body));
    if (!parsed.success) throw new ApiError(401, SIGN_IN_FAILED);
    const account = await findAccountByEmail(ctx, parsed.data.email);
    if (!account) {
      await burnPasswordCheck(parsed.data.password);
      throw new ApiError(401, SIGN_IN_FAILED);
    }
    if (!(await verifyPassword(account.passwordHash, parsed.data.password)))
      throw new ApiError(401, SIGN_IN_FAILED);
    if (account.blockedAt) throw new ApiError(403, NO_ACCESS);
    const isCustomer = CUSTOMER_TYPES.has(account.accountableType);
    return { account, isCustomer };
  }

  app.post('/authentication', { config: authRateLimit }, async (request) => {
    const { account, isCustomer } = await signIn(request.body);
    // Operators sign in here too (the console lives in the same app); professionals have their own door.
    if (!isCustomer && account.role !== 'operator') throw new ApiError(403, NO_ACCESS);
    const token = await createSession(ctx, account.id);
    return {
      token,
      account: { id: account.id, accountable_type: account.accountableType, role: account.role },
    };
  });

  /** The old API's form-encoded sign-in, answering `{ success, data: { user } }`. */
  app.post('/authenticate', { config: authRateLimit }, async (request, reply) => {
    try {
      const { account, isCustomer } = await signIn(request.body);
      if (!isCustomer) throw new ApiError(403, NO_ACCESS);
      const token = await createSession(ctx, account.id);
      return {
        success: true,
        data: {
          token,
          user: {
            id: account.id,
            first_name: account.firstName,
            last_name: account.lastName,
            email: account.email,
          },
        },
      };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return reply.status(error.status).send({ success: false, message: error.title });
    }
  });

  app.get('/token-check', async (request) => {
    const actor = requireActor(request);
    return { data: { valid: true, account_id: actor.accountId, role: actor.role } };
  });

  /** Sign-out revokes the session token for good. */
  app.delete('/authentication', async (request, reply) => {
    const token = bearerToken(request);
    if (token) await revokeSession(ctx, token);
    return reply.status(204).send();
  });
}
