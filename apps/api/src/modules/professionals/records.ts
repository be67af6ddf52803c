import { COUNTRY_CODE } from '@brilho/domain';
import type { ProfessionalPatch } from '@brilho/domain/schemas';
import { eq, inArray } from 'drizzle-orm';
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
import { fieldErrors } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { PROFESSIONAL_TEXTS } from '../../words/professionals';
import { syncProfessionalHorizon } from './horizon';

/**
 * A professional's records written: created (by the operator's form or the professional's own sign-up) and
 * edited (the operator's form, the professional's own edit). Inside the caller's transaction.
 */

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

/** A new professional's account; the sign-up also brings what the operator's form leaves to the professional. */
export interface NewProfessional {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  /** The professional's own sign-up: CPF, Pix key, documents, bio, photo and mobile (digits with DDD). */
  registration?: {
    cpf: string;
    pixKey: string;
    documentUrls: string[];
    bio: string | null;
    profilePicture: string;
    phone: string;
  };
}

/**
 * Creates a professional, `registered` until the operator validates it: the account (role professional,
 * status active — the operator's validation vouches for the person and the e-mail), the professional row,
 * its schedule, profile (and phone, at sign-up), then the editable fields through `applyPatch`.
 */
export async function insertProfessional(
  tx: Db,
  input: NewProfessional,
  patch: ProfessionalPatch,
  districtIds: string[] | null,
  now: Date,
): Promise<Professional> {
  const { registration } = input;
  const [account] = await tx
    .insert(accounts)
    .values({
      email: input.email,
      passwordHash: input.passwordHash,
      status: 'active',
      role: 'professional',
      accountableType: 'Professional',
      firstName: input.firstName,
      lastName: input.lastName,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const [professional] = await tx
    .insert(professionals)
    .values({
      accountId: account!.id,
      validation: 'registered',
      ...(registration
        ? {
            cpf: registration.cpf,
            pixKey: registration.pixKey,
            documentUrls: registration.documentUrls,
            bio: registration.bio,
          }
        : {}),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(schedules).values({ professionalId: professional!.id });
  await tx.insert(profiles).values({
    accountId: account!.id,
    ...(registration ? { profilePicture: registration.profilePicture, bio: registration.bio } : {}),
    updatedAt: now,
  });
  if (registration)
    await tx.insert(phones).values({
      accountId: account!.id,
      countryCode: COUNTRY_CODE,
      areaCode: registration.phone.slice(0, 2),
      number: registration.phone.slice(2),
    });
  await applyPatch(tx, professional!, patch, districtIds, now);
  return professional!;
}
