import { saoPauloInstant } from '@brilho/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import {
  accounts,
  addresses,
  coupons,
  districts,
  professionalDistricts,
  professionals,
  scheduleEvents,
  schedules,
  termsOfUse,
} from '../../db/schema';
import { seedCatalogue } from '../../seed/catalogue';
import { seedPlaces } from '../../seed/places';
import { TERMS_OF_USE } from '../../seed/terms';
import { signUpAndIn } from '../../test/accounts';
import type { TestApp } from '../../test/app';

/**
 * A small world for the order tests: the demo places (Curitiba served, Pinhais closed) and catalogue
 * (coupons, preferences, products pricing), the terms of use, customers with one address each, and
 * professionals with exactly the agenda named.
 */

/** Monday 2026-11-23, 09:00 in São Paulo. */
export const NOW = new Date('2026-11-23T12:00:00Z');
export const TUESDAY = '2026-11-24';
export const WEDNESDAY = '2026-11-25';
export const THURSDAY = '2026-11-26';
export const NEXT_MONDAY = '2026-11-30';

export const BATEL = 'pr-curitiba-batel';
export const CENTRO = 'pr-curitiba-centro';
export const PINHAIS = 'pr-pinhais-centro';

/** Seeds the world and answers the districts by code. */
export async function seedWorld(t: TestApp): Promise<Record<string, string>> {
  const db = t.database.db;
  await db.insert(termsOfUse).values(TERMS_OF_USE);
  await seedPlaces({ db });
  await seedCatalogue({ db });
  const byCode: Record<string, string> = {};
  for (const row of await db.select().from(districts)) byCode[row.code] = row.id;
  return byCode;
}

export interface Customer {
  accountId: string;
  auth: Record<string, string>;
  addressId: string;
}

export async function addressIn(
  db: Db,
  accountId: string,
  districtId: string,
  place: { zipCode?: string; streetNumber?: string } = {},
): Promise<string> {
  const [row] = await db
    .insert(addresses)
    .values({
      accountId,
      districtId,
      name: 'Casa',
      street: 'Avenida do Batel',
      streetNumber: place.streetNumber ?? String(100 + Math.floor(Math.random() * 9000)),
      zipCode: place.zipCode ?? '80420090',
      longitude: -49.2866,
      latitude: -25.4431,
    })
    .returning();
  return row!.id;
}

/**
 * A customer signed up through the API (so the terms are answered), with the status given (`active`: the
 * payment-gateway step done) and an address in `districtId`.
 */
export async function customerIn(
  t: TestApp,
  districtId: string,
  status: 'waiting_email_verification' | 'email_verified' | 'active' = 'active',
): Promise<Customer> {
  const { accountId, auth } = await signUpAndIn(t);
  await t.database.db.update(accounts).set({ status }).where(eq(accounts.id, accountId));
  return { accountId, auth, addressId: await addressIn(t.database.db, accountId, districtId) };
}

/** A São Paulo wall-clock span on one day. */
export interface Span {
  date: string;
  from: number;
  to: number;
}

/** A São Paulo wall-clock hour on `date`; 9.5 is 9:30. */
export const at = (date: string, hour: number): Date =>
  saoPauloInstant(date, Math.floor(hour), Math.round((hour % 1) * 60));

export interface ProfessionalSpec {
  districtIds: string[];
  windows?: Span[];
  blocked?: Span[];
  validation?: 'registered' | 'validated' | 'refused';
  /** Their own automatic coupon. */
  coupon?: { name: string; value: number; maxUses?: number; weekdays?: number[] };
}

let sequence = 0;

export async function createProfessional(
  db: Db,
  spec: ProfessionalSpec,
): Promise<{ id: string; scheduleId: string }> {
  sequence += 1;
  const [account] = await db
    .insert(accounts)
    .values({
      email: `diarista${sequence}-${Math.random().toString(36).slice(2, 8)}@exemplo.com`,
      passwordHash: '!',
      firstName: 'Rosa',
      lastName: `Lima ${sequence}`,
      accountableType: 'Professional',
      role: 'professional',
      status: 'active',
    })
    .returning();
  const [professional] = await db
    .insert(professionals)
    .values({ accountId: account!.id, validation: spec.validation ?? 'validated' })
    .returning();
  const id = professional!.id;
  const [schedule] = await db.insert(schedules).values({ professionalId: id }).returning();
  if (spec.districtIds.length > 0)
    await db
      .insert(professionalDistricts)
      .values(spec.districtIds.map((districtId) => ({ professionalId: id, districtId })));
  const events = [
    ...(spec.windows ?? []).map((span) => ({ span, status: 'available' as const })),
    ...(spec.blocked ?? []).map((span) => ({ span, status: 'blocked' as const })),
  ];
  if (events.length > 0)
    await db.insert(scheduleEvents).values(
      events.map(({ span, status }) => ({
        scheduleId: schedule!.id,
        professionalId: id,
        status,
        startsAt: at(span.date, span.from),
        endsAt: at(span.date, span.to),
      })),
    );
  if (spec.coupon)
    await db.insert(coupons).values({
      name: spec.coupon.name,
      valueType: 'PERCENTAGE',
      value: spec.coupon.value,
      maxUses: spec.coupon.maxUses ?? null,
      weekdays: spec.coupon.weekdays ?? null,
      professionalId: id,
    });
  return { id, scheduleId: schedule!.id };
}

/** Whole days 7h–22h, the agenda most tests need. */
export const fullDays = (...dates: string[]): Span[] => dates.map((date) => ({ date, from: 7, to: 22 }));

/** The POST /orders body for `hours` hours from `hour` on `date`. */
export function orderBody(
  customer: Customer,
  professionalId: string,
  slot: { date: string; hour: number; hours: number },
  extra: { attributes?: Record<string, unknown>; relationships?: Record<string, unknown> } = {},
) {
  return {
    data: {
      type: 'orders',
      attributes: {
        starts_at: at(slot.date, slot.hour).toISOString(),
        ends_at: new Date(at(slot.date, slot.hour).getTime() + slot.hours * 3_600_000).toISOString(),
        description: 'Foco na cozinha, por favor.',
        should_include_products: false,
        use_pag_bank: false,
        ...extra.attributes,
      },
      relationships: {
        customer: { data: { type: 'customers', id: customer.accountId } },
        professional: { data: { type: 'professionals', id: professionalId } },
        address: { data: { type: 'addresses', id: customer.addressId } },
        ...extra.relationships,
      },
    },
  };
}

export function postOrder(t: TestApp, customer: Customer, body: object, query = '') {
  return t.app.inject({ method: 'POST', url: `/api/orders${query}`, headers: customer.auth, payload: body });
}
