import { saoPauloInstant } from '@brilho/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import {
  accounts,
  cities,
  countries,
  coupons,
  districtRatings,
  districts,
  feedbacks,
  professionalDistricts,
  professionals,
  profiles,
  scheduleEvents,
  schedules,
  states,
} from '../../db/schema';

/** Small worlds for the professional tests: a few districts and professionals with exactly the agenda named. */

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

/** A São Paulo wall-clock hour on `date`; 9.5 is 9:30. */
export const at = (date: string, hour: number): Date =>
  saoPauloInstant(date, Math.floor(hour), Math.round((hour % 1) * 60));

async function cityIn(db: Db, active: boolean): Promise<string> {
  const [country] = await db
    .insert(countries)
    .values({ code: 'BRA', displayName: 'Brasil' })
    .onConflictDoNothing()
    .returning();
  const countryId =
    country?.id ?? (await db.select().from(countries).where(eq(countries.code, 'BRA')))[0]!.id;
  const [state] = await db
    .insert(states)
    .values({ countryId, code: 'PR', displayName: 'Paraná' })
    .onConflictDoNothing()
    .returning();
  const stateId = state?.id ?? (await db.select().from(states).where(eq(states.code, 'PR')))[0]!.id;
  const n = next();
  const [city] = await db
    .insert(cities)
    .values({ stateId, code: `cidade-${n}`, displayName: `Cidade ${n}`, active })
    .returning();
  return city!.id;
}

/** A district; `rating` are its bounds in stars (stored ×100), absent for a district without bounds. */
export async function createDistrict(
  db: Db,
  options: { rating?: [min: number, max: number]; cityActive?: boolean } = {},
): Promise<string> {
  const cityId = await cityIn(db, options.cityActive ?? true);
  const n = next();
  const [district] = await db
    .insert(districts)
    .values({ cityId, code: `bairro-${n}`, displayName: `Bairro ${n}` })
    .returning();
  if (options.rating)
    await db.insert(districtRatings).values({
      districtId: district!.id,
      ratingMin: Math.round(options.rating[0] * 100),
      ratingMax: Math.round(options.rating[1] * 100),
    });
  return district!.id;
}

export interface Span {
  date: string;
  from: number;
  to: number;
}

export interface ProfessionalSpec {
  firstName: string;
  lastName?: string;
  districtIds: string[];
  rating?: number;
  isTop?: boolean;
  completed?: number;
  validation?: 'registered' | 'validated' | 'refused';
  blocked?: boolean;
  suspended?: boolean;
  accountBlocked?: boolean;
  windows?: Span[];
  booked?: Span[];
  blockedTime?: Span[];
  coupon?: { name: string; disabled?: boolean };
  bio?: string;
}

export interface CreatedProfessional {
  id: string;
  accountId: string;
  scheduleId: string;
}

export async function createProfessional(db: Db, spec: ProfessionalSpec): Promise<CreatedProfessional> {
  const n = next();
  const [account] = await db
    .insert(accounts)
    .values({
      email: `profissional${n}@exemplo.com`,
      passwordHash: '!',
      firstName: spec.firstName,
      lastName: spec.lastName ?? 'Souza',
      accountableType: 'Professional',
      role: 'professional',
      status: 'active',
      blockedAt: spec.accountBlocked ? new Date() : null,
    })
    .returning();
  const [professional] = await db
    .insert(professionals)
    .values({
      accountId: account!.id,
      validation: spec.validation ?? 'validated',
      blockedAt: spec.blocked ? new Date() : null,
      suspendedAt: spec.suspended ? new Date() : null,
      rating: spec.rating ?? 9_500,
      isTopProfessional: spec.isTop ?? false,
      completedOrdersCount: spec.completed ?? 10,
      bio: spec.bio ?? null,
    })
    .returning();
  const id = professional!.id;
  await db.insert(profiles).values({ accountId: account!.id, profilePicture: `/api/avatars/p${n}.svg` });
  const [schedule] = await db.insert(schedules).values({ professionalId: id }).returning();
  if (spec.districtIds.length > 0)
    await db
      .insert(professionalDistricts)
      .values(spec.districtIds.map((districtId) => ({ professionalId: id, districtId })));
  const created = { id, accountId: account!.id, scheduleId: schedule!.id };
  await addEvents(db, created, 'available', spec.windows ?? []);
  await addEvents(db, created, 'booked', spec.booked ?? []);
  await addEvents(db, created, 'blocked', spec.blockedTime ?? []);
  if (spec.coupon)
    await db.insert(coupons).values({
      name: spec.coupon.name,
      valueType: 'PERCENTAGE',
      value: 5,
      professionalId: id,
      disabledAt: spec.coupon.disabled ? new Date() : null,
    });
  return created;
}

export async function addEvents(
  db: Db,
  professional: CreatedProfessional,
  status: 'available' | 'booked' | 'blocked',
  spans: Span[],
): Promise<void> {
  if (spans.length === 0) return;
  await db.insert(scheduleEvents).values(
    spans.map((span) => ({
      scheduleId: professional.scheduleId,
      professionalId: professional.id,
      status,
      startsAt: at(span.date, span.from),
      endsAt: at(span.date, span.to),
    })),
  );
}

/** `count` feedbacks, one a minute apart, the newest at `newest`; descriptions say their rank ('#1' newest). */
export async function addFeedbacks(
  db: Db,
  professionalId: string,
  count: number,
  newest: Date,
): Promise<void> {
  await db.insert(feedbacks).values(
    Array.from({ length: count }, (_, k) => ({
      professionalId,
      rating: 5 - (k % 2),
      description: k === 3 ? 'Sem informação' : `#${k + 1}`,
      createdAt: new Date(newest.getTime() - k * 60_000),
    })),
  );
}
