import type { ChannelEvent } from '../../lib/events';
import type { ChannelAuthorizer } from '../cable';

/**
 * The operators' support inbox ("Atendimento"): one channel, `SupportInboxChannel` keyed
 * 'inbox', that hears every new chat message so the inbox updates without a reload. Operators only.
 */
export const SUPPORT_INBOX_KEY = 'inbox';

export const supportInboxAuthorizer: ChannelAuthorizer = async (actor, key) =>
  actor.role === 'operator' && key === SUPPORT_INBOX_KEY;

export function supportChannelAuthorizers() {
  return { SupportInboxChannel: supportInboxAuthorizer };
}

export function inboxMessage(data: {
  accountId: string;
  messageId: string;
  author: 'customer' | 'operator';
}): ChannelEvent {
  return {
    channel: 'SupportInboxChannel',
    key: SUPPORT_INBOX_KEY,
    data: {
      to_state: 'chat_message',
      account_id: data.accountId,
      message_id: data.messageId,
      author: data.author,
    },
  };
}
