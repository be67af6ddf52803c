import { sql } from 'drizzle-orm';
import { bigint, check, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, instant } from './columns';

/**
 * The support chat (ours instead of the spec's chat widget): one conversation per customer,
 * keyed by the customer's account, and its messages from either side.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id),
    /** Operator messages after this instant are the customer's unread ones. */
    customerLastReadAt: instant('customer_last_read_at'),
    lastMessageAt: instant('last_message_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_conversations_last_message_idx').on(t.lastMessageAt)],
);

export const supportAuthor = pgEnum('support_author', ['customer', 'operator']);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    /** Insertion order: messages written within one clock tick (a frozen test clock) keep their order. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.accountId),
    author: supportAuthor('author').notNull(),
    /** Who wrote it: the customer, or the operator who answered. */
    authorAccountId: uuid('author_account_id')
      .notNull()
      .references(() => accounts.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_conversation_idx').on(t.conversationId, t.seq),
    index('support_messages_author_account_idx').on(t.authorAccountId),
    check('support_messages_body_length', sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
  ],
);

export type SupportConversation = typeof supportConversations.$inferSelect;
export type SupportMessage = typeof supportMessages.$inferSelect;
