import { ORDER_FINAL_STATUSES } from '@brilho/domain';
import { and, count, desc, eq, inArray, isNull, not, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import {
  type Address,
  accounts,
  addresses,
  badAddresses,
  type City,
  cities,
  type District,
  districts,
  type Legal,
  legals,
  orders,
  type Physical,
  physicals,
} from '../../db/schema';
import type { IncludeTree, Page } from '../../lib/jsonapi';
import { type Listed, withDistrictRelations } from '../places';
import type { Addressable, AddressView } from './serializers';

type Ctx = Pick<AppContext, 'db'>;

/** An address the caller may see: their own and not deleted. */
const own = (accountId: string): SQL => and(eq(addresses.accountId, accountId), isNull(addresses.deletedAt))!;
const newestFirst = [desc(addresses.createdAt), desc(addresses.id)];

export async function findOwnAddress(ctx: Ctx, accountId: string, id: string): Promise<Address | null> {
  const [row] = await ctx.db
    .select()
    .from(addresses)
    .where(and(own(accountId), eq(addresses.id, id)))
    .limit(1);
  return row ?? null;
}

export async function listOwnAddresses(ctx: Ctx, accountId: string, page: Page): Promise<Listed<Address>> {
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(addresses)
      .where(own(accountId))
      .orderBy(...newestFirst)
      .limit(page.size)
      .offset(page.offset),
    ctx.db.select({ total: count() }).from(addresses).where(own(accountId)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function allOwnAddresses(ctx: Ctx, accountId: string): Promise<Address[]> {
  return ctx.db
    .select()
    .from(addresses)
    .where(own(accountId))
    .orderBy(...newestFirst);
}

/** The caller's physical or legal record (else the bare account): every address of theirs points at it. */
export async function loadAddressable(ctx: Ctx, accountId: string): Promise<Addressable | null> {
  const [[physical], [legal], [account]] = await Promise.all([
    ctx.db.select().from(physicals).where(eq(physicals.accountId, accountId)).limit(1),
    ctx.db.select().from(legals).where(eq(legals.accountId, accountId)).limit(1),
    ctx.db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1),
  ]);
  if (physical) return { type: 'physicals', physical };
  if (legal) return { type: 'legals', legal };
  return account ? { type: 'accounts', account } : null;
}

/** Addresses with what `include` asks for: `district…` through the places loaders, and `addressable`. */
export async function withAddressRelations(
  ctx: Ctx,
  rows: Address[],
  include: IncludeTree,
  addressable: () => Promise<Addressable | null>,
): Promise<AddressView[]> {
  if (rows.length === 0) return rows;
  // `include=city` is the district's city: the district is loaded for it even when not asked for.
  const districtInclude: IncludeTree | null =
    include.district || include.city
      ? Object.assign(
          Object.create(null) as IncludeTree,
          include.district ?? {},
          include.city ? { city: include.city } : {},
        )
      : null;
  const [districtsById, owner] = await Promise.all([
    districtInclude ? districtsOf(ctx, rows, districtInclude) : null,
    include.addressable ? addressable() : null,
  ]);
  return rows.map((row) => ({
    ...row,
    ...(districtsById ? { district: districtsById.get(row.districtId) } : {}),
    ...(owner ? { addressable: owner } : {}),
  }));
}

async function districtsOf(ctx: Ctx, rows: Address[], include: IncludeTree) {
  const ids = [...new Set(rows.map((r) => r.districtId))];
  const found = await ctx.db.select().from(districts).where(inArray(districts.id, ids));
  const loaded = await withDistrictRelations(ctx, found, include);
  return new Map(loaded.map((district) => [district.id, district]));
}

export async function findOwnPhysical(ctx: Ctx, accountId: string, id: string): Promise<Physical | null> {
  const [row] = await ctx.db
    .select()
    .from(physicals)
    .where(and(eq(physicals.id, id), eq(physicals.accountId, accountId)))
    .limit(1);
  return row ?? null;
}

export async function findOwnLegal(ctx: Ctx, accountId: string, id: string): Promise<Legal | null> {
  const [row] = await ctx.db
    .select()
    .from(legals)
    .where(and(eq(legals.id, id), eq(legals.accountId, accountId)))
    .limit(1);
  return row ?? null;
}

export interface DistrictWithCity {
  district: District;
  city: City;
}

export async function findDistrictWithCity(ctx: Ctx, id: string): Promise<DistrictWithCity | null> {
  const [row] = await ctx.db
    .select({ district: districts, city: cities })
    .from(districts)
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .where(eq(districts.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertAddress(ctx: Ctx, values: typeof addresses.$inferInsert): Promise<Address> {
  const [row] = await ctx.db.insert(addresses).values(values).returning();
  return row!;
}

export async function updateOwnAddress(
  ctx: Ctx,
  accountId: string,
  id: string,
  values: Partial<typeof addresses.$inferInsert>,
): Promise<Address | null> {
  const [row] = await ctx.db
    .update(addresses)
    .set(values)
    .where(and(own(accountId), eq(addresses.id, id)))
    .returning();
  return row ?? null;
}

/**
 * The address row locked for the rest of the transaction: `update` by a deletion, `share` by an order
 * being created there, so the two can't both succeed against each other.
 */
export async function lockOwnAddress(
  tx: Db,
  accountId: string,
  id: string,
  strength: 'update' | 'share',
): Promise<(DistrictWithCity & { address: Address }) | null> {
  const [row] = await tx
    .select({ address: addresses, district: districts, city: cities })
    .from(addresses)
    .innerJoin(districts, eq(districts.id, addresses.districtId))
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .where(and(own(accountId), eq(addresses.id, id)))
    .limit(1)
    .for(strength, { of: addresses });
  return row ?? null;
}

/** Whether an order that is not over yet (not in ORDER_FINAL_STATUSES) is at this address. */
export async function hasOpenOrderAt(tx: Db, addressId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.addressId, addressId), not(inArray(orders.status, [...ORDER_FINAL_STATUSES]))))
    .limit(1);
  return rows.length > 0;
}

export async function isBadAddress(tx: Db, address: Pick<Address, 'zipCode' | 'streetNumber'>) {
  const rows = await tx
    .select({ id: badAddresses.id })
    .from(badAddresses)
    .where(
      and(eq(badAddresses.zipCode, address.zipCode), eq(badAddresses.streetNumber, address.streetNumber)),
    )
    .limit(1);
  return rows.length > 0;
}

export async function softDeleteAddress(tx: Db, id: string, at: Date): Promise<void> {
  await tx.update(addresses).set({ deletedAt: at, updatedAt: at }).where(eq(addresses.id, id));
}
