import { supportConversationResource, supportMessageResource } from '@brilho/domain/contract';
import type { SupportMessage } from '../../db/schema';
import { serializerOf } from '../../lib/jsonapi';
import type { ConversationSummary } from './queries';

/** The attributes a chat message carries, in the API and on the cable alike. */
export function messageAttributes(message: SupportMessage) {
  return {
    author: message.author,
    body: message.body,
    created_at: message.createdAt.toISOString(),
  };
}

export const supportMessageSerializer = serializerOf<SupportMessage>()(supportMessageResource, {
  id: (message) => message.id,
  attributes: messageAttributes,
});

export const supportConversationSerializer = serializerOf<ConversationSummary & { unread: number }>()(
  supportConversationResource,
  {
    id: (summary) => summary.conversation.accountId,
    attributes: (summary) => ({
      account_id: summary.conversation.accountId,
      customer_name: `${summary.customer.firstName} ${summary.customer.lastName}`.trim(),
      customer_email: summary.customer.email,
      last_message_at: summary.conversation.lastMessageAt.toISOString(),
      last_message: summary.lastMessage ? messageAttributes(summary.lastMessage) : null,
      customer_last_read_at: summary.conversation.customerLastReadAt?.toISOString() ?? null,
      unread_by_customer: summary.unread,
      /** The customer wrote last: the team owes an answer (the inbox's "unread"). */
      awaiting_reply: summary.lastMessage?.author === 'customer',
    }),
  },
);
