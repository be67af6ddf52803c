import { accountParams, anyBody, jsonApiBody, recoveryTokenParams } from '@brilho/domain/contract';
import { email, newPassword } from '@brilho/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accountsTermsOfUse } from '../../db/schema';
import { requireActor } from '../../lib/auth';
import { attributesOf, parseWith } from '../../lib/body';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { MINUTE_MS } from '../../lib/limits';
import type { ZodTypeProvider } from '../../lib/wire';
import { ACCOUNT_TEXTS } from '../../words/accounts';
import { ERROR_TEXTS, REQUEST_TEXTS } from '../../words/errors';
import { currentTermsId, findAccountByEmail, loadAccountView } from './queries';
import { RECOVERY_PER_ADDRESS, requestPasswordReset, resetPassword } from './recovery';
import { sendVerificationEmail, verifyAccountByOperator, verifyEmail } from './verification';

/** Per address, every request counts: e-mails sent, links tried. */
const limited = (name: string, max: number, windowMs = MINUTE_MS) => ({ limit: { name, max, windowMs } });

const resetBody = z
  .object({
    email: z.string().trim().toLowerCase().default(''),
    password: newPassword,
    password_confirmation: z
      .string({ error: REQUEST_TEXTS.required })
      .min(8, 'A senha deve ter ao menos 8 caracteres'),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: ACCOUNT_TEXTS.passwordsDiffer,
    path: ['password_confirmation'],
  });

const TERMS_NOT_FOUND = ACCOUNT_TEXTS.termsNotFound;

const termsAnswer = z.object({
  accepted: z.boolean({ error: ACCOUNT_TEXTS.termsAnswerRequired }),
  // Ids name terms of use only as uuids; anything else would reach SQL as a syntax error.
  termsOfUseId: z.string().refine(isUuid, TERMS_NOT_FOUND).optional(),
  terms_of_use_id: z.string().refine(isUuid, TERMS_NOT_FOUND).optional(),
});

export const EMAIL_MISMATCH = ACCOUNT_TEXTS.emailMismatch;

