import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { attributesOf } from '../../lib/body';
import { ApiError } from '../../lib/errors';
import { type LimitRule, MINUTE_MS } from '../../lib/limits';
import { ACCOUNT_TEXTS } from '../../words/accounts';
import { burnPasswordCheck, PASSWORD_MAX_LENGTH, verifyPassword } from './password';
import { findAccountByEmail } from './queries';

type Account = NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>>;

export const SIGN_IN_FAILED = ACCOUNT_TEXTS.signInFailed;
export const NO_ACCESS = ACCOUNT_TEXTS.noAccess;

/**
 * Sign-in limits, shared by every door (customer, old form-encoded, professional):
 * - per account, whatever the address: 10 failures in 15 minutes, then 429 even with the right password
 *   until the window ends (guessing one account's password from many addresses);
 * - per address, across accounts: failures for 20 different e-mails in 15 minutes, then 429 for every
 *   sign-in from that address (password spraying).
 * Only failures count, so a family or an office signing in many times a day is never held back.
 */
export const SIGN_IN_ACCOUNT_FAILURES: LimitRule = {
  name: 'sign-in-account',
  max: 10,
  windowMs: 15 * MINUTE_MS,
};
export const SIGN_IN_ADDRESS_ACCOUNTS: LimitRule = {
  name: 'sign-in-address',
  max: 20,
  windowMs: 15 * MINUTE_MS,
};
/** The first failure of an (address, e-mail) pair in a window is one more distinct account for the address. */
const SIGN_IN_PAIR: LimitRule = {
  name: 'sign-in-pair',
  max: Number.MAX_SAFE_INTEGER,
  windowMs: 15 * MINUTE_MS,
};

const credentials = z.object({
  email: z.string().trim().toLowerCase().min(1).max(320),
  password: z.string().min(1),
});

type Ctx = Pick<AppContext, 'db' | 'clock' | 'limits'>;

export interface SignInAttempt {
  body: unknown;
  /** The caller's address as TRUST_PROXY allows us to know it. */
  ip: string;
  log: FastifyBaseLogger;
  /** Which door, for the log. */
  door: 'customer' | 'professional';
}

/** A short, stable fingerprint of an e-mail for logs: failures can be correlated without the address in clear. */
export function emailFingerprint(email: string): string {
  return createHash('sha256').update(email).digest('hex').slice(0, 12);
}

/**
 * Counts an attempt as a failure before the password is checked, so that concurrent guesses can't all pass
 * a budget they would only spend afterwards; 429 (logged by lib/limits.ts) when a budget is spent, even
 * for the right password. A success is forgiven afterwards: only failures stay counted.
 */
async function countAttempt(ctx: Ctx, email: string, ip: string): Promise<{ forgive: () => Promise<void> }> {
  const pairSubject = `${ip}\n${email}`;
  const firstForPair = (await ctx.limits.hit(SIGN_IN_PAIR, pairSubject)).count === 1;
  const forgive = async () => {
    await ctx.limits.forgive(SIGN_IN_ACCOUNT_FAILURES, email);
    if (firstForPair) {
      await ctx.limits.forgive(SIGN_IN_PAIR, pairSubject);
      await ctx.limits.forgive(SIGN_IN_ADDRESS_ACCOUNTS, ip);
    }
  };
  // A new e-mail for this address is one more distinct account; a known one only needs the budget checked.
  if (firstForPair) await ctx.limits.consume(SIGN_IN_ADDRESS_ACCOUNTS, ip);
  else await ctx.limits.refuseIfSpent(SIGN_IN_ADDRESS_ACCOUNTS, ip);
  await ctx.limits.consume(SIGN_IN_ACCOUNT_FAILURES, email);
  return { forgive };
}

/**
 * The account behind a sign-in body when the password matches, inside the limits; 401 'Usuário ou senha
 * incorretos' otherwise (the same for an unknown e-mail, in the same time), 429 when a limit is spent.
 * Every failure is logged at warn with the door, the address, the account id when the e-mail is known and
 * the e-mail's fingerprint (never the e-mail or the password).
 */
export async function checkCredentials(ctx: Ctx, attempt: SignInAttempt): Promise<Account> {
  const parsed = credentials.safeParse(attributesOf(attempt.body));
  if (!parsed.success) throw new ApiError(401, SIGN_IN_FAILED);
  const { email, password } = parsed.data;
  const logged = { door: attempt.door, ip: attempt.ip, email_fingerprint: emailFingerprint(email) };
  const counted = await countAttempt(ctx, email, attempt.ip);
  let account: Account | null = null;
  let matches = false;
  // An over-long password can't be anyone's (sign-up and reset refuse it): no hash is spent on it.
  if (password.length <= PASSWORD_MAX_LENGTH) {
    account = await findAccountByEmail(ctx, email);
    if (account) matches = await verifyPassword(account.passwordHash, password);
    else await burnPasswordCheck(password);
  }
  if (!account || !matches) {
    attempt.log.warn({ sign_in: { ...logged, account_id: account?.id ?? null } }, 'sign-in failed');
    throw new ApiError(401, SIGN_IN_FAILED);
  }
  await counted.forgive();
  return account;
}
