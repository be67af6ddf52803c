import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db';
import { accounts, sessions } from '../../db/schema';
import { hashToken, newToken } from './tokens';

/** A session ends 30 days after sign-in, whatever happens (OWASP ASVS 5.0 7.3.2). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** …and sooner when unused for 7 days (ASVS 7.3.1): a token left on a shared computer dies on its own. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** `last_used_at` is written at most once a minute per session, not on every request. */
export const SESSION_TOUCH_MS = 60 * 1000;

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** The actor of a live session, with the session's id (the cable closes sockets by it). */
export type SessionActor = Actor & { sessionId: string };

export async function createSession(ctx: Ctx, accountId: string): Promise<string> {
  const { token, hash } = newToken();
  const now = ctx.clock.now();
  await ctx.db.insert(sessions).values({
    accountId,
    tokenHash: hash,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/**
 * The actor behind a live session token: not expired, not idle for SESSION_IDLE_MS, not revoked, account
 * not blocked. Using it refreshes its idle deadline (at most once a minute).
 */
export async function resolveSession(ctx: Ctx, token: string): Promise<SessionActor | null> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      accountId: accounts.id,
      role: accounts.role,
      blockedAt: accounts.blockedAt,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  if (!row || row.blockedAt) return null;
  if (now.getTime() - row.lastUsedAt.getTime() >= SESSION_TOUCH_MS) {
    await ctx.db
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(and(eq(sessions.id, row.sessionId), lt(sessions.lastUsedAt, now)));
  }
  return { accountId: row.accountId, role: row.role, sessionId: row.sessionId };
}

/**
 * Tells every process that sessions of `accountId` ended, so the cable closes their live connections
 * (modules/cable). Call it after the revocation committed: each process checks its sockets' sessions again.
 */
export async function announceRevokedSessions(
  ctx: Pick<AppContext, 'events'>,
  accountId: string,
): Promise<void> {
  await ctx.events.publish({ channel: 'SessionChannel', key: accountId, data: { to_state: 'revoked' } });
}

/** Ends every open session of an account (inside the caller's transaction); announce it after commit. */
export async function revokeAccountSessions(tx: Db, accountId: string, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
}

/** Sign-out: the token's session ends for good, and so do its live connections on every process. */
export async function revokeSession(ctx: Ctx & Pick<AppContext, 'events'>, token: string): Promise<void> {
  const revoked = await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ accountId: sessions.accountId });
  for (const { accountId } of revoked) await announceRevokedSessions(ctx, accountId);
}
