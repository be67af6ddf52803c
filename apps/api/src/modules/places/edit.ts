import { messages } from '@brilho/domain';
import { jsonApiBody, placeParams } from '@brilho/domain/contract';
import { districtAttributes, stateAttributes } from '@brilho/domain/schemas';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import {
  type City,
  cities,
  type District,
  districtPricings,
  districtRatings,
  districts,
  type State,
  states,
} from '../../db/schema';
import { requireRole } from '../../lib/auth';
import { attributesOf, parseWith, relationshipId } from '../../lib/body';
import { ApiError, fieldErrors, uniqueViolationOf } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { includeParam, serialize } from '../../lib/jsonapi';
import type { ZodTypeProvider } from '../../lib/wire';
import { PLACE_TEXTS } from '../../words/places';
import { audited } from '../audit';
import { withCityRelations, withDistrictRelations, withStateRelations } from './queries';
import { foldedEquals } from './search';
import { citySerializer, districtSerializer, stateSerializer } from './serializers';

/**
 * Editing states, cities and districts (Lugares): operator-only PATCHes with an audit entry each.
 * Closing a city (`active: false`) is read by the customer's address list at once (cities.active is served
 * with every address), and `POST /orders` refuses it (orders/booking.ts).
 */

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type Tx = Ctx & { db: Db };

const TAKEN = messages.places.alreadyTaken;

const optionalName = stateAttributes.shape.display_name.optional();
const optionalCode = stateAttributes.shape.code.optional();

export const statePatch = z.object({ display_name: optionalName, code: optionalCode });
export const cityPatch = z.object({
  display_name: optionalName,
  code: optionalCode,
  active: z.boolean({ error: 'Use verdadeiro ou falso' }).optional(),
});
export const districtPatch = z.object({
  display_name: optionalName,
  code: optionalCode,
  active: z.boolean({ error: 'Use verdadeiro ou falso' }).optional(),
  rating: districtAttributes.shape.rating.optional(),
  pricing: districtAttributes.shape.pricing.optional(),
});

const notFound = (title: string) => new ApiError(404, title);

async function exists(db: Db, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(table).where(where).limit(1);
  return rows.length > 0;
}

type Place = typeof states | typeof cities | typeof districts;

/**
 * 'já está sendo usado' on each field another row already holds: the code among every row of the table (case
 * insensitive), the name (folded) among the rows of `scope` (the same state's cities, the same city's
 * districts; every state). Only what the patch sets is checked (`undefined`: left as it is).
 */
async function assertFree(
  db: Db,
  table: Place,
  id: string,
  patch: { code: string | undefined; name: string | undefined; scope?: SQL },
): Promise<void> {
  const fields: string[] = [];
  if (patch.code && (await codeTakenByOther(db, table, patch.code, id))) fields.push('code');
  if (
    patch.name &&
    (await exists(db, table, and(patch.scope, foldedEquals(table.displayName, patch.name), ne(table.id, id))))
  )
    fields.push('display_name');
  if (fields.length > 0) throw fieldErrors(fields.map((field) => ({ field, title: TAKEN, detail: TAKEN })));
}

/** A unique violation raced past the checks: still reported on the field. */
async function orTaken<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const constraint = uniqueViolationOf(error);
    if (constraint === null) throw error;
    const field = constraint.endsWith('code_unique') ? 'code' : 'display_name';
    throw fieldErrors([{ field, title: TAKEN, detail: TAKEN }]);
  }
}

const codeTakenByOther = (db: Db, table: Place, code: string, id: string) =>
  exists(db, table, and(sql`lower(${table.code}) = lower(${code})`, ne(table.id, id)));

/** What changed, old → new, for the audit log. */
function changes<T extends Record<string, unknown>>(before: T, after: Partial<T>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after))
    if (value !== undefined && JSON.stringify(before[key]) !== JSON.stringify(value))
      out[key] = { from: before[key] ?? null, to: value };
  return out;
}

export async function updateState(
  tx: Tx,
  id: string,
  input: z.infer<typeof statePatch>,
): Promise<{ row: State; changed: Record<string, unknown> }> {
  const [before] = await tx.db.select().from(states).where(eq(states.id, id)).for('update');
  if (!before) throw notFound(PLACE_TEXTS.stateNotFound);
  await assertFree(tx.db, states, id, { code: input.code, name: input.display_name });
  const set = { displayName: input.display_name, code: input.code };
  const [row] = await orTaken(() => tx.db.update(states).set(set).where(eq(states.id, id)).returning());
  return { row: row!, changed: changes(before, set) };
}

