import { DEFAULT_COUNTRY } from '@brilho/domain';
import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import {
  type City,
  type Country,
  cities,
  countries,
  type District,
  districtPricings,
  districtRatings,
  districts,
  type State,
  states,
} from '../../db/schema';
import type { IncludeTree, Page } from '../../lib/jsonapi';
import { folded, foldedContains, foldedEquals } from './search';
import type { CityView, DistrictView, StateView } from './serializers';

type Ctx = Pick<AppContext, 'db'>;

const distinct = (ids: string[]) => [...new Set(ids)];
const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

// ---------------------------------------------------------------------------------------------------
// Includes: each loader attaches what the include tree asks for, one query per relationship and level.

export async function withStateRelations(
  ctx: Ctx,
  rows: State[],
  include: IncludeTree,
): Promise<StateView[]> {
  if (rows.length === 0 || !include.country) return rows;
  const found = byId(
    await ctx.db
      .select()
      .from(countries)
      .where(inArray(countries.id, distinct(rows.map((r) => r.countryId)))),
  );
  return rows.map((row) => ({ ...row, country: found.get(row.countryId) }));
}

async function statesOf(ctx: Ctx, rows: City[], include: IncludeTree): Promise<Map<string, StateView>> {
  const found = await ctx.db
    .select()
    .from(states)
    .where(inArray(states.id, distinct(rows.map((r) => r.stateId))));
  return byId(await withStateRelations(ctx, found, include));
}

