import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, accountTokens } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { type LimitRule, MINUTE_MS } from '../../lib/limits';
import { ACCOUNT_TEXTS } from '../../words/accounts';
import { passwordResetEmail } from './emails';
import { hashPassword } from './password';
import { newPasswordProblem } from './password-policy';
import { findAccountByEmail } from './queries';
import { announceRevokedSessions, revokeAccountSessions } from './sessions';
import { hashToken, newToken } from './tokens';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'mailer' | 'config' | 'limits' | 'events'>;

/**
 * The spec answers 404 'Não conseguimos encontrar o email informado!' for an unknown e-mail, which tells
 * whether someone is a customer. Kept, but limited so nobody can list customers in bulk: 10 requests an
 * hour per address (known e-mail or not), and 3 an hour per target e-mail (which also keeps anyone from
 * flooding a customer's inbox with reset links).
 */
export const RECOVERY_PER_ADDRESS: LimitRule = {
  name: 'password-recovery-address',
  max: 10,
  windowMs: 60 * MINUTE_MS,
};
export const RECOVERY_PER_EMAIL: LimitRule = {
  name: 'password-recovery-email',
  max: 3,
  windowMs: 60 * MINUTE_MS,
};

export const RESET_TTL_HOURS = 2;
export const EMAIL_NOT_FOUND = ACCOUNT_TEXTS.emailNotFound;
export const EMAIL_DOES_NOT_MATCH_TOKEN = ACCOUNT_TEXTS.emailDoesNotMatchToken;
export const RESET_LINK_EXPIRED = 'Ops! O link para redefinir sua senha expirou. Solicite um novo abaixo.';

export async function requestPasswordReset(ctx: Ctx, email: string): Promise<void> {
  await ctx.limits.consume(RECOVERY_PER_EMAIL, email.trim().toLowerCase());
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
 * or expired (or unknown) link 400, a common or personal password 422. Every other reset link of the
 * account stops working (an older link must not reset the password again), and every open session of the
 * account is closed, its live connections too.
 */
export async function resetPassword(ctx: Ctx, token: string, email: string, password: string): Promise<void> {
  const [row] = await ctx.db
    .select({
      token: accountTokens,
      email: accounts.email,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(accountTokens)
    .innerJoin(accounts, eq(accounts.id, accountTokens.accountId))
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, 'password_reset')))
    .limit(1);
  if (!row) throw new ApiError(400, RESET_LINK_EXPIRED);
  if (row.email !== email.trim().toLowerCase()) throw new ApiError(404, EMAIL_DOES_NOT_MATCH_TOKEN);
  const now = ctx.clock.now();
  if (row.token.usedAt !== null || row.token.expiresAt <= now) throw new ApiError(400, RESET_LINK_EXPIRED);
  const problem = newPasswordProblem(password, { email: row.email, names: [row.firstName, row.lastName] });
  if (problem) throw new ApiError(422, problem, { pointer: '/data/attributes/password' });
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const used = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.id, row.token.id), isNull(accountTokens.usedAt)))
      .returning({ id: accountTokens.id });
    if (used.length === 0) throw new ApiError(400, RESET_LINK_EXPIRED);
    // The other links of the account, older or newer, die with this use.
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.accountId, row.token.accountId),
          eq(accountTokens.purpose, 'password_reset'),
          isNull(accountTokens.usedAt),
        ),
      );
    await tx
      .update(accounts)
      .set({ passwordHash, updatedAt: now })
      .where(eq(accounts.id, row.token.accountId));
    await revokeAccountSessions(tx, row.token.accountId, now);
  });
  await announceRevokedSessions(ctx, row.token.accountId);
}
