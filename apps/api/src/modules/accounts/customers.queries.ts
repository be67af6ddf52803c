import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import {
  type Account,
  accounts,
  addresses,
  cities,
  districts,
  legals,
  orders,
  phones,
  physicals,
  professionals,
  profiles,
  sessions,
  tickets,
  wallets,
} from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { folded, foldedContains } from '../places';
import { accountName, nameOrEmailContains, type Standing, standingIs } from './console-filters';
import type { CustomerDetail, CustomerRow } from './customers.serializers';

/** The console's reading of customers: the list and its filters, one customer, the detail page, companies. */

export type CustomerType = 'physical' | 'legal';
export type CustomerStanding = Standing;

export interface CustomerFilters {
  type?: CustomerType;
  search?: string;
  standing?: CustomerStanding;
  /** Only accounts whose last activity came before this instant (domain `inactiveAccountCutoff`). */
  inactiveBefore?: Date;
}

/** The account's last activity: its sign-up, its latest sign-in or its latest order (GREATEST skips NULLs). */
const lastActiveAt = sql<Date>`greatest(
  ${accounts.createdAt},
  (select max(${sessions.createdAt}) from ${sessions} where ${sessions.accountId} = ${accounts.id}),
  (select max(${orders.createdAt}) from ${orders} where ${orders.customerId} = ${accounts.id})
)`;

export const isCustomer = inArray(accounts.accountableType, ['Physical', 'Legal']);

function conditions(filters: CustomerFilters): SQL | undefined {
  const search = filters.search?.trim();
  const digits = search?.replace(/\D/g, '') ?? '';
  return and(
    isCustomer,
    filters.type === 'physical' ? eq(accounts.accountableType, 'Physical') : undefined,
    filters.type === 'legal' ? eq(accounts.accountableType, 'Legal') : undefined,
    search
      ? or(
          nameOrEmailContains(search),
          sql`${legals.companyName} IS NOT NULL AND ${foldedContains(legals.companyName, search)}`,
          sql`${legals.businessName} IS NOT NULL AND ${foldedContains(legals.businessName, search)}`,
          digits.length >= 3
            ? or(
                sql`strpos(coalesce(${physicals.cpf}, ''), ${digits}) > 0`,
                sql`strpos(coalesce(${legals.cnpj}, ''), ${digits}) > 0`,
              )
            : undefined,
        )
      : undefined,
    standingIs(accounts, filters.standing),
    filters.inactiveBefore ? sql`${lastActiveAt} < ${filters.inactiveBefore.toISOString()}` : undefined,
  );
}

const rowSelection = {
  account: accounts,
  cpf: physicals.cpf,
  physicalId: physicals.id,
  cnpj: legals.cnpj,
  legalId: legals.id,
  companyName: legals.companyName,
  lastActiveAt: lastActiveAt.mapWith((value: string | Date) => new Date(value)),
};

const toRow = (r: {
  account: Account;
  cpf: string | null;
  physicalId: string | null;
  cnpj: string | null;
  legalId: string | null;
  companyName: string | null;
  lastActiveAt: Date;
}): CustomerRow => ({
  account: r.account,
  document: r.cpf ?? r.cnpj,
  companyName: r.companyName,
  accountableId: r.physicalId ?? r.legalId,
  lastActiveAt: r.lastActiveAt,
});

/** The sortable columns of the console's customers (`sort=`), newest sign-ups first by default. */
export const CUSTOMER_SORTS = {
  created_at: accounts.createdAt,
  name: folded(accountName),
  email: accounts.email,
  last_active_at: lastActiveAt,
} as const;
export const CUSTOMER_DEFAULT_SORT = '-created_at';
export const CUSTOMER_TIE_BREAKER = accounts.id;

/** In `orderBy` (lib/list-query `sortOf` over `CUSTOMER_SORTS`); filters and the search combine. */
export async function listCustomers(
  db: Db,
  filters: CustomerFilters,
  orderBy: SQL[],
  page: { size: number; offset: number },
): Promise<{ rows: CustomerRow[]; total: number }> {
  const where = conditions(filters);
  const base = () =>
    db
      .select(rowSelection)
      .from(accounts)
      .leftJoin(physicals, eq(physicals.accountId, accounts.id))
      .leftJoin(legals, eq(legals.accountId, accounts.id));
  const [rows, [counted]] = await Promise.all([
    base()
      .where(where)
      .orderBy(...orderBy)
      .limit(page.size)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(accounts)
      .leftJoin(physicals, eq(physicals.accountId, accounts.id))
      .leftJoin(legals, eq(legals.accountId, accounts.id))
      .where(where),
  ]);
  return { rows: rows.map(toRow), total: counted?.total ?? 0 };
}

