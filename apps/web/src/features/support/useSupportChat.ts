import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { type ChannelData, useAccountMessages } from '../../lib/cable';
import {
  type ChatMessage,
  type ChatState,
  fetchChat,
  markChatRead,
  mergeMessages,
  SUPPORT_CHAT_KEY,
  sendChatMessage,
} from './api';

function pushedMessage(data: ChannelData): ChatMessage | null {
  if (data.to_state !== 'chat_message') return null;
  const message = data.message as Partial<ChatMessage> | undefined;
  if (!message?.id || !message.body || !message.created_at) return null;
  if (message.author !== 'customer' && message.author !== 'operator') return null;
  return message as ChatMessage;
}

/**
 * The customer's support conversation: one cached query shared by the chat button (its unread badge)
 * and the chat panel, kept live by the account channel. While the panel is `visible`, whatever arrives
 * is read at once.
 */
export function useSupportChat(enabled: boolean, visible: boolean) {
  const client = useQueryClient();
  const query = useQuery({ queryKey: SUPPORT_CHAT_KEY, queryFn: () => fetchChat(), enabled });
  const update = useCallback(
    (change: (state: ChatState) => ChatState) =>
      client.setQueryData<ChatState>(SUPPORT_CHAT_KEY, (state) => (state ? change(state) : state)),
    [client],
  );

  useAccountMessages((data) => {
    const message = pushedMessage(data);
    if (!enabled || !message) return;
    if (!client.getQueryData(SUPPORT_CHAT_KEY)) {
      void client.invalidateQueries({ queryKey: SUPPORT_CHAT_KEY });
      return;
    }
    const state = client.getQueryData<ChatState>(SUPPORT_CHAT_KEY);
    const fromTeam = message.author === 'operator' && !state?.messages.some((m) => m.id === message.id);
    update((current) => ({
      ...current,
      messages: mergeMessages(current.messages, [message]),
      unread: current.unread + (fromTeam && !visible ? 1 : 0),
    }));
    // Seen as it arrives: the server must know, or the badge comes back on the next load.
    if (fromTeam && visible) markChatRead().catch(() => {});
  });

  const unread = query.data?.unread ?? 0;
  useEffect(() => {
    if (!visible || unread === 0) return;
    update((state) => ({ ...state, unread: 0 }));
    // A failed read only leaves the badge to come back on the next load.
    markChatRead().catch(() => {});
  }, [visible, unread, update]);

  const send = async (body: string) => {
    const message = await sendChatMessage(body);
    update((state) => ({ ...state, messages: mergeMessages(state.messages, [message]) }));
  };

  const loadOlder = async () => {
    const before = query.data?.nextBefore;
    if (!before) return;
    const page = await fetchChat(before);
    update((state) => ({
      ...state,
      messages: mergeMessages(state.messages, page.messages, true),
      hasMore: page.hasMore,
      nextBefore: page.nextBefore,
    }));
  };

  return { query, unread, send, loadOlder };
}
