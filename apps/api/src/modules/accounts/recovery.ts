import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, accountTokens, sessions } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { passwordResetEmail } from './emails';
import { hashPassword } from './password';
import { findAccountByEmail } from './queries';
import { hashToken, newToken } from './tokens';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'mailer' | 'config'>;

export const RESET_TTL_HOURS = 2;
export const EMAIL_NOT_FOUND = 'Não conseguimos encontrar o email informado!';
export const EMAIL_DOES_NOT_MATCH_TOKEN = 'Ops! O email informado não confere com o token!';
export const RESET_LINK_EXPIRED = 'Ops! O link para redefinir sua senha expirou. Solicite um novo abaixo.';

export async function requestPasswordReset(ctx: Ctx, email: string): Promise<void> {
  const account = await findAccountByEmail(ctx, email);
  if (!account) throw new ApiError(404, EMAIL_NOT_FOUND);
  const { token, hash } = newToken();
  const now = ctx.clock.now();
  await ctx.db.insert(accountTokens).values({
    accountId: account.id,
    purpose: 'password_reset',
    tokenHash: hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TTL_HOURS * 60 * 60 * 1000),
  });
  const link = `${ctx.config.PUBLIC_URL}/redefina-sua-senha/${encodeURIComponent(token)}`;
  await ctx.mailer.send(passwordResetEmail(account.email, account.firstName, link, RESET_TTL_HOURS));
}

/**
 * Sets a new password with a single-use, expiring link: a wrong e-mail for the token answers 404, a used
 * or expired (or unknown) link 400. Every open session of the account is closed.
 */
export async function resetPassword(ctx: Ctx, token: string, email: string, password: string): Promise<void> {
  const [row] = await ctx.db
    .select({ token: accountTokens, email: accounts.email })
    .from(accountTokens)
    .innerJoin(accounts, eq(accounts.id, accountTokens.accountId))
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, 'password_reset')))
    .limit(1);
  if (!row) throw new ApiError(400, RESET_LINK_EXPIRED);
  if (row.email !== email.trim().toLowerCase()) throw new ApiError(404, EMAIL_DOES_NOT_MATCH_TOKEN);
  const now = ctx.clock.now();
  if (row.token.usedAt !== null || row.token.expiresAt <= now) throw new ApiError(400, RESET_LINK_EXPIRED);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const used = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.id, row.token.id), isNull(accountTokens.usedAt)))
      .returning({ id: accountTokens.id });
    if (used.length === 0) throw new ApiError(400, RESET_LINK_EXPIRED);
    await tx
      .update(accounts)
      .set({ passwordHash, updatedAt: now })
      .where(eq(accounts.id, row.token.accountId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.accountId, row.token.accountId), isNull(sessions.revokedAt)));
  });
}