export async function findCustomer(db: Db, id: string): Promise<CustomerRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(rowSelection)
    .from(accounts)
    .leftJoin(physicals, eq(physicals.accountId, accounts.id))
    .leftJoin(legals, eq(legals.accountId, accounts.id))
    .where(and(eq(accounts.id, id), isCustomer))
    .limit(1);
  return row ? toRow(row) : null;
}

/** The detail page: documents, phones, addresses, the latest orders, wallet and tickets. */
export async function customerDetail(db: Db, id: string): Promise<CustomerDetail | null> {
  const row = await findCustomer(db, id);
  if (!row) return null;
  const [profile] = await db.select().from(profiles).where(eq(profiles.accountId, id));
  const phoneRows = await db.select().from(phones).where(eq(phones.accountId, id));
  const addressRows = await db
    .select({
      id: addresses.id,
      name: addresses.name,
      street: addresses.street,
      streetNumber: addresses.streetNumber,
      complement: addresses.complement,
      districtName: districts.displayName,
      cityName: cities.displayName,
      cityActive: cities.active,
      deletedAt: addresses.deletedAt,
    })
    .from(addresses)
    .innerJoin(districts, eq(districts.id, addresses.districtId))
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .where(eq(addresses.accountId, id))
    .orderBy(desc(addresses.createdAt));
  const orderRows = await db
    .select({
      id: orders.id,
      status: orders.status,
      startsAt: orders.startsAt,
      durationHours: orders.durationHours,
      total: orders.total,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(orders)
    .leftJoin(professionals, eq(professionals.id, orders.professionalId))
    .leftJoin(accounts, eq(accounts.id, professionals.accountId))
    .where(eq(orders.customerId, id))
    .orderBy(desc(orders.startsAt))
    .limit(50);
  const [wallet] = await db.select().from(wallets).where(eq(wallets.accountId, id));
  const ticketRows = await db
    .select({
      id: tickets.id,
      kind: tickets.kind,
      status: tickets.status,
      orderId: tickets.orderId,
      createdAt: tickets.createdAt,
    })
    .from(tickets)
    .where(eq(tickets.accountId, id))
    .orderBy(desc(tickets.createdAt))
    .limit(50);
  return {
    ...row,
    profile: profile ?? null,
    phones: phoneRows,
    addresses: addressRows,
    orders: orderRows.map(({ firstName, lastName, ...order }) => ({
      ...order,
      professionalName: firstName ? `${firstName} ${lastName}` : null,
    })),
    walletBalance: wallet?.availableToUse ?? null,
    tickets: ticketRows,
  };
}

/** `GET /legals`: companies with their accounts (and profiles) when included, paged and sorted. */
export async function listLegals(
  db: Db,
  sort: 'company_name' | '-company_name' | 'created_at' | '-created_at',
  page: { size: number; offset: number },
) {
  const order =
    sort === 'company_name'
      ? asc(folded(legals.companyName))
      : sort === '-company_name'
        ? desc(folded(legals.companyName))
        : sort === 'created_at'
          ? asc(legals.createdAt)
          : desc(legals.createdAt);
  const [rows, [counted]] = await Promise.all([
    db.select().from(legals).orderBy(order, asc(legals.id)).limit(page.size).offset(page.offset),
    db.select({ total: count() }).from(legals),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function accountsWithProfiles(db: Db, ids: string[], withProfile: boolean) {
  if (ids.length === 0) return new Map<string, Account & { profile?: typeof profiles.$inferSelect | null }>();
  const rows = await db.select().from(accounts).where(inArray(accounts.id, ids));
  const profileRows = withProfile
    ? await db.select().from(profiles).where(inArray(profiles.accountId, ids))
    : [];
  return new Map(
    rows.map((a) => [
      a.id,
      withProfile ? { ...a, profile: profileRows.find((p) => p.accountId === a.id) ?? null } : a,
    ]),
  );
}
