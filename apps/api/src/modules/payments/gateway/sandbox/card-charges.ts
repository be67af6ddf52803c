import { and, eq, isNull } from 'drizzle-orm';
import { sandboxGatewayCards, sandboxGatewayCharges, sandboxGatewayUsedHashes } from '../../../../db/schema';
import {
  type GatewayCard,
  type GatewayCardBrand,
  type GatewayCharge,
  GatewayError,
  type NewCardChargeInput,
  type StoredCardChargeInput,
} from '../port';
import { CARD_TIMELINES, type SandboxGatewayCharge } from './books';
import { CARD_DATA_INVALID, cvcValid, readCard } from './cards';
import type { ChargeDesk } from './charge-desk';
import { gatewayId } from './ids';
import { CARD_UNREADABLE, ciphertextDigest, decryptCard, type loadKeyPair } from './keys';

/** The sandbox's card charges: a new (encrypted) card, or one it stored for the customer. */
export function cardCharges(desk: ChargeDesk, keyPair: () => ReturnType<typeof loadKeyPair>) {
  const { db, clock, books, chargeByKey, requireOrder } = desk;

  async function cardOf(charge: SandboxGatewayCharge): Promise<GatewayCard> {
    const [card] = charge.cardId
      ? await db.select().from(sandboxGatewayCards).where(eq(sandboxGatewayCards.id, charge.cardId))
      : [];
    if (!card) throw new Error(`sandbox charge ${charge.id} has no card`);
    return {
      storedCardId: card.deletedAt ? null : card.id,
      brand: card.brand as GatewayCardBrand,
      first6: card.first6,
      last4: card.last4,
    };
  }

  /** The answer for a charge that already exists under the attempt's key: no second charge. */
  async function existingCardCharge(charge: SandboxGatewayCharge) {
    return {
      chargeId: charge.id,
      status: charge.status as GatewayCharge['status'],
      card: await cardOf(charge),
    };
  }

  return {
    async chargeNewCard(input: NewCardChargeInput) {
      const previous = await chargeByKey(input.idempotencyKey);
      if (previous) return existingCardCharge(previous);
      await requireOrder(input);
      const plaintext = decryptCard((await keyPair()).privateKey, input.encryptedCard);
      const card = readCard(plaintext, clock.now());
      const now = clock.now();
      const chargeId = gatewayId('CHAR');
      const cardId = gatewayId('CARD');
      const outcome = await db
        .transaction(async (tx) => {
          const [fresh] = await tx
            .insert(sandboxGatewayUsedHashes)
            .values({ digest: ciphertextDigest(input.encryptedCard), usedAt: now })
            .onConflictDoNothing()
            .returning();
          if (!fresh) return 'reused' as const;
          // Every charged card gets a card record (as at a provider); one not kept for later is born deleted.
          await tx.insert(sandboxGatewayCards).values({
            id: cardId,
            customerId: input.customerGatewayId,
            brand: card.brand,
            first6: card.first6,
            last4: card.last4,
            holder: card.holder,
            expMonth: card.expMonth,
            expYear: card.expYear,
            outcome: card.outcome,
            deletedAt: input.store ? null : now,
            createdAt: now,
          });
          const [charge] = await tx
            .insert(sandboxGatewayCharges)
            .values({
              id: chargeId,
              orderId: input.orderGatewayId,
              idempotencyKey: input.idempotencyKey,
              reference: input.reference,
              kind: 'credit_card',
              amount: input.amount,
              status: 'created',
              cardId,
              outcome: card.outcome,
              createdAt: now,
              updatedAt: now,
            })
            .onConflictDoNothing({ target: sandboxGatewayCharges.idempotencyKey })
            .returning();
          if (!charge) tx.rollback();
          return 'charged' as const;
        })
        .catch(async (error: unknown) => {
          // The rollback above: a concurrent call with the same key charged first.
          const winner = await chargeByKey(input.idempotencyKey);
          if (winner) return winner;
          throw error;
        });
      if (outcome === 'reused') {
        // The same attempt's ciphertext again (a retry that raced its first call) answers that charge.
        const winner = await chargeByKey(input.idempotencyKey);
        if (winner) return existingCardCharge(winner);
        throw new GatewayError(CARD_UNREADABLE);
      }
      if (outcome !== 'charged') return existingCardCharge(outcome);
      await books.scheduleCharge(chargeId, CARD_TIMELINES[card.outcome] ?? []);
      return {
        chargeId,
        status: 'created' as const,
        card: {
          storedCardId: input.store ? cardId : null,
          brand: card.brand,
          first6: card.first6,
          last4: card.last4,
        },
      };
    },

    async chargeStoredCard(input: StoredCardChargeInput) {
      const previous = await chargeByKey(input.idempotencyKey);
      if (previous) return existingCardCharge(previous);
      const [card] = await db
        .select()
        .from(sandboxGatewayCards)
        .where(
          and(
            eq(sandboxGatewayCards.id, input.storedCardId),
            eq(sandboxGatewayCards.customerId, input.customerGatewayId),
            isNull(sandboxGatewayCards.deletedAt),
          ),
        );
      if (!card) throw new GatewayError(CARD_UNREADABLE);
      if (!cvcValid(input.cvc, card.brand as GatewayCardBrand)) throw new GatewayError(CARD_DATA_INVALID);
      await requireOrder(input);
      const now = clock.now();
      const [charge] = await db
        .insert(sandboxGatewayCharges)
        .values({
          id: gatewayId('CHAR'),
          orderId: input.orderGatewayId,
          idempotencyKey: input.idempotencyKey,
          reference: input.reference,
          kind: 'credit_card',
          amount: input.amount,
          status: 'created',
          cardId: card.id,
          outcome: card.outcome,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: sandboxGatewayCharges.idempotencyKey })
        .returning();
      if (!charge) {
        const winner = await chargeByKey(input.idempotencyKey);
        if (!winner) throw new Error('sandbox charge vanished after a conflict');
        return existingCardCharge(winner);
      }
      await books.scheduleCharge(charge.id, CARD_TIMELINES[card.outcome] ?? []);
      return { chargeId: charge.id, status: 'created' as const, card: await cardOf(charge) };
    },
  };
}