/** E-mail verification, password recovery and the terms-of-use answer. */
export async function accessRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  const sendForCaller = async (accountId: string) => {
    const view = await loadAccountView(ctx, accountId);
    if (!view) throw new ApiError(404, ERROR_TEXTS.notFound);
    if (view.status === 'waiting_email_verification') await sendVerificationEmail(ctx, view);
    return { data: { sent: view.status === 'waiting_email_verification', status: view.status } };
  };

  app.post(
    '/email-verification/send',
    { schema: { body: anyBody }, config: limited('email-verification-send', 5) },
    async (request) => sendForCaller(requireActor(request).accountId),
  );
  app.post(
    '/management/email-verification/send',
    { schema: { body: anyBody }, config: limited('email-verification-send', 5) },
    async (request) => sendForCaller(requireActor(request).accountId),
  );

  /** The dialog's 'confirmar e-mail': the typed e-mail must be the registered one. */
  app.post(
    '/accounts/:id/verify-email',
    { schema: { params: accountParams, body: jsonApiBody }, config: limited('email-verification-send', 5) },
    async (request) => {
      const actor = requireActor(request);
      const { id } = request.params;
      if (id !== actor.accountId) throw new ApiError(404, ERROR_TEXTS.notFound);
      const typed = parseWith(z.object({ email }), attributesOf(request.body));
      const account = await findAccountByEmail(ctx, typed.email);
      if (!account || account.id !== actor.accountId) {
        throw new ApiError(422, EMAIL_MISMATCH, { pointer: '/data/attributes/email' });
      }
      return sendForCaller(actor.accountId);
    },
  );

  const verify = async (token: unknown) => {
    if (typeof token !== 'string' || token === '') throw new ApiError(400, ACCOUNT_TEXTS.invalidToken);
    const accountId = await verifyEmail(ctx, token);
    return { data: { verified: true, account_id: accountId } };
  };
  app.post(
    '/email-verification/verify',
    { schema: { body: jsonApiBody }, config: limited('email-verification-verify', 20) },
    async (request) => verify(attributesOf(request.body).token),
  );
  /**
   * The spec's management variant names the account (`data {id, type: accounts}`) instead of a token:
   * an operator confirms that account's e-mail (a support case); a customer naming their own account
   * learns whether it is verified, without changing it. The token body is still read as before.
   */
  app.post(
    '/management/email-verification/verify',
    { schema: { body: jsonApiBody }, config: limited('email-verification-verify', 20) },
    async (request) => {
      const named = namedAccount(request.body);
      if (!named) return verify(attributesOf(request.body).token);
      const actor = requireActor(request);
      if (!isUuid(named)) throw new ApiError(404, ERROR_TEXTS.notFound);
      if (actor.role === 'operator') {
        await verifyAccountByOperator(ctx, actor, named);
      } else if (named !== actor.accountId) {
        throw new ApiError(404, ERROR_TEXTS.notFound);
      }
      const view = await loadAccountView(ctx, named);
      if (!view) throw new ApiError(404, ERROR_TEXTS.notFound);
      return {
        data: {
          verified: view.status !== 'waiting_email_verification',
          account_id: view.id,
          status: view.status,
        },
      };
    },
  );

  // Per address and per target e-mail (recovery.ts), so the spec's 404 can't list customers in bulk.
  app.post(
    '/password-recovery',
    { schema: { body: jsonApiBody }, config: { limit: RECOVERY_PER_ADDRESS } },
    async (request, reply) => {
      const body = parseWith(z.object({ email }), attributesOf(request.body));
      await requestPasswordReset(ctx, body.email);
      return reply.status(201).send({ data: { sent: true } });
    },
  );

  app.post(
    '/password-recovery/:token',
    {
      schema: { params: recoveryTokenParams, body: jsonApiBody },
      config: limited('password-reset', 10, 15 * MINUTE_MS),
    },
    async (request) => {
      const { token } = request.params;
      const body = parseWith(resetBody, attributesOf(request.body));
      await resetPassword(ctx, token, body.email, body.password);
      return { data: { reset: true } };
    },
  );

  app.post('/accounts-terms-of-use', { schema: { body: jsonApiBody } }, async (request, reply) => {
    const actor = requireActor(request);
    const body = parseWith(termsAnswer, attributesOf(request.body));
    const termsId = body.termsOfUseId ?? body.terms_of_use_id ?? (await currentTermsId(ctx));
    if (!termsId) throw new ApiError(422, TERMS_NOT_FOUND, { pointer: '/data/attributes/termsOfUseId' });
    try {
      await ctx.db
        .insert(accountsTermsOfUse)
        .values({
          accountId: actor.accountId,
          termsOfUseId: termsId,
          accepted: body.accepted,
          answeredAt: ctx.clock.now(),
        })
        .onConflictDoUpdate({
          target: [accountsTermsOfUse.accountId, accountsTermsOfUse.termsOfUseId],
          set: { accepted: body.accepted, answeredAt: ctx.clock.now() },
        });
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code === '23503') {
        throw new ApiError(422, TERMS_NOT_FOUND, {
          pointer: '/data/attributes/termsOfUseId',
        });
      }
      throw error;
    }
    await ctx.events.publish({
      channel: 'AccountChannel',
      key: actor.accountId,
      data: { to_state: 'terms_answered' },
    });
    return reply.status(201).send({ data: { accepted: body.accepted, terms_of_use_id: termsId } });
  });
}

/** `data.id` of a body `{ data: { id, type: 'accounts' } }` without a token, else null. */
function namedAccount(body: unknown): string | null {
  const data = (body as { data?: { id?: unknown; type?: unknown } } | null)?.data;
  if (!data || typeof data !== 'object' || data.type !== 'accounts') return null;
  return typeof data.id === 'string' && data.id !== '' ? data.id : null;
}
