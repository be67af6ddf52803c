import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db';
import {
  type Account,
  accounts,
  accountTokens,
  addresses,
  cities,
  creditCards,
  districts,
  legalRepresentatives,
  legals,
  orderOffers,
  orders,
  paymentGatewayAccounts,
  paymentGatewayCustomers,
  phones,
  physicals,
  professionals,
  profiles,
  sessions,
  subscriptions,
  supportMessages,
  tickets,
  wallets,
} from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { announceRevokedSessions, revokeAccountSessions } from '../accounts/sessions';
import { recordAudit } from '../audit/record';
import { sendEmailInTx } from '../mail/jobs';
import { folded, foldedContains } from '../places/search';
import type { CustomerDetail, CustomerRow } from './serializers';
import { restrictionEmail, STANDING_TEXTS } from './standing-emails';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export const CUSTOMER_TEXTS = {
  notFound: 'Cliente não encontrado!',
  alreadyBlocked: 'Esta conta já está bloqueada.',
  alreadySuspended: 'Esta conta já está suspensa.',
  notRestricted: 'Esta conta não está bloqueada nem suspensa.',
  anonymized: 'Esta conta foi removida a pedido do cliente e não pode mais ser alterada.',
} as const;

/** What an anonymised account's names read. */
export const REMOVED_FIRST_NAME = 'Cliente';
export const REMOVED_LAST_NAME = 'removido';
export const REMOVED_TEXT = 'Cliente removido';
/** A password hash no password matches (argon2 hashes start with '$'). */
const NO_PASSWORD = '!';

export type CustomerAction = 'block' | 'suspend' | 'reactivate' | 'anonymize';
export const CUSTOMER_ACTIONS: readonly CustomerAction[] = ['block', 'suspend', 'reactivate', 'anonymize'];

export type CustomerType = 'physical' | 'legal';
export type CustomerStanding = 'active' | 'blocked' | 'suspended' | 'anonymized';

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

const isCustomer = inArray(accounts.accountableType, ['Physical', 'Legal']);

