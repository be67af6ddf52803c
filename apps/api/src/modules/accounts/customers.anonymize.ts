import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import {
  type Account,
  accounts,
  accountTokens,
  addresses,
  creditCards,
  legalRepresentatives,
  legals,
  orderOffers,
  orders,
  paymentGatewayAccounts,
  paymentGatewayCustomers,
  phones,
  physicals,
  profiles,
  sentEmails,
  subscriptions,
  supportMessages,
  tickets,
} from '../../db/schema';
import { ADDRESS_REMOVED } from '../../words/accounts';
import { revokeAccountSessions } from './sessions';

/** What an anonymised account's names read. */
export const REMOVED_FIRST_NAME = 'Cliente';
export const REMOVED_LAST_NAME = 'removido';
export const REMOVED_TEXT = 'Cliente removido';
/** A password hash no password matches (argon2 hashes start with '$'). */
const NO_PASSWORD = '!';

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
      name: ADDRESS_REMOVED,
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
  // The order timelines keep that an e-mail went out, not to which mailbox.
  await tx.update(sentEmails).set({ recipient: placeholder }).where(eq(sentEmails.recipient, account.email));
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
