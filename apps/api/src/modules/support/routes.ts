import { whatsappChatUrl } from '@brilho/domain';
import {
  anyBody,
  chatPageQuery,
  conversationListQuery,
  conversationParams,
  jsonApiBody,
} from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../lib/auth';
import { listPath, paginationOf, serialize } from '../../lib/jsonapi';
import { readPage } from '../../lib/page';
import type { ZodTypeProvider } from '../../lib/wire';
import { parseChatMessage } from './body';
import { listConversations, unreadByCustomer } from './queries';
import { supportConversationSerializer, supportMessageSerializer } from './serializers';
import {
  type ChatPage,
  chatPage,
  markChatRead,
  operatorChatPage,
  postCustomerMessage,
  postOperatorMessage,
  supportStatus,
} from './service';

type Query = Record<string, unknown>;

/** `page[before]=<message id>`: the cursor of the older history. */
function beforeOf(query: Query): string | null {
  const value = query['page[before]'];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** `whatsapp_url`: 'falar no WhatsApp' when SUPPORT_WHATSAPP is configured, else null. */
function pageDocument(page: ChatPage, now: Date, whatsapp: string | undefined) {
  const oldest = page.messages[0];
  return serialize(supportMessageSerializer, page.messages, {
    meta: {
      unread_count: page.unread,
      has_more: page.hasMore,
      next_before: page.hasMore && oldest ? oldest.id : null,
      support: { ...supportStatus(now), whatsapp_url: whatsapp ? whatsappChatUrl(whatsapp) : null },
    },
  });
}

/**
 * The support chat: the customer's own conversation under `/support/chat`, and the
 * operator's answers under `/operator/support` (role operator only; customers get 403).
 */
export async function supportRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get('/support/chat/messages', { schema: { querystring: chatPageQuery } }, async (request) => {
    const actor = requireRole(request, 'customer');
    const page = await chatPage(ctx, actor.accountId, beforeOf(request.query));
    return pageDocument(page, ctx.clock.now(), ctx.config.SUPPORT_WHATSAPP);
  });

  app.post('/support/chat/messages', { schema: { body: jsonApiBody } }, async (request, reply) => {
    const actor = requireRole(request, 'customer');
    const message = await postCustomerMessage(ctx, actor.accountId, parseChatMessage(request.body));
    reply.status(201);
    return serialize(supportMessageSerializer, message);
  });

  app.post('/support/chat/read', { schema: { body: anyBody } }, async (request, reply) => {
    const actor = requireRole(request, 'customer');
    await markChatRead(ctx, actor.accountId);
    return reply.status(204).send();
  });

  app.get(
    '/operator/support/conversations',
    { schema: { querystring: conversationListQuery } },
    async (request) => {
      requireRole(request, 'operator');
      const page = readPage(request.query, 25, 100);
      const listed = await listConversations(ctx.db, page);
      const rows = await Promise.all(
        listed.rows.map(async (row) => ({
          ...row,
          unread: await unreadByCustomer(ctx.db, row.conversation),
        })),
      );
      return serialize(
        supportConversationSerializer,
        rows,
        paginationOf(page, listed.total, listPath(request.url)),
      );
    },
  );

  app.get(
    '/operator/support/conversations/:accountId/messages',
    { schema: { params: conversationParams, querystring: chatPageQuery } },
    async (request) => {
      requireRole(request, 'operator');
      const { accountId } = request.params;
      const page = await operatorChatPage(ctx, accountId, beforeOf(request.query));
      return pageDocument(page, ctx.clock.now(), ctx.config.SUPPORT_WHATSAPP);
    },
  );

  app.post(
    '/operator/support/conversations/:accountId/messages',
    { schema: { params: conversationParams, body: jsonApiBody } },
    async (request, reply) => {
      const actor = requireRole(request, 'operator');
      const { accountId } = request.params;
      const message = await postOperatorMessage(
        ctx,
        actor.accountId,
        accountId,
        parseChatMessage(request.body),
      );
      reply.status(201);
      return serialize(supportMessageSerializer, message);
    },
  );
}
