import { and, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import {
  accounts,
  type SupportConversation,
  type SupportMessage,
  supportConversations,
  supportMessages,
} from '../../db/schema';

export async function findConversation(db: Db, accountId: string): Promise<SupportConversation | null> {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.accountId, accountId))
    .limit(1);
  return row ?? null;
}

/** A message of this conversation only: another conversation's id is as missing as an unknown one. */
export async function findMessageIn(
  db: Db,
  conversationId: string,
  messageId: string,
): Promise<SupportMessage | null> {
  const [row] = await db
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.conversationId, conversationId), eq(supportMessages.id, messageId)))
    .limit(1);
  return row ?? null;
}

/** Up to `size` messages before `beforeSeq` (newest first from the database), answered oldest first. */
export async function messagesPage(
  db: Db,
  conversationId: string,
  beforeSeq: number | null,
  size: number,
): Promise<{ rows: SupportMessage[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        beforeSeq === null ? undefined : lt(supportMessages.seq, beforeSeq),
      ),
    )
    .orderBy(desc(supportMessages.seq))
    .limit(size + 1);
  return { rows: rows.slice(0, size).reverse(), hasMore: rows.length > size };
}

/** Operator messages the customer has not read (all of them before the first read). */
export async function unreadByCustomer(db: Db, conversation: SupportConversation): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversation.accountId),
        eq(supportMessages.author, 'operator'),
        conversation.customerLastReadAt
          ? gt(supportMessages.createdAt, conversation.customerLastReadAt)
          : undefined,
      ),
    );
  return row?.n ?? 0;
}

export interface ConversationSummary {
  conversation: SupportConversation;
  customer: { id: string; email: string; firstName: string; lastName: string };
  lastMessage: SupportMessage | null;
}

/**
 * The operator's list: conversations waiting for an answer (the customer wrote last) first, then the
 * most recently active, with the customer and the last message.
 */
export async function listConversations(
  db: Db,
  page: { offset: number; size: number },
): Promise<{ rows: ConversationSummary[]; total: number }> {
  const [totalRow] = await db.select({ n: count() }).from(supportConversations);
  const rows = await db
    .select({
      conversation: supportConversations,
      customer: {
        id: accounts.id,
        email: accounts.email,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
      },
    })
    .from(supportConversations)
    .innerJoin(accounts, eq(accounts.id, supportConversations.accountId))
    .orderBy(
      desc(
        sql`(SELECT ${supportMessages.author} FROM ${supportMessages} WHERE ${supportMessages.conversationId} = ${supportConversations.accountId} ORDER BY ${supportMessages.seq} DESC LIMIT 1) = 'customer'`,
      ),
      desc(supportConversations.lastMessageAt),
    )
    .limit(page.size)
    .offset(page.offset);
  const ids = rows.map((row) => row.conversation.accountId);
  const lasts =
    ids.length === 0
      ? []
      : await db
          .selectDistinctOn([supportMessages.conversationId])
          .from(supportMessages)
          .where(inArray(supportMessages.conversationId, ids))
          .orderBy(supportMessages.conversationId, desc(supportMessages.seq));
  const lastOf = new Map(lasts.map((message) => [message.conversationId, message]));
  return {
    rows: rows.map((row) => ({ ...row, lastMessage: lastOf.get(row.conversation.accountId) ?? null })),
    total: totalRow?.n ?? 0,
  };
}

/** Opens the customer's conversation on its first message and moves its last activity. */
export async function touchConversation(
  db: Db,
  accountId: string,
  now: Date,
  readByCustomer: boolean,
): Promise<void> {
  await db
    .insert(supportConversations)
    .values({
      accountId,
      lastMessageAt: now,
      customerLastReadAt: readByCustomer ? now : null,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: supportConversations.accountId,
      set: {
        lastMessageAt: now,
        ...(readByCustomer ? { customerLastReadAt: now } : {}),
      },
    });
}

export async function insertMessage(
  db: Db,
  values: Pick<SupportMessage, 'conversationId' | 'author' | 'authorAccountId' | 'body' | 'createdAt'>,
): Promise<SupportMessage> {
  const [row] = await db.insert(supportMessages).values(values).returning();
  if (!row) throw new Error('support message insert returned nothing');
  return row;
}

export async function markReadByCustomer(db: Db, accountId: string, now: Date): Promise<void> {
  await db
    .update(supportConversations)
    // Never backwards: a late read request must not resurrect messages read since.
    .set({
      customerLastReadAt: sql`GREATEST(${supportConversations.customerLastReadAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(supportConversations.accountId, accountId));
}

export async function customerAccount(db: Db, accountId: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.role, 'customer')))
    .limit(1);
  return row ?? null;
}
