import type { OrderStatus } from '@brilho/domain';
import { and, asc, count, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db';
import {
  accounts,
  addresses,
  districts,
  fundingInstruments,
  type Order,
  orderStatusChanges,
  orders,
  payments,
  professionals,
  sentEmails,
  tickets,
} from '../../db/schema';
import { isUuid } from '../../lib/ids';
import type { Page } from '../../lib/jsonapi';
import { folded, foldedContains } from '../places';

/** The operator's orders: read-only statements for the list and the detail. */

const proAccounts = alias(accounts, 'professional_accounts');

export interface OperatorOrderRow {
  order: Order;
  customer: { id: string; firstName: string; lastName: string; email: string };
  professional: { id: string; firstName: string; lastName: string } | null;
  address: { name: string; district: string };
}

export interface OrderListQuery {
  page: Page;
  statuses: OrderStatus[] | null;
  /** São Paulo instants bounding the cleaning's start: [from, to). */
  from: Date | null;
  to: Date | null;
  /** A professional's id, or part of their name. */
  professional: string | null;
  /** A customer's id, or part of their name or e-mail. */
  customer: string | null;
  /** `filter[search]`: the order's id, or part of the customer's name or e-mail, the professional's name,
   * the address's name or its district (accent- and case-insensitive). */
  search: string | null;
  /** ORDER BY terms (lib/list-query `sortOf` over `ORDER_SORTS`). */
  orderBy: SQL[];
}

/** The sortable columns of the operator's orders (`sort=`), newest cleaning first by default. */
export const ORDER_SORTS = {
  starts_at: orders.startsAt,
  created_at: orders.createdAt,
  total: orders.total,
  status: orders.status,
  customer: folded(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`),
} as const;
export const ORDER_DEFAULT_SORT = '-starts_at';
export const ORDER_TIE_BREAKER = orders.id;

function searchMatch(text: string): SQL {
  if (isUuid(text)) return eq(orders.id, text);
  return or(
    foldedContains(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`, text),
    foldedContains(accounts.email, text),
    sql`${proAccounts.firstName} IS NOT NULL AND ${foldedContains(
      sql`${proAccounts.firstName} || ' ' || ${proAccounts.lastName}`,
      text,
    )}`,
    foldedContains(addresses.name, text),
    foldedContains(districts.displayName, text),
  )!;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function personMatch(
  text: string,
  table: typeof accounts | typeof proAccounts,
  idColumn: typeof orders.customerId | typeof orders.professionalId,
): SQL {
  if (isUuid(text)) return eq(idColumn, text);
  const pattern = like(text);
  return or(
    ilike(sql`${table.firstName} || ' ' || ${table.lastName}`, pattern),
    ilike(table.email, pattern),
  )!;
}

function selection() {
  return {
    order: orders,
    customer: {
      id: accounts.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
    },
    professionalAccount: { firstName: proAccounts.firstName, lastName: proAccounts.lastName },
    professionalId: professionals.id,
    addressName: addresses.name,
    district: districts.displayName,
  };
}

function base(db: Db) {
  return db
    .select(selection())
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.customerId))
    .leftJoin(professionals, eq(professionals.id, orders.professionalId))
    .leftJoin(proAccounts, eq(proAccounts.id, professionals.accountId))
    .innerJoin(addresses, eq(addresses.id, orders.addressId))
    .innerJoin(districts, eq(districts.id, addresses.districtId));
}

type Selected = {
  order: Order;
  customer: OperatorOrderRow['customer'];
  professionalAccount: { firstName: string; lastName: string } | null;
  professionalId: string | null;
  addressName: string;
  district: string;
};

const toRow = (row: Selected): OperatorOrderRow => ({
  order: row.order,
  customer: row.customer,
  professional:
    row.professionalId && row.professionalAccount
      ? { id: row.professionalId, ...row.professionalAccount }
      : null,
  address: { name: row.addressName, district: row.district },
});

/** In `query.orderBy` (newest cleanings first by default); filters and the search combine. */
export async function listOperatorOrders(
  db: Db,
  query: OrderListQuery,
): Promise<{ rows: OperatorOrderRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.statuses) conditions.push(inArray(orders.status, query.statuses));
  if (query.from) conditions.push(gte(orders.startsAt, query.from));
  if (query.to) conditions.push(lt(orders.startsAt, query.to));
  if (query.customer) conditions.push(personMatch(query.customer, accounts, orders.customerId));
  if (query.professional)
    conditions.push(personMatch(query.professional, proAccounts, orders.professionalId));
  if (query.search) conditions.push(searchMatch(query.search));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(...query.orderBy)
      .limit(query.page.size)
      .offset(query.page.offset),
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(accounts, eq(accounts.id, orders.customerId))
      .leftJoin(professionals, eq(professionals.id, orders.professionalId))
      .leftJoin(proAccounts, eq(proAccounts.id, professionals.accountId))
      .innerJoin(addresses, eq(addresses.id, orders.addressId))
      .innerJoin(districts, eq(districts.id, addresses.districtId))
      .where(where),
  ]);
  return { rows: rows.map(toRow), total: counted?.total ?? 0 };
}

export async function findOperatorOrder(db: Db, id: string): Promise<OperatorOrderRow | null> {
  const [row] = await base(db).where(eq(orders.id, id)).limit(1);
  return row ? toRow(row) : null;
}

export async function paymentsOfOrder(db: Db, orderId: string) {
  return db
    .select({ payment: payments, instrument: fundingInstruments })
    .from(payments)
    .leftJoin(fundingInstruments, eq(fundingInstruments.paymentId, payments.id))
    .where(and(eq(payments.payableType, 'orders'), eq(payments.payableId, orderId)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export async function timelineOf(db: Db, orderId: string) {
  return (
    db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, orderId))
      // `seq` (insertion order) breaks the ties of one transaction's changes; the random id did not.
      .orderBy(asc(orderStatusChanges.at), asc(orderStatusChanges.seq))
  );
}

export async function ticketsOfOrder(db: Db, orderId: string) {
  return db
    .select()
    .from(tickets)
    .where(eq(tickets.orderId, orderId))
    .orderBy(asc(tickets.createdAt), asc(tickets.id));
}

/** The e-mails sent about the order, in the order they were sent. */
export async function emailsOfOrder(db: Db, orderId: string) {
  return db
    .select()
    .from(sentEmails)
    .where(eq(sentEmails.orderId, orderId))
    .orderBy(asc(sentEmails.sentAt), asc(sentEmails.seq));
}
