import { randomBytes } from 'node:crypto';
import type { ProfessionalCreate, ProfessionalPatch } from '@brilho/domain/schemas';
import { eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db';
import { accounts, type Professional, professionals } from '../../db/schema';
import { ApiError, fieldErrors, uniqueViolationOf } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { PROFESSIONAL_TEXTS } from '../../words/professionals';
import {
  announceRevokedSessions,
  hashPassword,
  restrictionEmail,
  revokeAccountSessions,
  STANDING_TEXTS,
} from '../accounts';
import { recordAudit } from '../audit';
import { sendEmailInTx } from '../mail';
import { registrationRefusedEmail, registrationValidatedEmail } from './emails';
import { applyPatch, insertProfessional } from './records';

export { PROFESSIONAL_TEXTS } from '../../words/professionals';
export { applyPatch } from './records';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export type ProfessionalAction = 'validate' | 'refuse' | 'block' | 'suspend' | 'reactivate';
export const PROFESSIONAL_ACTIONS: readonly ProfessionalAction[] = [
  'validate',
  'refuse',
  'block',
  'suspend',
  'reactivate',
];

/** A temporary password shown once to the operator (12 characters, no look-alikes). */
export function temporaryPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzACDEFGHJKLMNPQRTUVWXY346789';
  const bytes = randomBytes(12);
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}

export async function lockProfessional(tx: Db, id: string): Promise<Professional> {
  const [row] = isUuid(id)
    ? await tx.select().from(professionals).where(eq(professionals.id, id)).for('update')
    : [];
  if (!row) throw new ApiError(404, PROFESSIONAL_TEXTS.notFound);
  return row;
}

/**
 * `POST /professionals`: the professional (`insertProfessional`), `registered` until validated, and the
 * audit. The password is generated and answered once (never stored in clear, never e-mailed).
 */
export async function createProfessional(
  ctx: Ctx,
  actor: Actor,
  input: ProfessionalCreate,
  districtIds: string[] | null,
): Promise<{ id: string; password: string }> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const now = ctx.clock.now();
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const { email: _email, ...editable } = input;
      const professional = await insertProfessional(
        tx,
        { email: input.email, passwordHash, firstName: input.first_name, lastName: input.last_name },
        editable,
        districtIds,
        now,
      );
      await recordAudit(
        tx,
        actor,
        {
          action: 'professional.create',
          subjectType: 'professionals',
          subjectId: professional.id,
          data: { email: input.email, districts: districtIds ?? [], weekly_hours: input.weekly_hours ?? [] },
        },
        now,
      );
      return professional.id;
    });
    return { id, password };
  } catch (error) {
    if (uniqueViolationOf(error) === 'accounts_email_unique')
      throw fieldErrors([{ field: 'email', title: PROFESSIONAL_TEXTS.emailTaken }]);
    throw error;
  }
}

export async function updateProfessional(
  ctx: Ctx,
  actor: Actor,
  id: string,
  input: ProfessionalPatch,
  districtIds: string[] | null,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const professional = await lockProfessional(tx, id);
    const changed = await applyPatch(tx, professional, input, districtIds, now);
    await recordAudit(
      tx,
      actor,
      { action: 'professional.update', subjectType: 'professionals', subjectId: id, data: changed },
      now,
    );
  });
}

/**
 * The professional hears of the validation or refusal by an e-mail job stored in the same transaction
 * (`sendEmailInTx`), keyed by the decision's instant so a later re-validation is a new e-mail.
 */
async function mailValidation(
  ctx: Pick<AppContext, 'jobs' | 'config'>,
  tx: Db,
  p: Professional,
  refusal: string | null,
  now: Date,
): Promise<void> {
  const [account] = await tx
    .select({ email: accounts.email, firstName: accounts.firstName })
    .from(accounts)
    .where(eq(accounts.id, p.accountId));
  if (!account) return;
  const base = ctx.config.PUBLIC_URL;
  const to = { email: account.email, firstName: account.firstName ?? '' };
  const message =
    refusal === null
      ? registrationValidatedEmail(to, `${base}/profissional/entrar`)
      : registrationRefusedEmail(to, refusal, `${base}/ajuda`);
  await sendEmailInTx(
    ctx,
    tx,
    `professional-${refusal === null ? 'validated' : 'refused'}:${p.id}:${now.getTime()}`,
    message,
  );
}

