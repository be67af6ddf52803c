import { messages } from '@brilho/domain';
import type { AddressCreateAttributes, addressEdit } from '@brilho/domain/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { Address } from '../../db/schema';
import { ApiError, fieldErrors } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { ERROR_TEXTS, REQUEST_TEXTS } from '../../words/errors';
import {
  type DistrictWithCity,
  findDistrictWithCity,
  findOwnLegal,
  findOwnPhysical,
  hasOpenOrderAt,
  insertAddress,
  isBadAddress,
  lockOwnAddress,
  softDeleteAddress,
  updateOwnAddress,
} from './queries';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export const ADDRESS_NOT_FOUND = messages.places.addressNotFound;
const notFound = () => new ApiError(404, ADDRESS_NOT_FOUND);

const DISTRICT = '/data/relationships/district';
const ADDRESSABLE = '/data/relationships/addressable';

/** The `addressable` sent with a new address must be the caller (their account, physical or legal). */
async function assertOwnAddressable(
  ctx: Ctx,
  accountId: string,
  ref: { type: string | null; id: string } | null,
): Promise<void> {
  if (ref === null) return;
  const owns: Record<string, () => Promise<boolean>> = {
    accounts: async () => ref.id === accountId,
    physicals: async () => isUuid(ref.id) && (await findOwnPhysical(ctx, accountId, ref.id)) !== null,
    legals: async () => isUuid(ref.id) && (await findOwnLegal(ctx, accountId, ref.id)) !== null,
  };
  const check = ref.type ? owns[ref.type] : undefined;
  if (!check)
    throw fieldErrors([{ field: 'addressable', title: REQUEST_TEXTS.badType, pointer: ADDRESSABLE }]);
  // Someone else's record answers like a missing one: ids of other customers are never confirmed.
  if (!(await check())) throw new ApiError(404, ERROR_TEXTS.notFound);
}

/** The chosen district must exist, be active and lie in a city we still serve. */
async function servedDistrict(ctx: Ctx, districtId: string | null): Promise<DistrictWithCity> {
  const refuse = (title: string) => fieldErrors([{ field: 'district', title, pointer: DISTRICT }]);
  if (districtId === null) throw refuse(messages.places.noDistrictSelected);
  const found = isUuid(districtId) ? await findDistrictWithCity(ctx, districtId) : null;
  if (!found?.district.active) throw refuse(messages.places.districtNotServed);
  if (!found.city.active) throw refuse(messages.places.closedCity);
  return found;
}

export async function createAddress(
  ctx: Ctx,
  accountId: string,
  input: AddressCreateAttributes,
  refs: { district: string | null; addressable: { type: string | null; id: string } | null },
): Promise<Address> {
  await assertOwnAddressable(ctx, accountId, refs.addressable);
  const { district } = await servedDistrict(ctx, refs.district);
  const now = ctx.clock.now();
  return insertAddress(ctx, {
    accountId,
    districtId: district.id,
    name: input.name,
    street: input.street,
    streetNumber: input.street_number,
    complement: input.complement,
    reference: input.reference,
    zipCode: input.zip_code,
    longitude: input.lonlat.longitude,
    latitude: input.lonlat.latitude,
    createdAt: now,
    updatedAt: now,
  });
}

/** Only the name, complement and reference change; the place itself is a new address. */
export async function updateAddress(
  ctx: Ctx,
  accountId: string,
  id: string,
  patch: Partial<z.infer<typeof addressEdit>>,
): Promise<Address> {
  const updated = isUuid(id)
    ? await updateOwnAddress(ctx, accountId, id, {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.complement !== undefined ? { complement: patch.complement } : {}),
        ...(patch.reference !== undefined ? { reference: patch.reference } : {}),
        updatedAt: ctx.clock.now(),
      })
    : null;
  if (!updated) throw notFound();
  return updated;
}

/**
 * Soft delete: past orders keep pointing at the address. Refused while an order that is not over is
 * there; the row lock makes a concurrent order creation (which share-locks it) wait for the answer.
 */
export async function deleteAddress(ctx: Ctx, accountId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await ctx.db.transaction(async (tx) => {
    if (!(await lockOwnAddress(tx, accountId, id, 'update'))) throw notFound();
    if (await hasOpenOrderAt(tx, id))
      throw new ApiError(409, messages.places.addressInUse, { code: 'address_in_use' });
    await softDeleteAddress(tx, id, ctx.clock.now());
  });
}

/**
 * For order creation (Booking): the caller's live address, in a city we serve, not on the list of bad
 * addresses. Call it with the order's transaction: the address stays share-locked until commit, so it
 * can't be deleted under the new order.
 */
export async function assertOrderableAddress(
  db: Db,
  accountId: string,
  addressId: string,
): Promise<DistrictWithCity & { address: Address }> {
  const row = isUuid(addressId) ? await lockOwnAddress(db, accountId, addressId, 'share') : null;
  if (!row) throw notFound();
  const pointer = '/data/relationships/address';
  if (!row.city.active) throw new ApiError(422, messages.places.closedCity, { pointer, code: 'closed_city' });
  if (!row.district.active)
    throw new ApiError(422, messages.places.districtNotServed, { pointer, code: 'district_not_served' });
  if (await isBadAddress(db, row.address))
    throw new ApiError(422, messages.places.badAddress, { pointer, code: 'bad_address' });
  return row;
}
