import { createHash } from 'node:crypto';
import { messages } from '@brilho/domain';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { rateLimits } from '../db/schema';
import type { Clock } from './clock';
import { ApiError } from './errors';

/**
 * Rate limits, the only way we have of doing them: fixed windows counted in the `rate_limits`
 * table with one atomic upsert, so every API process behind a load balancer spends the same budget, on the
 * injected clock, so tests and the dev clock move windows too.
 *
 * Two ways to use it:
 * - a route declares `config: { limit: rule }` and every request to it counts (per address unless the
 *   rule says whose budget it is);
 * - a service counts what it chooses: sign-in counts every attempt up front with `limits.consume` (so
 *   concurrent guesses can't all slip under the budget) and `limits.forgive`s the ones that succeed.
 */

export interface LimitRule {
  /** Names the counter; two routes with one name share a budget. */
  name: string;
  max: number;
  windowMs: number;
}

export interface RouteLimit extends LimitRule {
  /** Whose budget a request spends; default its address (`request.ip`, see TRUST_PROXY). */
  subject?: (request: FastifyRequest) => string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    limit?: RouteLimit;
  }
}

export interface LimitCount {
  count: number;
  /** When the window ends and the budget is whole again. */
  resetAt: Date;
}

export interface Limiter {
  /** Counts one hit for `subject` under `rule`; answers the count in the current window. */
  hit(rule: LimitRule, subject: string): Promise<LimitCount>;
  /** Reads the count without adding to it. */
  peek(rule: LimitRule, subject: string): Promise<LimitCount>;
  /** 429 when `subject` has already spent its budget under `rule`. */
  refuseIfSpent(rule: LimitRule, subject: string): Promise<void>;
  /** Counts one hit, then 429 when that went over the budget. */
  consume(rule: LimitRule, subject: string): Promise<void>;
  /** Takes back one hit of the current window (an attempt counted up front that turned out not to count). */
  forgive(rule: LimitRule, subject: string): Promise<void>;
}

export const MINUTE_MS = 60_000;

/** Rows older than this are deleted; no rule has a longer window. */
const KEEP_MS = 24 * 60 * MINUTE_MS;
const CLEANUP_EVERY_MS = 10 * MINUTE_MS;

/** The error every limit answers, with the seconds to wait in `Retry-After` and in words. */
export class TooManyRequests extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    /** The rule that refused, for the log. */
    readonly rule: string,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(429, messages.common.tooManyAttempts, {
      code: 'rate_limited',
      detail: `Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    });
  }
}

/** Identifiers go into keys hashed: the table holds no e-mail or address in clear (LGPD). */
function keyOf(rule: LimitRule, subject: string): string {
  return `${rule.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
}

function windowOf(rule: LimitRule, now: Date): { start: Date; end: Date } {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  return { start: new Date(start), end: new Date(start + rule.windowMs) };
}

export function databaseLimiter(db: Db, clock: Clock): Limiter {
  let lastCleanup = 0;
  const cleanup = async (now: Date) => {
    if (now.getTime() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = now.getTime();
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - KEEP_MS)));
  };

  const refuse = (count: LimitCount, rule: LimitRule, now: Date) => {
    if (count.count > rule.max)
      throw new TooManyRequests(Math.ceil((count.resetAt.getTime() - now.getTime()) / 1000), rule.name);
  };

  const limiter: Limiter = {
    async hit(rule, subject) {
      const now = clock.now();
      const { start, end } = windowOf(rule, now);
      const [row] = await db
        .insert(rateLimits)
        .values({ key: keyOf(rule, subject), windowStart: start, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.windowStart],
          set: { hits: sql`${rateLimits.hits} + 1` },
        })
        .returning({ hits: rateLimits.hits });
      await cleanup(now);
      return { count: row?.hits ?? 1, resetAt: end };
    },
    async peek(rule, subject) {
      const { start, end } = windowOf(rule, clock.now());
      const rows = await db
        .select({ hits: rateLimits.hits })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, keyOf(rule, subject)), eq(rateLimits.windowStart, start)));
      return { count: rows[0]?.hits ?? 0, resetAt: end };
    },
    async refuseIfSpent(rule, subject) {
      // Spent means `max` hits already counted: the next one would be over.
      const count = await limiter.peek(rule, subject);
      refuse({ ...count, count: count.count + 1 }, rule, clock.now());
    },
    async consume(rule, subject) {
      refuse(await limiter.hit(rule, subject), rule, clock.now());
    },
    async forgive(rule, subject) {
      const { start } = windowOf(rule, clock.now());
      await db
        .update(rateLimits)
        .set({ hits: sql`${rateLimits.hits} - 1` })
        .where(
          and(
            eq(rateLimits.key, keyOf(rule, subject)),
            eq(rateLimits.windowStart, start),
            gt(rateLimits.hits, 0),
          ),
        );
    },
  };
  return limiter;
}

/** RATE_LIMITS=off (tests that are not about limits): nothing is counted or refused. */
export const noLimits: Limiter = {
  hit: async () => ({ count: 0, resetAt: new Date(0) }),
  peek: async () => ({ count: 0, resetAt: new Date(0) }),
  refuseIfSpent: async () => {},
  consume: async () => {},
  forgive: async () => {},
};

/**
 * Enforces every route's `config.limit` before its handler (after the body is parsed, so a rule may key
 * on it), and puts `Retry-After` on every 429 a limit answers.
 */
export function registerLimits(app: FastifyInstance, limiter: Limiter): void {
  app.addHook('preHandler', async (request) => {
    const limit = request.routeOptions.config.limit;
    if (!limit) return;
    await limiter.consume(limit, limit.subject ? limit.subject(request) : `ip:${request.ip}`);
  });
  // Runs before the error handler, whichever route or service refused.
  app.addHook('onError', async (request, reply, error) => {
    if (!(error instanceof TooManyRequests)) return;
    reply.header('retry-after', String(error.retryAfterSeconds));
    request.log.warn(
      { rate_limit: { rule: error.rule, ip: request.ip, route: request.routeOptions.url } },
      'rate limited',
    );
  });
}
