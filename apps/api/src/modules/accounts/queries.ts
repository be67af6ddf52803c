import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  accounts,
  accountsTermsOfUse,
  creditCards,
  legals,
  paymentGatewayAccounts,
  phones,
  physicals,
  profiles,
  supportConversations,
  termsOfUse,
  wallets,
} from '../../db/schema';
import type { AccountView } from './serializers';

type Ctx = Pick<AppContext, 'db'>;

export async function findAccountByEmail(ctx: Ctx, email: string) {
  const [row] = await ctx.db
    .select()
    .from(accounts)
    .where(eq(accounts.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function currentTermsId(ctx: Ctx): Promise<string | null> {
  const [row] = await ctx.db
    .select({ id: termsOfUse.id })
    .from(termsOfUse)
    .orderBy(desc(termsOfUse.publishedOn), desc(termsOfUse.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** One account with everything the web's `GET /accounts/{id}` may include. */
export async function loadAccountView(ctx: Ctx, accountId: string): Promise<AccountView | null> {
  const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!account) return null;
  const [
    [physical],
    [legal],
    [profile],
    phoneRows,
    termsAnswers,
    termsId,
    [gateway],
    [wallet],
    cards,
    [chat],
  ] = await Promise.all([
    ctx.db.select().from(physicals).where(eq(physicals.accountId, accountId)).limit(1),
    ctx.db.select().from(legals).where(eq(legals.accountId, accountId)).limit(1),
    ctx.db.select().from(profiles).where(eq(profiles.accountId, accountId)).limit(1),
    ctx.db.select().from(phones).where(eq(phones.accountId, accountId)),
    ctx.db.select().from(accountsTermsOfUse).where(eq(accountsTermsOfUse.accountId, accountId)),
    currentTermsId(ctx),
    ctx.db
      .select()
      .from(paymentGatewayAccounts)
      .where(eq(paymentGatewayAccounts.accountId, accountId))
      .limit(1),
    ctx.db.select().from(wallets).where(eq(wallets.accountId, accountId)).limit(1),
    ctx.db
      .select()
      .from(creditCards)
      .where(and(eq(creditCards.accountId, accountId), isNull(creditCards.deletedAt)))
      .orderBy(asc(creditCards.createdAt), asc(creditCards.id)),
    ctx.db.select().from(supportConversations).where(eq(supportConversations.accountId, accountId)).limit(1),
  ]);
  return {
    ...account,
    physical: physical ?? null,
    legal: legal ?? null,
    profile: profile ?? null,
    phones: phoneRows,
    termsAnswers,
    paymentGatewayAccount: gateway ? { ...gateway, wallet: wallet ?? null } : null,
    wallet: wallet ?? null,
    creditCards: cards,
    chatSession: { accountId, conversation: chat ?? null },
    // The customer terms of use are the customers' contract; staff (operators, professionals) never
    // answer them, so the web never sends them there.
    answeredCurrentTerms:
      account.role !== 'customer' ||
      termsId === null ||
      termsAnswers.some((answer) => answer.termsOfUseId === termsId),
  };
}

export async function hasAnsweredTerms(ctx: Ctx, accountId: string, termsId: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: accountsTermsOfUse.id })
    .from(accountsTermsOfUse)
    .where(and(eq(accountsTermsOfUse.accountId, accountId), eq(accountsTermsOfUse.termsOfUseId, termsId)))
    .limit(1);
  return rows.length > 0;
}
