import { randomBytes } from 'node:crypto';
import { COUNTRY_CODE } from '@brilho/domain';
import type { ProfessionalCreate, ProfessionalPatch } from '@brilho/domain/schemas';
import { eq, inArray } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db';
import {
  accounts,
  districts,
  type Professional,
  phones,
  professionalDistricts,
  professionals,
  professionalWeeklyHours,
  profiles,
  schedules,
} from '../../db/schema';
import { ApiError, fieldErrors, uniqueViolationOf } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { hashPassword } from '../accounts/password';
import { announceRevokedSessions, revokeAccountSessions } from '../accounts/sessions';
import { recordAudit } from '../audit/record';
import { sendEmailInTx } from '../mail/jobs';
import { registrationRefusedEmail, registrationValidatedEmail } from '../professional-side/emails';
import { syncProfessionalHorizon } from './horizon';
import { restrictionEmail, STANDING_TEXTS } from './standing-emails';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export const PROFESSIONAL_TEXTS = {
  notFound: 'Profissional não encontrado!',
  emailTaken: 'Este e-mail já está sendo usado por outra conta.',
  districtNotFound: 'Bairro não encontrado',
  alreadyValidated: 'Este profissional já está validado.',
  notRegistered: 'Só é possível recusar um cadastro que aguarda validação.',
  alreadyBlocked: 'Este profissional já está bloqueado.',
  alreadySuspended: 'Este profissional já está suspenso.',
  notRestricted: 'Este profissional não está bloqueado nem suspenso.',
  reasonRequired: 'Informe o motivo da recusa: ele vai no e-mail ao profissional.',
} as const;

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

/** The served districts: every id must name a district, else 422 on the relationship. */
async function assertDistricts(tx: Db, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const found =
    unique.length === 0 || !unique.every(isUuid)
      ? []
      : await tx.select({ id: districts.id }).from(districts).where(inArray(districts.id, unique));
  if (found.length !== unique.length)
    throw fieldErrors([
      {
        field: 'districts',
        title: PROFESSIONAL_TEXTS.districtNotFound,
        pointer: '/data/relationships/districts',
      },
    ]);
}

async function replaceDistricts(tx: Db, professionalId: string, ids: string[]): Promise<void> {
  await assertDistricts(tx, ids);
  await tx.delete(professionalDistricts).where(eq(professionalDistricts.professionalId, professionalId));
  const unique = [...new Set(ids)];
  if (unique.length > 0)
    await tx
      .insert(professionalDistricts)
      .values(unique.map((districtId) => ({ professionalId, districtId })));
}

async function replaceWeeklyHours(
  tx: Db,
  professionalId: string,
  hours: NonNullable<ProfessionalPatch['weekly_hours']>,
): Promise<void> {
  await tx.delete(professionalWeeklyHours).where(eq(professionalWeeklyHours.professionalId, professionalId));
  if (hours.length > 0)
    await tx.insert(professionalWeeklyHours).values(
      hours.map((h) => ({
        professionalId,
        weekday: h.weekday,
        startHour: h.start_hour,
        endHour: h.end_hour,
      })),
    );
}

async function setPhone(tx: Db, accountId: string, digits: string): Promise<void> {
  const parts = { countryCode: COUNTRY_CODE, areaCode: digits.slice(0, 2), number: digits.slice(2) };
  const [existing] = await tx.select({ id: phones.id }).from(phones).where(eq(phones.accountId, accountId));
  if (existing) await tx.update(phones).set(parts).where(eq(phones.id, existing.id));
  else await tx.insert(phones).values({ accountId, ...parts });
}

/** Applies the editable fields; answers what changed, for the audit log (never the password). */
export async function applyPatch(
  tx: Db,
  professional: Professional,
  input: ProfessionalPatch,
  districtIds: string[] | null,
  now: Date,
): Promise<Record<string, unknown>> {
  const changed: Record<string, unknown> = {};
  const accountSet = { firstName: input.first_name, lastName: input.last_name };
  if (accountSet.firstName !== undefined || accountSet.lastName !== undefined) {
    await tx
      .update(accounts)
      .set({ ...accountSet, updatedAt: now })
      .where(eq(accounts.id, professional.accountId));
    Object.assign(changed, { first_name: input.first_name, last_name: input.last_name });
  }
  if (input.phone !== undefined) {
    await setPhone(tx, professional.accountId, input.phone);
    changed.phone = true;
  }
  if (input.bio !== undefined || input.profile_picture !== undefined) {
    const profileSet = {
      ...(input.bio !== undefined ? { bio: input.bio || null } : {}),
      ...(input.profile_picture !== undefined ? { profilePicture: input.profile_picture || null } : {}),
    };
    await tx
      .insert(profiles)
      .values({ accountId: professional.accountId, ...profileSet, updatedAt: now })
      .onConflictDoUpdate({ target: profiles.accountId, set: { ...profileSet, updatedAt: now } });
    if (input.bio !== undefined) changed.bio = true;
    if (input.profile_picture !== undefined) changed.profile_picture = input.profile_picture;
  }
  const badges = {
    isTopProfessional: input.is_top_professional,
    inHighDemand: input.in_high_demand,
    hasProducts: input.has_products,
    bio: input.bio !== undefined ? input.bio || null : undefined,
  };
  if (Object.values(badges).some((v) => v !== undefined)) {
    await tx
      .update(professionals)
      .set({ ...badges, updatedAt: now })
      .where(eq(professionals.id, professional.id));
    for (const key of ['is_top_professional', 'in_high_demand', 'has_products'] as const)
      if (input[key] !== undefined) changed[key] = input[key];
  }
  if (districtIds !== null) {
    await replaceDistricts(tx, professional.id, districtIds);
    changed.districts = [...new Set(districtIds)];
  }
  if (input.weekly_hours !== undefined) {
    await replaceWeeklyHours(tx, professional.id, input.weekly_hours);
    changed.weekly_hours = input.weekly_hours;
    // The schedule follows the new hours at once, not at the next daily run.
    changed.availability = await syncProfessionalHorizon(tx, professional.id, now);
  }
  return changed;
}

/**
 * `POST /professionals`: the account (role professional, status active: the operator vouches for the
 * e-mail), profile, phone, schedule and professional row, `registered` until validated. The password is
 * generated and answered once (never stored in clear, never e-mailed).
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
      const [account] = await tx
        .insert(accounts)
        .values({
          email: input.email,
          passwordHash,
          status: 'active',
          role: 'professional',
          accountableType: 'Professional',
          firstName: input.first_name,
          lastName: input.last_name,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const [professional] = await tx
        .insert(professionals)
        .values({ accountId: account!.id, validation: 'registered', createdAt: now, updatedAt: now })
        .returning();
      await tx.insert(schedules).values({ professionalId: professional!.id });
      await tx.insert(profiles).values({ accountId: account!.id, updatedAt: now });
      const { email: _email, ...editable } = input;
      await applyPatch(tx, professional!, editable, districtIds, now);
      await recordAudit(
        tx,
        actor,
        {
          action: 'professional.create',
          subjectType: 'professionals',
          subjectId: professional!.id,
          data: { email: input.email, districts: districtIds ?? [], weekly_hours: input.weekly_hours ?? [] },
        },
        now,
      );
      return professional!.id;
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
    // Blocking and suspending say why: the professional receives the reason by e-mail (issue #22).
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
        // The reason is e-mailed to the professional (issue #22): no refusal without one.
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