/** Validate, refuse, block, suspend or reactivate; each checked against the current state and audited. */
export async function actOnProfessional(
  ctx: Ctx & Pick<AppContext, 'events' | 'jobs' | 'config'>,
  actor: Actor,
  id: string,
  action: ProfessionalAction,
  reason: string | null,
): Promise<void> {
  const now = ctx.clock.now();
  let blockedAccount: string | null = null;
  await ctx.db.transaction(async (tx) => {
    const p = await lockProfessional(tx, id);
    const conflict = (title: string) => new ApiError(409, title, { code: 'invalid_transition' });
    // Blocking and suspending say why: the professional receives the reason by e-mail.
    if ((action === 'block' || action === 'suspend') && !reason)
      throw new ApiError(422, STANDING_TEXTS.reasonRequired, { pointer: '/data/attributes/reason' });
    const setProfessional = (values: Partial<typeof professionals.$inferInsert>) =>
      tx
        .update(professionals)
        .set({ ...values, updatedAt: now })
        .where(eq(professionals.id, id));
    switch (action) {
      case 'validate':
        if (p.validation === 'validated') throw conflict(PROFESSIONAL_TEXTS.alreadyValidated);
        await setProfessional({ validation: 'validated', validatedAt: now, refusalReason: null });
        await mailValidation(ctx, tx, p, null, now);
        break;
      case 'refuse':
        if (p.validation !== 'registered') throw conflict(PROFESSIONAL_TEXTS.notRegistered);
        // The reason is e-mailed to the professional: no refusal without one.
        if (!reason)
          throw new ApiError(422, PROFESSIONAL_TEXTS.reasonRequired, { pointer: '/data/attributes/reason' });
        await setProfessional({ validation: 'refused', validatedAt: null, refusalReason: reason });
        await mailValidation(ctx, tx, p, reason, now);
        break;
      case 'block':
        if (p.blockedAt) throw conflict(PROFESSIONAL_TEXTS.alreadyBlocked);
        await setProfessional({ blockedAt: now });
        // Blocked: no sign-in anywhere, and open sessions end now.
        await tx.update(accounts).set({ blockedAt: now, updatedAt: now }).where(eq(accounts.id, p.accountId));
        await revokeAccountSessions(tx, p.accountId, now);
        blockedAccount = p.accountId;
        break;
      case 'suspend':
        if (p.suspendedAt) throw conflict(PROFESSIONAL_TEXTS.alreadySuspended);
        if (p.blockedAt) throw conflict(PROFESSIONAL_TEXTS.alreadyBlocked);
        await setProfessional({ suspendedAt: now });
        await tx
          .update(accounts)
          .set({ suspendedAt: now, updatedAt: now })
          .where(eq(accounts.id, p.accountId));
        break;
      case 'reactivate':
        if (!p.blockedAt && !p.suspendedAt) throw conflict(PROFESSIONAL_TEXTS.notRestricted);
        await setProfessional({ blockedAt: null, suspendedAt: null });
        await tx
          .update(accounts)
          .set({ blockedAt: null, suspendedAt: null, updatedAt: now })
          .where(eq(accounts.id, p.accountId));
        break;
    }
    if ((action === 'block' || action === 'suspend') && reason) {
      const [account] = await tx
        .select({ email: accounts.email, firstName: accounts.firstName })
        .from(accounts)
        .where(eq(accounts.id, p.accountId));
      if (account)
        await sendEmailInTx(
          ctx,
          tx,
          `professional.${action}:${id}:${now.toISOString()}`,
          restrictionEmail(account.email, account.firstName, action, reason, 'professional'),
        );
    }
    await recordAudit(
      tx,
      actor,
      {
        action: `professional.${action}`,
        subjectType: 'professionals',
        subjectId: id,
        data: { from: p.blockedAt ? 'blocked' : p.suspendedAt ? 'suspended' : p.validation, reason },
      },
      now,
    );
  });
  // Committed: the blocked professional's live connections close on every process.
  if (blockedAccount) await announceRevokedSessions(ctx, blockedAccount);
}