async function districtsOf(
  ctx: Ctx,
  rows: City[],
  include: IncludeTree,
): Promise<Map<string, DistrictView[]>> {
  const found = await ctx.db
    .select()
    .from(districts)
    .where(
      inArray(
        districts.cityId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(folded(districts.displayName), asc(districts.id));
  return groupBy(await withDistrictRelations(ctx, found, include), (d) => d.cityId);
}

export async function withCityRelations(ctx: Ctx, rows: City[], include: IncludeTree): Promise<CityView[]> {
  if (rows.length === 0) return rows;
  const [statesById, districtsByCity] = await Promise.all([
    include.state ? statesOf(ctx, rows, include.state) : null,
    include.districts ? districtsOf(ctx, rows, include.districts) : null,
  ]);
  return rows.map((row) => ({
    ...row,
    ...(statesById ? { state: statesById.get(row.stateId) } : {}),
    ...(districtsByCity ? { districts: districtsByCity.get(row.id) ?? [] } : {}),
  }));
}

async function citiesOf(ctx: Ctx, rows: District[], include: IncludeTree): Promise<Map<string, CityView>> {
  const found = await ctx.db
    .select()
    .from(cities)
    .where(inArray(cities.id, distinct(rows.map((r) => r.cityId))));
  return byId(await withCityRelations(ctx, found, include));
}

async function ratingsOf(ctx: Ctx, rows: District[]) {
  const found = await ctx.db
    .select()
    .from(districtRatings)
    .where(
      inArray(
        districtRatings.districtId,
        rows.map((r) => r.id),
      ),
    );
  return new Map(found.map((rating) => [rating.districtId, rating]));
}

async function pricingsOf(ctx: Ctx, rows: District[]) {
  const found = await ctx.db
    .select()
    .from(districtPricings)
    .where(
      inArray(
        districtPricings.districtId,
        rows.map((r) => r.id),
      ),
    );
  return new Map(found.map((pricing) => [pricing.districtId, pricing]));
}

export async function withDistrictRelations(
  ctx: Ctx,
  rows: District[],
  include: IncludeTree,
): Promise<DistrictView[]> {
  if (rows.length === 0) return rows;
  const [citiesById, ratings, pricings] = await Promise.all([
    include.city ? citiesOf(ctx, rows, include.city) : null,
    include.rating ? ratingsOf(ctx, rows) : null,
    include.pricing ? pricingsOf(ctx, rows) : null,
  ]);
  return rows.map((row) => ({
    ...row,
    ...(citiesById ? { city: citiesById.get(row.cityId) } : {}),
    ...(ratings ? { rating: ratings.get(row.id) ?? null } : {}),
    ...(pricings ? { pricing: pricings.get(row.id) ?? null } : {}),
  }));
}

// ---------------------------------------------------------------------------------------------------
// Lists.

export interface Listed<T> {
  rows: T[];
  total: number;
}

/** `search`: part of the state's name or its code (the console's search box). */
export async function listStates(
  ctx: Ctx,
  page: Page,
  orderBy: SQL[],
  search: string | null = null,
): Promise<Listed<State>> {
  const where = search
    ? or(foldedContains(states.displayName, search), foldedContains(states.code, search))
    : undefined;
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(states)
      .where(where)
      .orderBy(...orderBy)
      .limit(page.size)
      .offset(page.offset),
    ctx.db.select({ total: count() }).from(states).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export interface CityFilters {
  /** Accent- and case-insensitive, whole name. */
  displayName?: string;
  active?: boolean;
  stateId?: string;
  /** Part of the name or the code (`filter[search]`, the console's search box). */
  search?: string;
}

function cityConditions(filters: CityFilters): SQL | undefined {
  return and(
    filters.search
      ? or(foldedContains(cities.displayName, filters.search), foldedContains(cities.code, filters.search))
      : undefined,
    filters.displayName !== undefined ? foldedEquals(cities.displayName, filters.displayName) : undefined,
    filters.active !== undefined ? eq(cities.active, filters.active) : undefined,
    filters.stateId !== undefined ? eq(cities.stateId, filters.stateId) : undefined,
  );
}

export async function listCities(
  ctx: Ctx,
  filters: CityFilters,
  page: Page,
  orderBy: SQL[],
): Promise<Listed<City>> {
  const where = cityConditions(filters);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(cities)
      .where(where)
      .orderBy(...orderBy)
      .limit(page.size)
      .offset(page.offset),
    ctx.db.select({ total: count() }).from(cities).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findCity(ctx: Ctx, id: string): Promise<City | null> {
  const [row] = await ctx.db.select().from(cities).where(eq(cities.id, id)).limit(1);
  return row ?? null;
}

/** Every district of a city, active or not, by name. */
export async function districtsOfCity(ctx: Ctx, cityId: string): Promise<District[]> {
  return ctx.db
    .select()
    .from(districts)
    .where(eq(districts.cityId, cityId))
    .orderBy(folded(districts.displayName), asc(districts.id));
}

export interface DistrictSearch {
  cityId?: string;
  /** Part of the name, accent- and case-insensitive. */
  name?: string;
}

/** Active districts only: the address wizard offers nothing the API would refuse. */
export async function searchDistricts(
  ctx: Ctx,
  search: DistrictSearch,
  page: Page,
): Promise<Listed<District>> {
  const where = and(
    eq(districts.active, true),
    search.cityId !== undefined ? eq(districts.cityId, search.cityId) : undefined,
    search.name !== undefined ? foldedContains(districts.displayName, search.name) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(districts)
      .where(where)
      .orderBy(folded(districts.displayName), asc(districts.id))
      .limit(page.size)
      .offset(page.offset),
    ctx.db.select({ total: count() }).from(districts).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

// ---------------------------------------------------------------------------------------------------
// Creation (operator).

async function exists(ctx: Ctx, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await ctx.db.select({ one: sql<number>`1` }).from(table).where(where).limit(1);
  return rows.length > 0;
}

/** Codes are compared case-insensitively: 'PR' and 'pr' would be the same state to a person. */
export const codeTaken = (ctx: Ctx, table: typeof states | typeof cities | typeof districts, code: string) =>
  exists(ctx, table, sql`lower(${table.code}) = lower(${code})`);

/** State names are unique across countries, as the database has them. */
export const stateNameTaken = (ctx: Ctx, name: string) =>
  exists(ctx, states, foldedEquals(states.displayName, name));

export const cityNameTaken = (ctx: Ctx, stateId: string, name: string) =>
  exists(ctx, cities, and(eq(cities.stateId, stateId), foldedEquals(cities.displayName, name)));

export const districtNameTaken = (ctx: Ctx, cityId: string, name: string) =>
  exists(ctx, districts, and(eq(districts.cityId, cityId), foldedEquals(districts.displayName, name)));

export async function findCountry(ctx: Ctx, id: string): Promise<Country | null> {
  const [row] = await ctx.db.select().from(countries).where(eq(countries.id, id)).limit(1);
  return row ?? null;
}

/** Brazil, created on first use so an operator can add states to an empty database. */
export async function defaultCountry(ctx: Ctx): Promise<Country> {
  await ctx.db
    .insert(countries)
    .values({ code: DEFAULT_COUNTRY, displayName: 'Brasil' })
    .onConflictDoNothing({ target: countries.code });
  const [row] = await ctx.db.select().from(countries).where(eq(countries.code, DEFAULT_COUNTRY));
  return row!;
}

export async function findState(ctx: Ctx, id: string): Promise<State | null> {
  const [row] = await ctx.db.select().from(states).where(eq(states.id, id)).limit(1);
  return row ?? null;
}

export async function insertState(ctx: Ctx, values: typeof states.$inferInsert): Promise<State> {
  const [row] = await ctx.db.insert(states).values(values).returning();
  return row!;
}

export async function insertCity(ctx: Ctx, values: typeof cities.$inferInsert): Promise<City> {
  const [row] = await ctx.db.insert(cities).values(values).returning();
  return row!;
}

/** The district with its rating and pricing, all or nothing. */
export async function insertDistrict(
  ctx: Ctx,
  values: typeof districts.$inferInsert,
  rating: Omit<typeof districtRatings.$inferInsert, 'districtId'>,
  pricing: Omit<typeof districtPricings.$inferInsert, 'districtId'>,
): Promise<DistrictView> {
  return ctx.db.transaction(async (tx) => {
    const [district] = await tx.insert(districts).values(values).returning();
    const [ratingRow] = await tx
      .insert(districtRatings)
      .values({ ...rating, districtId: district!.id })
      .returning();
    const [pricingRow] = await tx
      .insert(districtPricings)
      .values({ ...pricing, districtId: district!.id })
      .returning();
    return { ...district!, rating: ratingRow!, pricing: pricingRow! };
  });
}
