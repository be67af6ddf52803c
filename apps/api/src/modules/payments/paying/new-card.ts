import type { Db } from '../../../db';
import type { Payment } from '../../../db/schema';
import type { NewCardRequest } from '../body';
import type { GatewayCard } from '../gateway/port';
import { insertCard } from '../queries';
import { type ChargeAnswer, type Ctx, chargeBase, type Started } from './attempt';

/** A new card: charged with the encrypted card and its holder, stored when the customer asked to keep it. */
export function chargeNewCard(ctx: Ctx, started: Started, request: NewCardRequest): Promise<ChargeAnswer> {
  return ctx.gateway.chargeNewCard({
    ...chargeBase(started),
    encryptedCard: request.encryptedCard,
    store: request.store,
    holder: {
      fullName: request.holder.full_name,
      documentType: request.holder.document_type,
      documentNumber: request.holder.document_number,
      birthdate: request.holder.birthdate,
      phone: request.holder.phone,
      address: null,
    },
  });
}

/** Keeps the card the gateway stored for the customer; answers the payment's card (the new one, if kept). */
export async function keepStoredCard(
  tx: Db,
  payment: Payment,
  card: GatewayCard | undefined,
  store: boolean,
  now: Date,
): Promise<string | null> {
  if (!(card && store && card.storedCardId)) return payment.creditCardId;
  const row = await insertCard(tx, {
    accountId: payment.accountId,
    paymentGatewayId: card.storedCardId,
    brand: card.brand,
    first6: card.first6,
    last4: card.last4,
    createdAt: now,
  });
  return row?.id ?? payment.creditCardId;
}
