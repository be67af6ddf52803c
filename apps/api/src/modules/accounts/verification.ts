import { and, eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import { type Account, accounts, accountTokens } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { ACCOUNT_TEXTS } from '../../words/accounts';
import { ERROR_TEXTS } from '../../words/errors';
import { recordAudit } from '../audit';
import { verificationEmail } from './emails';
import { hashToken, newToken } from './tokens';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'mailer' | 'config'>;

export const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;
export const INVALID_VERIFICATION_TOKEN = ACCOUNT_TEXTS.invalidToken;

/** Issues a fresh single-use link (earlier ones stay valid until they expire) and e-mails it. */
export async function sendVerificationEmail(
  ctx: Ctx,
  account: Pick<Account, 'id' | 'email' | 'firstName'>,
): Promise<void> {
  const { token, hash } = newToken();
  const now = ctx.clock.now();
  await ctx.db.insert(accountTokens).values({
    accountId: account.id,
    purpose: 'email_verification',
    tokenHash: hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
  });
  const link = `${ctx.config.PUBLIC_URL}/verificacao-de-email?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send(verificationEmail(account.email, account.firstName, link));
}

/**
 * Confirms the e-mail behind `token`. A link used again, or any link of an already verified account,
 * counts as success; an unknown or expired token does not. Returns the account id.
 */
export async function verifyEmail(ctx: Ctx & Pick<AppContext, 'events'>, token: string): Promise<string> {
  const [row] = await ctx.db
    .select({ token: accountTokens, account: accounts })
    .from(accountTokens)
    .innerJoin(accounts, eq(accounts.id, accountTokens.accountId))
    .where(
      and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, 'email_verification')),
    )
    .limit(1);
  if (!row) throw new ApiError(400, INVALID_VERIFICATION_TOKEN);
  const alreadyVerified = row.account.status !== 'waiting_email_verification';
  if (alreadyVerified) return row.account.id;
  if (row.token.usedAt === null && row.token.expiresAt <= ctx.clock.now())
    throw new ApiError(400, INVALID_VERIFICATION_TOKEN);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(accountTokens).set({ usedAt: now }).where(eq(accountTokens.id, row.token.id));
    await tx
      .update(accounts)
      .set({ status: 'email_verified', updatedAt: now })
      .where(and(eq(accounts.id, row.account.id), eq(accounts.status, 'waiting_email_verification')));
  });
  await ctx.events.publish({
    channel: 'AccountChannel',
    key: row.account.id,
    data: { to_state: 'email_verified' },
  });
  return row.account.id;
}

/**
 * An operator confirms an account's e-mail by its id (the spec's management variant), audited in the
 * same transaction. An already verified account stays as it is; an unknown id is a 404.
 */
export async function verifyAccountByOperator(
  ctx: Ctx & Pick<AppContext, 'events'>,
  actor: Actor,
  accountId: string,
): Promise<void> {
  const now = ctx.clock.now();
  const changed = await ctx.db.transaction(async (tx) => {
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
    if (!account) throw new ApiError(404, ERROR_TEXTS.notFound);
    const rows = await tx
      .update(accounts)
      .set({ status: 'email_verified', updatedAt: now })
      .where(and(eq(accounts.id, accountId), eq(accounts.status, 'waiting_email_verification')))
      .returning({ id: accounts.id });
    if (rows.length === 0) return false;
    await recordAudit(
      tx,
      actor,
      { action: 'account.verify_email', subjectType: 'accounts', subjectId: accountId },
      now,
    );
    return true;
  });
  if (changed) {
    await ctx.events.publish({
      channel: 'AccountChannel',
      key: accountId,
      data: { to_state: 'email_verified' },
    });
  }
}
