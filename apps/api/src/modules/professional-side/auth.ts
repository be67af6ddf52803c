import { jsonApiBody } from '@brilho/domain/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireRole } from '../../lib/auth';
import { ApiError } from '../../lib/errors';
import type { ZodTypeProvider } from '../../lib/wire';
import { ERROR_TEXTS } from '../../words/errors';
import { checkCredentials, createSession, NO_ACCESS } from '../accounts';
import { professionalOfAccount, type SignedInProfessional } from './queries';

/**
 * The professional app's door (`POST /professional/authentication`): the same body, password check and
 * session as the customer's `POST /authentication`, which keeps refusing professionals. Sign-out is the
 * shared `DELETE /authentication`; the token is used as any other Bearer token.
 */

/** Credentials as the customer's door checks them, within the same limits (accounts/sign-in.ts). */
export async function signInProfessional(
  ctx: Pick<AppContext, 'db' | 'clock' | 'limits'>,
  request: Pick<FastifyRequest, 'body' | 'ip' | 'log'>,
) {
  const account = await checkCredentials(ctx, {
    body: request.body,
    ip: request.ip,
    log: request.log,
    door: 'professional',
  });
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
  if (!signedIn) throw new ApiError(403, ERROR_TEXTS.noPermission);
  return signedIn;
}

export async function professionalAuthRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post('/professional/authentication', { schema: { body: jsonApiBody } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return signInProfessional(app.ctx, request);
  });
}
