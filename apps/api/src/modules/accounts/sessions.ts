import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import { accounts, sessions } from '../../db/schema';
import { hashToken, newToken } from './tokens';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export async function createSession(ctx: Ctx, accountId: string): Promise<string> {
  const { token, hash } = newToken();
  const now = ctx.clock.now();
  await ctx.db.insert(sessions).values({
    accountId,
    tokenHash: hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/** The actor behind a live session token: not expired, not revoked, account not blocked. */
export async function resolveSession(ctx: Ctx, token: string): Promise<Actor | null> {
  const [row] = await ctx.db
    .select({ accountId: accounts.id, role: accounts.role, blockedAt: accounts.blockedAt })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, ctx.clock.now()),
      ),
    )
    .limit(1);
  if (!row || row.blockedAt) return null;
  return { accountId: row.accountId, role: row.role };
}

export async function revokeSession(ctx: Ctx, token: string): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}