export async function updateCity(
  tx: Tx,
  id: string,
  input: z.infer<typeof cityPatch>,
  stateId: string | null,
): Promise<{ row: City; changed: Record<string, unknown> }> {
  const [before] = await tx.db.select().from(cities).where(eq(cities.id, id)).for('update');
  if (!before) throw notFound(PLACE_TEXTS.cityNotFound);
  if (stateId !== null) {
    const found = isUuid(stateId) && (await exists(tx.db, states, eq(states.id, stateId)));
    if (!found)
      throw fieldErrors([
        { field: 'state', title: PLACE_TEXTS.stateNotFound, pointer: '/data/relationships/state' },
      ]);
  }
  const targetState = stateId ?? before.stateId;
  const name = input.display_name;
  // Moved to another state, the city's name must be free there too.
  await assertFree(tx.db, cities, id, {
    code: input.code,
    name: name || stateId ? (name ?? before.displayName) : undefined,
    scope: eq(cities.stateId, targetState),
  });
  const set = {
    displayName: input.display_name,
    code: input.code,
    active: input.active,
    stateId: stateId ?? undefined,
  };
  const [row] = await orTaken(() => tx.db.update(cities).set(set).where(eq(cities.id, id)).returning());
  return { row: row!, changed: changes(before, set) };
}

export async function updateDistrict(
  tx: Tx,
  id: string,
  input: z.infer<typeof districtPatch>,
): Promise<{ row: District; changed: Record<string, unknown> }> {
  const [before] = await tx.db.select().from(districts).where(eq(districts.id, id)).for('update');
  if (!before) throw notFound(PLACE_TEXTS.districtNotFound);
  await assertFree(tx.db, districts, id, {
    code: input.code,
    name: input.display_name,
    scope: eq(districts.cityId, before.cityId),
  });
  const set = { displayName: input.display_name, code: input.code, active: input.active };
  const changed = changes(before, set);
  const hasColumns = Object.values(set).some((value) => value !== undefined);
  const [row] = hasColumns
    ? await orTaken(() => tx.db.update(districts).set(set).where(eq(districts.id, id)).returning())
    : [before];
  if (input.rating) {
    const values = { ratingMin: input.rating.rating_min, ratingMax: input.rating.rating_max };
    await tx.db
      .insert(districtRatings)
      .values({ districtId: id, ...values })
      .onConflictDoUpdate({ target: districtRatings.districtId, set: values });
    changed.rating = input.rating;
  }
  if (input.pricing) {
    const values = {
      price: input.pricing.price,
      pricePerHour: input.pricing.price_per_hour,
      fee: input.pricing.fee,
      feePerHour: input.pricing.fee_per_hour,
    };
    await tx.db
      .insert(districtPricings)
      .values({ districtId: id, ...values })
      .onConflictDoUpdate({ target: districtPricings.districtId, set: values });
    changed.pricing = input.pricing;
  }
  return { row: row!, changed };
}

const idParam = (id: string, title: string): string => {
  if (!isUuid(id)) throw notFound(title);
  return id;
};

/** PATCH /states/{id}, /cities/{id}, /districts/{id}: operator-only, audited. */
export async function placeEditRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.patch('/states/:id', { schema: { params: placeParams, body: jsonApiBody } }, async (request) => {
    const actor = requireRole(request, 'operator');
    const id = idParam(request.params.id, PLACE_TEXTS.stateNotFound);
    const input = parseWith(statePatch, attributesOf(request.body));
    const { row } = await audited(
      ctx,
      actor,
      (tx) => updateState(tx, id, input),
      ({ changed }) => ({ action: 'state.update', subjectType: 'states', subjectId: id, data: changed }),
    );
    const include = includeParam(request.query);
    return serialize(stateSerializer, (await withStateRelations(ctx, [row], include))[0]!, { include });
  });

  app.patch('/cities/:id', { schema: { params: placeParams, body: jsonApiBody } }, async (request) => {
    const actor = requireRole(request, 'operator');
    const id = idParam(request.params.id, PLACE_TEXTS.cityNotFound);
    const input = parseWith(cityPatch, attributesOf(request.body));
    const stateId = relationshipId(request.body, 'state');
    const { row } = await audited(
      ctx,
      actor,
      (tx) => updateCity(tx, id, input, stateId),
      ({ changed }) => ({
        action: input.active === false && changed.active ? 'city.close' : 'city.update',
        subjectType: 'cities',
        subjectId: id,
        data: changed,
      }),
    );
    const include = includeParam(request.query, 'state');
    return serialize(citySerializer, (await withCityRelations(ctx, [row], include))[0]!, { include });
  });

  app.patch('/districts/:id', { schema: { params: placeParams, body: jsonApiBody } }, async (request) => {
    const actor = requireRole(request, 'operator');
    const id = idParam(request.params.id, PLACE_TEXTS.districtNotFound);
    const input = parseWith(districtPatch, attributesOf(request.body));
    const { row } = await audited(
      ctx,
      actor,
      (tx) => updateDistrict(tx, id, input),
      ({ changed }) => ({
        action: 'district.update',
        subjectType: 'districts',
        subjectId: id,
        data: changed,
      }),
    );
    const include = includeParam(request.query, 'rating,pricing');
    return serialize(districtSerializer, (await withDistrictRelations(ctx, [row], include))[0]!, {
      include,
    });
  });
}
