import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireRole } from '../../lib/auth';
import { attributesOf } from '../../lib/body';
import { ApiError } from '../../lib/errors';
import { NO_ACCESS, SIGN_IN_FAILED } from '../accounts/auth.routes';
import { burnPasswordCheck, verifyPassword } from '../accounts/password';
import { findAccountByEmail } from '../accounts/queries';
import { createSession } from '../accounts/sessions';
import { professionalOfAccount, type SignedInProfessional } from './queries';

/**
 * The professional app's door (`POST /professional/authentication`): the same body, password check and
 * session as the customer's `POST /authentication`, which keeps refusing professionals. Sign-out is the
 * shared `DELETE /authentication`; the token is used as any other Bearer token.
 */

const credentials = z.object({
  email: z.string().trim().toLowerCase().min(1),
  password: z.string().min(1),
});

// As the customer's door: per address and e-mail.
const authRateLimit = {
  rateLimit: {
    max: 10,
    timeWindow: '1 minute',
    keyGenerator: (request: { ip: string; body?: unknown }) =>
      `professional:${request.ip}:${String(attributesOf(request.body).email ?? '')
        .trim()
        .toLowerCase()}`,
  },
};

export async function signInProfessional(ctx: Pick<AppContext, 'db' | 'clock'>, body: unknown) {
  const parsed = credentials.safeParse(attributesOf(body));
  if (!parsed.success) throw new ApiError(401, SIGN_IN_FAILED);
  const account = await findAccountByEmail(ctx, parsed.data.email);
  if (!account) {
    await burnPasswordCheck(parsed.data.password);
    throw new ApiError(401, SIGN_IN_FAILED);
  }
  if (!(await verifyPassword(account.passwordHash, parsed.data.password)))
    throw new ApiError(401, SIGN_IN_FAILED);
  // Customers and operators have their own app; a blocked professional has none.
  if (account.blockedAt || account.role !== 'professional') throw new ApiError(403, NO_ACCESS);
  const signedIn = await professionalOfAccount(ctx.db, account.id);
  if (!signedIn || signedIn.professional.blockedAt) throw new ApiError(403, NO_ACCESS);
  const token = await createSession(ctx, account.id);
  return {
    token,
    account: { id: account.id, accountable_type: account.accountableType, role: account.role },
    professional: { id: signedIn.professional.id },
  };
}

/** The signed-in professional of a `/professional/*` request: 401 signed out, 403 for anyone else. */
export async function requireProfessional(
  ctx: Pick<AppContext, 'db'>,
  request: FastifyRequest,
): Promise<SignedInProfessional> {
  const actor = requireRole(request, 'professional');
  const signedIn = await professionalOfAccount(ctx.db, actor.accountId);
  if (!signedIn) throw new ApiError(403, 'Você não tem permissão para esta ação.');
  return signedIn;
}

export async function professionalAuthRoutes(app: FastifyInstance): Promise<void> {
  app.post('/professional/authentication', { config: authRateLimit }, async (request) =>
    signInProfessional(app.ctx, request.body),
  );
}
