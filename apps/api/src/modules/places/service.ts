import { messages } from '@brilho/domain';
import type { cityAttributes, DistrictAttributes, stateAttributes } from '@brilho/domain/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { cities, districts, type State, states } from '../../db/schema';
import { type ApiError, fieldErrors, uniqueViolationOf } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { REQUEST_TEXTS } from '../../words/errors';
import { PLACE_TEXTS } from '../../words/places';
import {
  cityNameTaken,
  codeTaken,
  defaultCountry,
  districtNameTaken,
  findCity,
  findCountry,
  findState,
  insertCity,
  insertDistrict,
  insertState,
  stateNameTaken,
} from './queries';
import type { CityView, DistrictView } from './serializers';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type UniqueField = 'code' | 'display_name';

const TAKEN = messages.places.alreadyTaken;

/** 'já está sendo usado' on each field, as the spec reports a duplicate ('has already been taken'). */
const takenError = (fields: UniqueField[]): ApiError =>
  fieldErrors(fields.map((field) => ({ field, title: TAKEN, detail: TAKEN })));

async function assertNoneTaken(checks: [UniqueField, Promise<boolean>][]): Promise<void> {
  const taken = await Promise.all(checks.map(async ([field, check]) => ((await check) ? field : null)));
  const fields = taken.filter((field): field is UniqueField => field !== null);
  if (fields.length > 0) throw takenError(fields);
}

/** Two operators creating the same name at once: the loser's unique violation still names the field. */
async function insertOrTaken<T>(insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    const constraint = uniqueViolationOf(error);
    if (constraint === null) throw error;
    throw takenError([constraint.endsWith('code_unique') ? 'code' : 'display_name']);
  }
}

/** A parent named in `data.relationships.<name>`: required, and it must exist. */
async function parentOf<T>(
  name: 'country' | 'state' | 'city',
  id: string | null,
  find: (id: string) => Promise<T | null>,
  notFoundTitle: string,
): Promise<T> {
  const pointer = `/data/relationships/${name}`;
  if (id === null) throw fieldErrors([{ field: name, title: REQUEST_TEXTS.required, pointer }]);
  const found = isUuid(id) ? await find(id) : null;
  if (!found) throw fieldErrors([{ field: name, title: notFoundTitle, pointer }]);
  return found;
}

export async function createState(
  ctx: Ctx,
  input: z.infer<typeof stateAttributes>,
  countryId: string | null,
): Promise<State> {
  const country =
    countryId === null
      ? await defaultCountry(ctx)
      : await parentOf('country', countryId, (id) => findCountry(ctx, id), PLACE_TEXTS.countryNotFound);
  await assertNoneTaken([
    ['code', codeTaken(ctx, states, input.code)],
    ['display_name', stateNameTaken(ctx, input.display_name)],
  ]);
  return insertOrTaken(() =>
    insertState(ctx, {
      countryId: country.id,
      code: input.code,
      displayName: input.display_name,
      createdAt: ctx.clock.now(),
    }),
  );
}

export async function createCity(
  ctx: Ctx,
  input: z.infer<typeof cityAttributes>,
  stateId: string | null,
): Promise<CityView> {
  const state = await parentOf('state', stateId, (id) => findState(ctx, id), PLACE_TEXTS.stateNotFound);
  await assertNoneTaken([
    ['code', codeTaken(ctx, cities, input.code)],
    ['display_name', cityNameTaken(ctx, state.id, input.display_name)],
  ]);
  const city = await insertOrTaken(() =>
    insertCity(ctx, {
      stateId: state.id,
      code: input.code,
      displayName: input.display_name,
      active: input.active,
      createdAt: ctx.clock.now(),
    }),
  );
  return { ...city, state };
}

export async function createDistrict(
  ctx: Ctx,
  input: DistrictAttributes,
  cityId: string | null,
): Promise<DistrictView> {
  const city = await parentOf('city', cityId, (id) => findCity(ctx, id), PLACE_TEXTS.cityNotFound);
  await assertNoneTaken([
    ['code', codeTaken(ctx, districts, input.code)],
    ['display_name', districtNameTaken(ctx, city.id, input.display_name)],
  ]);
  const district = await insertOrTaken(() =>
    insertDistrict(
      ctx,
      {
        cityId: city.id,
        code: input.code,
        displayName: input.display_name,
        active: input.active,
        createdAt: ctx.clock.now(),
      },
      { ratingMin: input.rating.rating_min, ratingMax: input.rating.rating_max },
      {
        price: input.pricing.price,
        pricePerHour: input.pricing.price_per_hour,
        fee: input.pricing.fee,
        feePerHour: input.pricing.fee_per_hour,
      },
    ),
  );
  return { ...district, city };
}
