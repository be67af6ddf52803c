import type { Db } from '../../../db';
import type { CreditCard } from '../../../db/schema';
import { ApiError } from '../../../lib/errors';
import { PAYMENT_TEXTS } from '../../../words/payments';
import type { StoredCardRequest } from '../body';
import { GatewayError } from '../gateway/port';
import { findOwnCard } from '../queries';
import { type ChargeAnswer, type Ctx, chargeBase, INSTRUMENT, type Started } from './attempt';

/** A stored card: the customer's own (404 otherwise), charged with its gateway id and the CVC typed again. */
export async function ownStoredCard(
  tx: Db,
  accountId: string,
  request: StoredCardRequest,
): Promise<CreditCard> {
  const card = await findOwnCard(tx, accountId, request.cardId);
  if (card === null) throw new ApiError(404, PAYMENT_TEXTS.cardNotFound, { pointer: INSTRUMENT });
  return card;
}

export async function chargeStoredCard(
  ctx: Ctx,
  started: Started,
  request: StoredCardRequest,
): Promise<ChargeAnswer> {
  const card = await findOwnCard(ctx.db, started.payment.accountId, request.cardId);
  if (!card) throw new GatewayError(PAYMENT_TEXTS.cardNotFound);
  return ctx.gateway.chargeStoredCard({
    ...chargeBase(started),
    storedCardId: card.paymentGatewayId,
    cvc: request.cvc,
  });
}
