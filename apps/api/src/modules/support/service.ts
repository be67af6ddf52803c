import { isSupportOpen, nextSupportOpening } from '@brilho/domain';
import type { AppContext } from '../../context';
import type { SupportMessage } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { SUPPORT_TEXTS } from './body';
import { inboxMessage } from './channels';
import {
  customerAccount,
  findConversation,
  findMessageIn,
  insertMessage,
  markReadByCustomer,
  messagesPage,
  touchConversation,
  unreadByCustomer,
} from './queries';
import { messageAttributes } from './serializers';

/**
 * The support chat: one conversation per customer, keyed by the customer's account. Every
 * new message, from either side, reaches the customer's AccountChannel as `to_state: 'chat_message'`.
 */

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events'>;

export const CHAT_PAGE_SIZE = 30;

export interface ChatPage {
  messages: SupportMessage[];
  hasMore: boolean;
  unread: number;
}

/** Whether the team answers live now and, if not, when it next does (domain the business constants). */
export function supportStatus(now: Date): { open: boolean; next_opening: string } {
  return { open: isSupportOpen(now), next_opening: nextSupportOpening(now).toISOString() };
}

/**
 * A page of a conversation's history, before the message `before` (the newest page without it). A
 * cursor from another conversation answers 404, as an unknown one: it reveals nothing.
 */
export async function chatPage(ctx: Ctx, accountId: string, before: string | null): Promise<ChatPage> {
  const conversation = await findConversation(ctx.db, accountId);
  let beforeSeq: number | null = null;
  if (before !== null) {
    const cursor = conversation && isUuid(before) ? await findMessageIn(ctx.db, accountId, before) : null;
    if (!cursor) throw new ApiError(404, SUPPORT_TEXTS.messageNotFound);
    beforeSeq = cursor.seq;
  }
  if (!conversation) return { messages: [], hasMore: false, unread: 0 };
  const page = await messagesPage(ctx.db, accountId, beforeSeq, CHAT_PAGE_SIZE);
  return { messages: page.rows, hasMore: page.hasMore, unread: await unreadByCustomer(ctx.db, conversation) };
}

/** The operator's view of a customer's conversation: 404 when that customer never wrote or was written to. */
export async function operatorChatPage(
  ctx: Ctx,
  accountId: string,
  before: string | null,
): Promise<ChatPage> {
  if (!isUuid(accountId) || !(await findConversation(ctx.db, accountId)))
    throw new ApiError(404, SUPPORT_TEXTS.conversationNotFound);
  return chatPage(ctx, accountId, before);
}

async function post(
  ctx: Ctx,
  conversationId: string,
  author: SupportMessage['author'],
  authorAccountId: string,
  body: string,
): Promise<SupportMessage> {
  const now = ctx.clock.now();
  const message = await ctx.db.transaction(async (tx) => {
    // Writing is reading: the customer has seen everything up to the message they send.
    await touchConversation(tx, conversationId, now, author === 'customer');
    return insertMessage(tx, { conversationId, author, authorAccountId, body, createdAt: now });
  });
  // After the commit, so a client that refetches on the push finds the message.
  await ctx.events.publish({
    channel: 'AccountChannel',
    key: conversationId,
    data: { to_state: 'chat_message', message: { id: message.id, ...messageAttributes(message) } },
  });
  // The operators' inbox hears of it too (a customer waiting, or a colleague who answered).
  await ctx.events.publish(inboxMessage({ accountId: conversationId, messageId: message.id, author }));
  return message;
}

export const postCustomerMessage = (ctx: Ctx, accountId: string, body: string) =>
  post(ctx, accountId, 'customer', accountId, body);

/** An operator may open a conversation with any customer account; anything else answers 404. */
export async function postOperatorMessage(
  ctx: Ctx,
  operatorId: string,
  accountId: string,
  body: string,
): Promise<SupportMessage> {
  if (!isUuid(accountId) || !(await customerAccount(ctx.db, accountId)))
    throw new ApiError(404, SUPPORT_TEXTS.conversationNotFound);
  return post(ctx, accountId, 'operator', operatorId, body);
}

export async function markChatRead(ctx: Ctx, accountId: string): Promise<void> {
  await markReadByCustomer(ctx.db, accountId, ctx.clock.now());
}
