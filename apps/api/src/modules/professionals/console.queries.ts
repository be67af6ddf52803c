import { businessHoursBetween, PROVIDER_VALIDATION_BUSINESS_HOURS } from '@brilho/domain';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import {
  accounts,
  cities,
  districts,
  phones,
  professionalDistricts,
  professionals,
  professionalWeeklyHours,
  profiles,
  schedules,
} from '../../db/schema';
import { accountName, nameOrEmailContains, standingIs } from '../accounts';
import { folded } from '../places';
import type { OperatorProfessionalView } from './console.serializers';

export type ValidationFilter = 'registered' | 'validated' | 'refused';
export type StandingFilter = 'blocked' | 'suspended' | 'active';

export interface ProfessionalFilters {
  /** Part of the name or the e-mail, accent- and case-insensitive. */
  search?: string;
  validation?: ValidationFilter;
  standing?: StandingFilter;
}

/** The sortable columns of the console's professionals (`sort=`), by name by default. */
export const PROFESSIONAL_SORTS = {
  name: folded(accountName),
  created_at: professionals.createdAt,
  rating: professionals.rating,
  completed_orders_count: professionals.completedOrdersCount,
} as const;
export const PROFESSIONAL_DEFAULT_SORT = 'name';
export const PROFESSIONAL_TIE_BREAKER = professionals.id;

function conditions(filters: ProfessionalFilters): SQL | undefined {
  return and(
    filters.search ? nameOrEmailContains(filters.search) : undefined,
    filters.validation ? eq(professionals.validation, filters.validation) : undefined,
    // A professional's standing is on their professional row (an account is never anonymized here).
    standingIs(professionals, filters.standing),
  );
}

export async function listProfessionalIds(
  db: Db,
  filters: ProfessionalFilters,
  orderBy: SQL[],
  page: { size: number; offset: number },
): Promise<{ ids: string[]; total: number }> {
  const where = conditions(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: professionals.id })
      .from(professionals)
      .innerJoin(accounts, eq(accounts.id, professionals.accountId))
      .where(where)
      .orderBy(...orderBy)
      .limit(page.size)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(professionals)
      .innerJoin(accounts, eq(accounts.id, professionals.accountId))
      .where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: counted?.total ?? 0 };
}

/** The validation request's age in business hours and whether it passed the 72 the terms promise. */
export function validationAge(
  professional: { validation: string; createdAt: Date },
  now: Date,
): { ageBusinessHours: number | null; overdue: boolean } {
  if (professional.validation !== 'registered') return { ageBusinessHours: null, overdue: false };
  const age = businessHoursBetween(professional.createdAt, now);
  return { ageBusinessHours: age, overdue: age > PROVIDER_VALIDATION_BUSINESS_HOURS };
}

/** Professionals by id with everything the console shows, in the order of `ids`. */
export async function loadOperatorProfessionals(
  db: Db,
  ids: string[],
  now: Date,
): Promise<OperatorProfessionalView[]> {
  if (ids.length === 0) return [];
  const [rows, phoneRows, districtRows, hourRows] = await Promise.all([
    db
      .select({
        professional: professionals,
        account: accounts,
        profile: { profilePicture: profiles.profilePicture, bio: profiles.bio },
        scheduleId: schedules.id,
      })
      .from(professionals)
      .innerJoin(accounts, eq(accounts.id, professionals.accountId))
      .leftJoin(profiles, eq(profiles.accountId, accounts.id))
      .leftJoin(schedules, eq(schedules.professionalId, professionals.id))
      .where(inArray(professionals.id, ids)),
    db
      .select({ accountId: phones.accountId, phone: phones })
      .from(phones)
      .innerJoin(professionals, eq(professionals.accountId, phones.accountId))
      .where(inArray(professionals.id, ids)),
    db
      .select({
        professionalId: professionalDistricts.professionalId,
        id: districts.id,
        displayName: districts.displayName,
        cityId: cities.id,
        cityName: cities.displayName,
      })
      .from(professionalDistricts)
      .innerJoin(districts, eq(districts.id, professionalDistricts.districtId))
      .innerJoin(cities, eq(cities.id, districts.cityId))
      .where(inArray(professionalDistricts.professionalId, ids))
      .orderBy(folded(cities.displayName), folded(districts.displayName)),
    db
      .select()
      .from(professionalWeeklyHours)
      .where(inArray(professionalWeeklyHours.professionalId, ids))
      .orderBy(asc(professionalWeeklyHours.weekday)),
  ]);
  const views = new Map<string, OperatorProfessionalView>();
  for (const { professional, account, profile, scheduleId } of rows) {
    views.set(professional.id, {
      ...professional,
      account,
      profilePicture: profile?.profilePicture ?? null,
      bio: profile?.bio ?? professional.bio,
      phone: phoneRows.find((p) => p.accountId === account.id)?.phone ?? null,
      districts: districtRows
        .filter((d) => d.professionalId === professional.id)
        .map(({ id, displayName, cityId, cityName }) => ({ id, displayName, cityId, cityName })),
      weeklyHours: hourRows
        .filter((h) => h.professionalId === professional.id)
        .map(({ weekday, startHour, endHour }) => ({ weekday, startHour, endHour })),
      scheduleId,
      ...validationAge(professional, now),
    });
  }
  return ids.flatMap((id) => views.get(id) ?? []);
}
