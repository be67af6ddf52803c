import { z } from 'zod';
import { attributesOf, isoDateTime, resourceOf } from './resource';

/** A support chat message (`GET /support/chat/messages`), in the API and on the cable alike. */
export const supportMessageAttributes = attributesOf({
  author: z.enum(['customer', 'operator']),
  body: z.string(),
  created_at: isoDateTime,
});
export const supportMessageResource = resourceOf('support-messages', supportMessageAttributes);

/** The operators' inbox row (`GET /operator/support/conversations`), keyed by the customer's account. */
export const supportConversationAttributes = attributesOf({
  account_id: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  last_message_at: isoDateTime,
  last_message: supportMessageAttributes.nullable(),
  customer_last_read_at: isoDateTime.nullable(),
  unread_by_customer: z.number().int(),
  /** The customer wrote last: the team owes an answer (the inbox's "unread"). */
  awaiting_reply: z.boolean(),
});
export const supportConversationResource = resourceOf('support-conversations', supportConversationAttributes);
