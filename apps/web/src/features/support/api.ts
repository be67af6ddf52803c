import { apiRequest, resourceBody } from '../../lib/api/client';
import type { ContactTopic } from '../../words/support';

export interface ChatMessage {
  id: string;
  author: 'customer' | 'operator';
  body: string;
  created_at: string;
}

export interface ChatState {
  messages: ChatMessage[];
  unread: number;
  hasMore: boolean;
  nextBefore: string | null;
  /** `whatsapp_url`: 'falar no WhatsApp' when the support number is configured. */
  support: { open: boolean; next_opening: string; whatsapp_url?: string | null };
}

interface MessageResource {
  id: string;
  attributes: Omit<ChatMessage, 'id'>;
}
interface ChatDocument {
  data: MessageResource[];
  meta: {
    unread_count: number;
    has_more: boolean;
    next_before: string | null;
    support: ChatState['support'];
  };
}

export const SUPPORT_CHAT_KEY = ['support-chat'] as const;

const messageOf = (resource: MessageResource): ChatMessage => ({ id: resource.id, ...resource.attributes });

/** The newest page of the customer's conversation, or the page before `before` (a message id). */
export async function fetchChat(before: string | null = null): Promise<ChatState> {
  const query = before ? `?page[before]=${encodeURIComponent(before)}` : '';
  const document = await apiRequest<ChatDocument>(`/support/chat/messages${query}`);
  return {
    messages: document.data.map(messageOf),
    unread: document.meta.unread_count,
    hasMore: document.meta.has_more,
    nextBefore: document.meta.next_before,
    support: document.meta.support,
  };
}

export async function sendChatMessage(body: string): Promise<ChatMessage> {
  const document = await apiRequest<{ data: MessageResource }>('/support/chat/messages', {
    method: 'POST',
    body: resourceBody('support-messages', { body }),
  });
  return messageOf(document.data);
}

export const markChatRead = () => apiRequest('/support/chat/read', { method: 'POST' });

/**
 * Adds messages to a conversation once each (a sent message also comes back on the cable): newer ones
 * after, an older page before.
 */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[], older = false): ChatMessage[] {
  const known = new Set(current.map((message) => message.id));
  const added = incoming.filter((message) => !known.has(message.id));
  if (added.length === 0) return current;
  return older ? [...added, ...current] : [...current, ...added];
}

/** The contact form's general-question ticket (ticket calls); the subject leads the message. */
export function sendContactForm(topic: ContactTopic, message: string) {
  return apiRequest('/tickets/general-question-ticket', {
    method: 'POST',
    body: resourceBody('tickets', { topic: 'general', question: `[${topic}] ${message}` }),
  });
}