function conditions(filters: CustomerFilters): SQL | undefined {
  const name = sql`${accounts.firstName} || ' ' || ${accounts.lastName}`;
  const search = filters.search?.trim();
  const digits = search?.replace(/\D/g, '') ?? '';
  return and(
    isCustomer,
    filters.type === 'physical' ? eq(accounts.accountableType, 'Physical') : undefined,
    filters.type === 'legal' ? eq(accounts.accountableType, 'Legal') : undefined,
    search
      ? or(
          foldedContains(name, search),
          foldedContains(accounts.email, search),
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
    filters.standing === 'anonymized' ? isNotNull(accounts.anonymizedAt) : undefined,
    filters.standing === 'blocked'
      ? and(isNull(accounts.anonymizedAt), isNotNull(accounts.blockedAt))
      : undefined,
    filters.standing === 'suspended'
      ? and(isNull(accounts.anonymizedAt), isNull(accounts.blockedAt), isNotNull(accounts.suspendedAt))
      : undefined,
    filters.standing === 'active'
      ? and(isNull(accounts.anonymizedAt), isNull(accounts.blockedAt), isNull(accounts.suspendedAt))
      : undefined,
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
  name: folded(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`),
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

/**
 * Deletion on request (LGPD): every personal field is replaced or cleared, sign-in becomes impossible and
 * sessions end; payments, orders, wallet entries, tickets (their bank data cleared) and the audit log stay.
 */
export async function anonymize(tx: Db, account: Account, now: Date): Promise<void> {
  const id = account.id;
  const placeholder = `removido-${id}@anonimo.brilho.invalid`;
  await tx
    .update(accounts)
    .set({
      email: placeholder,
      firstName: REMOVED_FIRST_NAME,
      lastName: REMOVED_LAST_NAME,
      passwordHash: NO_PASSWORD,
      anonymizedAt: now,
      updatedAt: now,
    })
    .where(eq(accounts.id, id));
  await tx.delete(accountTokens).where(eq(accountTokens.accountId, id));
  await revokeAccountSessions(tx, id, now);
  await tx
    .update(physicals)
    .set({ cpf: `removido-${id}` })
    .where(eq(physicals.accountId, id));
  const [legal] = await tx.select({ id: legals.id }).from(legals).where(eq(legals.accountId, id));
  if (legal) {
    await tx
      .update(legals)
      .set({ cnpj: `removido-${id}`, companyName: REMOVED_TEXT, businessName: REMOVED_TEXT })
      .where(eq(legals.id, legal.id));
    await tx
      .update(legalRepresentatives)
      .set({
        firstName: REMOVED_FIRST_NAME,
        lastName: REMOVED_LAST_NAME,
        cpf: 'removido',
        birthdate: '1900-01-01',
        phoneAreaCode: '00',
        phoneNumber: '00000000',
        street: 'removido',
        streetNumber: '0',
        complement: 'removido',
        district: 'removido',
        city: 'removido',
        state: 'XX',
        zipCode: '00000000',
      })
      .where(eq(legalRepresentatives.legalId, legal.id));
  }
  await tx
    .update(profiles)
    .set({
      birthdate: null,
      profilePicture: null,
      cityName: null,
      stateName: null,
      bio: null,
      updatedAt: now,
    })
    .where(eq(profiles.accountId, id));
  await tx.delete(phones).where(eq(phones.accountId, id));
  // Addresses stay (orders point at them) but say nothing about where the person lives.
  await tx
    .update(addresses)
    .set({
      name: 'Endereço removido',
      street: 'removido',
      streetNumber: '0',
      complement: null,
      reference: null,
      zipCode: '00000000',
      latitude: 0,
      longitude: 0,
      deletedAt: sql`coalesce(${addresses.deletedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(addresses.accountId, id));
  await tx.delete(creditCards).where(eq(creditCards.accountId, id));
  await tx
    .update(paymentGatewayAccounts)
    .set({
      name: REMOVED_TEXT,
      altName: null,
      documentNumber: 'removido',
      phone: {},
      address: {},
    })
    .where(eq(paymentGatewayAccounts.accountId, id));
  await tx
    .update(paymentGatewayCustomers)
    .set({
      documentNumber: 'removido',
      email: placeholder,
      fullname: REMOVED_TEXT,
      birthdate: null,
      phone: {},
      address: {},
    })
    .where(eq(paymentGatewayCustomers.accountId, id));
  // Free text the customer wrote may name people or places.
  await tx.update(orders).set({ description: null }).where(eq(orders.customerId, id));
  await tx.update(orderOffers).set({ description: null }).where(eq(orderOffers.customerId, id));
  await tx
    .update(tickets)
    .set({ reason: null, refundData: null, question: null })
    .where(eq(tickets.accountId, id));
  await tx
    .update(supportMessages)
    .set({ body: 'Mensagem removida a pedido do cliente.' })
    .where(eq(supportMessages.authorAccountId, id));
  await tx
    .update(subscriptions)
    .set({ name: 'Assinatura', updatedAt: now })
    .where(eq(subscriptions.customerId, id));
}

export async function actOnCustomer(
  ctx: Ctx & Pick<AppContext, 'events' | 'jobs'>,
  actor: Actor,
  id: string,
  action: CustomerAction,
  reason: string | null,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [account] = isUuid(id)
      ? await tx
          .select()
          .from(accounts)
          .where(and(eq(accounts.id, id), isCustomer))
          .for('update')
      : [];
    if (!account) throw new ApiError(404, CUSTOMER_TEXTS.notFound);
    const conflict = (title: string) => new ApiError(409, title, { code: 'invalid_transition' });
    if (account.anonymizedAt) throw conflict(CUSTOMER_TEXTS.anonymized);
    const set = (values: Partial<typeof accounts.$inferInsert>) =>
      tx
        .update(accounts)
        .set({ ...values, updatedAt: now })
        .where(eq(accounts.id, id));
    // Blocking and suspending say why: the customer receives the reason by e-mail (issue #22).
    if ((action === 'block' || action === 'suspend') && !reason)
      throw new ApiError(422, STANDING_TEXTS.reasonRequired, { pointer: '/data/attributes/reason' });
    switch (action) {
      case 'block':
        if (account.blockedAt) throw conflict(CUSTOMER_TEXTS.alreadyBlocked);
        await set({ blockedAt: now });
        await revokeAccountSessions(tx, id, now);
        break;
      case 'suspend':
        if (account.suspendedAt) throw conflict(CUSTOMER_TEXTS.alreadySuspended);
        await set({ suspendedAt: now });
        break;
      case 'reactivate':
        if (!account.blockedAt && !account.suspendedAt) throw conflict(CUSTOMER_TEXTS.notRestricted);
        await set({ blockedAt: null, suspendedAt: null });
        break;
      case 'anonymize':
        await anonymize(tx, account, now);
        break;
    }
    if ((action === 'block' || action === 'suspend') && reason)
      await sendEmailInTx(
        ctx,
        tx,
        `customer.${action}:${id}:${now.toISOString()}`,
        restrictionEmail(account.email, account.firstName, action, reason, 'customer'),
      );
    const from = account.blockedAt ? 'blocked' : account.suspendedAt ? 'suspended' : 'active';
    await recordAudit(
      tx,
      actor,
      // The audit keeps no personal data either: the subject id is enough.
      { action: `customer.${action}`, subjectType: 'accounts', subjectId: id, data: { from, reason } },
      now,
    );
  });
  // Committed: live connections of the ended sessions close on every process.
  if (action === 'block' || action === 'anonymize') await announceRevokedSessions(ctx, id);
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
