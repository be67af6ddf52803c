import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import {
  accounts,
  accountsTermsOfUse,
  addresses,
  creditCards,
  cycles,
  feedbacks,
  legalRepresentatives,
  legals,
  orders,
  payments,
  phones,
  physicals,
  profiles,
  subscriptions,
  supportMessages,
  tickets,
  walletEntries,
  wallets,
} from '../../db/schema';
import { EXPORT_SECTIONS } from '../../words/my-data';

/**
 * 'Baixar meus dados' (LGPD Art. 18, II and V): everything the account's holder gave us or that
 * we keep about them, read only by their own account id. Secrets and other parties' internals are left out:
 * the password hash, gateway ids and tokens, idempotency keys and request fingerprints.
 *
 * Every object is built with a null prototype: column names become keys, and nothing in a row can reach
 * `Object.prototype` (a `__proto__` key would be a plain key here).
 */

export type ExportValue = string | number | boolean | null | ExportRecord | ExportValue[];
export type ExportRecord = { [key: string]: ExportValue };

/** Columns no export carries (camelCase, as Drizzle names them). */
const WITHHELD = new Set([
  'passwordHash',
  'paymentGatewayId',
  'gatewayId',
  'idempotencyKey',
  'requestFingerprint',
]);

const snake = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function exportValue(value: unknown): ExportValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(exportValue);
  if (typeof value === 'object') return record(value as Record<string, unknown>);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

/** A row as an export record: snake_case keys, ISO instants, withheld columns dropped, null prototype. */
export function record(row: Record<string, unknown>): ExportRecord {
  const out = Object.create(null) as ExportRecord;
  for (const [key, value] of Object.entries(row)) {
    if (WITHHELD.has(key)) continue;
    out[snake(key)] = exportValue(value);
  }
  return out;
}

const records = (rows: Record<string, unknown>[]): ExportRecord[] => rows.map(record);

export { EXPORT_SECTIONS };

export type ExportSection = keyof typeof EXPORT_SECTIONS;

export interface AccountExport {
  generated_at: string;
  sections: Record<ExportSection, ExportValue>;
}

export async function exportAccount(db: Db, accountId: string, now: Date): Promise<AccountExport> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  const [physical] = await db.select().from(physicals).where(eq(physicals.accountId, accountId));
  const [legal] = await db.select().from(legals).where(eq(legals.accountId, accountId));
  const representatives = legal
    ? await db.select().from(legalRepresentatives).where(eq(legalRepresentatives.legalId, legal.id))
    : [];
  const [profile] = await db.select().from(profiles).where(eq(profiles.accountId, accountId));
  const orderRows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, accountId))
    .orderBy(orders.startsAt);
  const orderIds = orderRows.map((order) => order.id);
  const subscriptionRows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.customerId, accountId));
  const subscriptionIds = subscriptionRows.map((subscription) => subscription.id);
  const [wallet] = await db.select().from(wallets).where(eq(wallets.accountId, accountId));

  const sections = Object.create(null) as Record<ExportSection, ExportValue>;
  sections.account = account ? record(account) : null;
  sections.physical = physical ? record(physical) : null;
  sections.legal = legal ? record(legal) : null;
  sections.legal_representatives = records(representatives);
  sections.profile = profile ? record(profile) : null;
  sections.phones = records(await db.select().from(phones).where(eq(phones.accountId, accountId)));
  sections.addresses = records(await db.select().from(addresses).where(eq(addresses.accountId, accountId)));
  sections.orders = records(orderRows);
  sections.payments = records(
    await db.select().from(payments).where(eq(payments.accountId, accountId)).orderBy(payments.createdAt),
  );
  sections.credit_cards = records(
    await db.select().from(creditCards).where(eq(creditCards.accountId, accountId)),
  );
  sections.wallet = wallet ? record(wallet) : null;
  sections.wallet_entries = wallet
    ? records(await db.select().from(walletEntries).where(eq(walletEntries.walletId, wallet.id)))
    : [];
  sections.subscriptions = records(subscriptionRows);
  sections.cycles =
    subscriptionIds.length > 0
      ? records(await db.select().from(cycles).where(inArray(cycles.subscriptionId, subscriptionIds)))
      : [];
  sections.tickets = records(await db.select().from(tickets).where(eq(tickets.accountId, accountId)));
  sections.support_messages = records(
    await db
      .select({
        id: supportMessages.id,
        author: supportMessages.author,
        body: supportMessages.body,
        createdAt: supportMessages.createdAt,
      })
      .from(supportMessages)
      .where(eq(supportMessages.conversationId, accountId))
      .orderBy(supportMessages.seq),
  );
  sections.feedbacks =
    orderIds.length > 0
      ? records(
          await db
            .select({
              id: feedbacks.id,
              orderId: feedbacks.orderId,
              rating: feedbacks.rating,
              description: feedbacks.description,
              createdAt: feedbacks.createdAt,
              editedAt: feedbacks.editedAt,
            })
            .from(feedbacks)
            .where(inArray(feedbacks.orderId, orderIds)),
        )
      : [];
  sections.consents = records(
    await db.select().from(accountsTermsOfUse).where(eq(accountsTermsOfUse.accountId, accountId)),
  );
  return { generated_at: now.toISOString(), sections };
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function valueHtml(value: ExportValue): string {
  if (value === null) return '<span class="none">—</span>';
  if (Array.isArray(value)) {
    if (value.length === 0) return '<p class="none">Nenhum registro.</p>';
    return value.map((item) => `<div class="item">${valueHtml(item)}</div>`).join('');
  }
  if (typeof value === 'object') {
    const rows = Object.entries(value)
      .map(([key, item]) => `<tr><th scope="row">${escapeHtml(key)}</th><td>${valueHtml(item)}</td></tr>`)
      .join('');
    return `<table>${rows}</table>`;
  }
  return escapeHtml(String(value));
}

/** The same export as a page a person reads (and prints to PDF from the browser). */
export function exportHtml(data: AccountExport): string {
  const sections = (Object.keys(EXPORT_SECTIONS) as ExportSection[])
    .map(
      (key) =>
        `<section><h2>${escapeHtml(EXPORT_SECTIONS[key])}</h2>${valueHtml(data.sections[key])}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Meus dados na Brilho</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;color:#1a1a1a}table{border-collapse:collapse;margin:.25rem 0;max-width:100%}
th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}th{background:#f3f3f3}
.item{margin-bottom:.75rem}.none{color:#555}</style></head>
<body><h1>Meus dados na Brilho</h1><p>Gerado em ${escapeHtml(data.generated_at)} (Lei 13.709/2018, art. 18).</p>
${sections}
</body></html>
`;
}
