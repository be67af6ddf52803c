import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { accounts, schedules, type Ticket, tickets } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import type { Page } from '../../lib/jsonapi';
import { folded, foldedContains } from '../places';

/** The tickets module's statements; those taking `tx` run inside the caller's transaction. */

export type TicketKind = Ticket['kind'];
export type TicketStatus = Ticket['status'];

export async function insertTicket(tx: Db, values: typeof tickets.$inferInsert): Promise<Ticket> {
  const [row] = await tx.insert(tickets).values(values).returning();
  return row!;
}

export async function lockTicket(tx: Db, id: string): Promise<Ticket | null> {
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function updateTicket(
  tx: Db,
  id: string,
  values: Partial<typeof tickets.$inferInsert>,
): Promise<Ticket> {
  const [row] = await tx.update(tickets).set(values).where(eq(tickets.id, id)).returning();
  return row!;
}

export interface TicketListQuery {
  page: Page;
  statuses: TicketStatus[] | null;
  kinds: TicketKind[] | null;
  /** `filter[search]`: the ticket's or its order's id, or part of the customer's name or e-mail, the
   * question or the reason (accent- and case-insensitive). */
  search?: string | null;
  /** ORDER BY terms (`TICKET_SORTS`); oldest first when absent. */
  orderBy?: SQL[];
}

/** The sortable columns of the operator's queue (`sort=`): oldest first by default, as customers asked. */
export const TICKET_SORTS = {
  created_at: tickets.createdAt,
  resolved_at: tickets.resolvedAt,
  kind: tickets.kind,
  status: tickets.status,
  customer: folded(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`),
} as const;
export const TICKET_DEFAULT_SORT = 'created_at';
export const TICKET_TIE_BREAKER = tickets.id;

function searchMatch(text: string): SQL {
  if (isUuid(text)) return or(eq(tickets.id, text), eq(tickets.orderId, text))!;
  return or(
    foldedContains(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`, text),
    foldedContains(accounts.email, text),
    sql`${tickets.question} IS NOT NULL AND ${foldedContains(tickets.question, text)}`,
    sql`${tickets.reason} IS NOT NULL AND ${foldedContains(tickets.reason, text)}`,
  )!;
}

/** A ticket with who filed it (the operator's queue shows the customer). */
export interface TicketWithCustomer extends Ticket {
  customer: { firstName: string; lastName: string; email: string } | null;
}

/** Oldest first: the operator works the queue in the order customers asked. */
export async function listTickets(
  db: Db,
  query: TicketListQuery,
): Promise<{ rows: TicketWithCustomer[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.statuses) conditions.push(inArray(tickets.status, query.statuses));
  if (query.kinds) conditions.push(inArray(tickets.kind, query.kinds));
  if (query.search) conditions.push(searchMatch(query.search));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ticket: tickets,
        customer: { firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email },
      })
      .from(tickets)
      .leftJoin(accounts, eq(accounts.id, tickets.accountId))
      .where(where)
      .orderBy(...(query.orderBy ?? [tickets.createdAt, tickets.id]))
      .limit(query.page.size)
      .offset(query.page.offset),
    db
      .select({ total: count() })
      .from(tickets)
      .leftJoin(accounts, eq(accounts.id, tickets.accountId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.ticket, customer: row.customer })),
    total: counted?.total ?? 0,
  };
}

/** Open tickets of one kind for an order, oldest first. */
/** The order's open tickets of `kind` (every kind when none is named), oldest first. */
export async function openTicketsOf(tx: Db, orderId: string, kind?: TicketKind): Promise<Ticket[]> {
  return tx
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.orderId, orderId),
        kind ? eq(tickets.kind, kind) : undefined,
        eq(tickets.status, 'open'),
      ),
    )
    .orderBy(asc(tickets.createdAt), asc(tickets.id));
}

/** The latest cancellation ticket of an order (a credit's policy is read from it). */
export async function lastCancellationOf(tx: Db, orderId: string): Promise<Ticket | null> {
  const [row] = await tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.orderId, orderId), eq(tickets.kind, 'order_cancellation')))
    .orderBy(desc(tickets.createdAt))
    .limit(1);
  return row ?? null;
}

export async function scheduleIdOf(tx: Db, professionalId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: schedules.id })
    .from(schedules)
    .where(eq(schedules.professionalId, professionalId))
    .limit(1);
  return row?.id ?? null;
}
