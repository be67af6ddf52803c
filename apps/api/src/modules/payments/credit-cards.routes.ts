import { anyBody, creditCardParams, jsonApiBody, noQuery } from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../lib/auth';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { serialize } from '../../lib/jsonapi';
import type { ZodTypeProvider } from '../../lib/wire';
import { PAYMENT_TEXTS } from '../../words/payments';
import { creditCardSerializer } from '../accounts';
import { parseCardName } from './body';
import { GatewayError } from './gateway/port';
import { findOwnCard, listOwnCards, removeCard, renameCard } from './queries';

/**
 * Stored cards (payment calls, "Stored card"): the caller's own, never another's (404). A card
 * is only what identifies it (brand, first6, last4, the gateway's id) plus the customer's name for it.
 */
export async function creditCardRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  const ownCard = async (accountId: string, id: string) => {
    const card = isUuid(id) ? await findOwnCard(ctx.db, accountId, id) : null;
    if (!card) throw new ApiError(404, PAYMENT_TEXTS.cardNotFound);
    return card;
  };

  app.get('/credit-cards', { schema: { querystring: noQuery } }, async (request) => {
    const actor = requireRole(request, 'customer');
    return serialize(creditCardSerializer, await listOwnCards(ctx, actor.accountId));
  });

  app.patch(
    '/credit-cards/:id',
    { schema: { params: creditCardParams, body: jsonApiBody } },
    async (request) => {
      const actor = requireRole(request, 'customer');
      const { id } = request.params;
      const card = await ownCard(actor.accountId, id);
      return serialize(creditCardSerializer, await renameCard(ctx.db, card.id, parseCardName(request.body)));
    },
  );

  /** Removed for good: at the gateway first (so it can't be charged again), then from the list. */
  app.post(
    '/credit-cards/:id/clear',
    { schema: { params: creditCardParams, body: anyBody } },
    async (request, reply) => {
      const actor = requireRole(request, 'customer');
      const { id } = request.params;
      const card = await ownCard(actor.accountId, id);
      try {
        await ctx.gateway.deleteStoredCard(card.paymentGatewayId);
      } catch (error) {
        // A card the gateway no longer knows (an old provider's `CRC-…`) is removed here all the same.
        if (!(error instanceof GatewayError)) throw error;
        request.log.warn({ cardId: card.id }, 'stored card unknown at the gateway; removed here');
      }
      await removeCard(ctx.db, card.id, ctx.clock.now());
      return reply.status(204).send();
    },
  );
}
