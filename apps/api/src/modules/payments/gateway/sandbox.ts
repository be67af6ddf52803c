import { createHash } from 'node:crypto';
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { buildBarcode, lineCodeFromBarcode, saoPauloDate } from '@brilho/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db';
import {
  sandboxGatewayCards,
  sandboxGatewayCharges,
  sandboxGatewayOrders,
  sandboxGatewayUsedHashes,
} from '../../../db/schema';
import type { Jobs } from '../../../jobs/jobs';
import type { Clock } from '../../../lib/clock';
import {
  type BoletoInput,
  type GatewayBoleto,
  type GatewayCard,
  type GatewayCardBrand,
  type GatewayCharge,
  type GatewayChargeState,
  type GatewayCustomerInput,
  GatewayError,
  type GatewayOrderInput,
  type NewCardChargeInput,
  type PaymentGateway,
  type StoredCardChargeInput,
} from './port';
import { boletoPdf as renderBoletoPdf } from './sandbox/boleto-pdf';
import {
  BOLETO_EXPIRED_REASON,
  boletoLapsesAt,
  CARD_TIMELINES,
  createBooks,
  DECLINED_REASON,
  type SandboxGatewayCharge,
} from './sandbox/books';
import { CARD_DATA_INVALID, cvcValid, readCard } from './sandbox/cards';
import type { WebhookDeliver } from './sandbox/deliver';
import { freeFieldOf, gatewayId } from './sandbox/ids';
import { CARD_UNREADABLE, ciphertextDigest, decryptCard, loadKeyPair } from './sandbox/keys';
import { verifySandboxWebhook } from './sandbox/webhooks';

export interface SandboxDeps {
  db: Db;
  jobs: Jobs;
  clock: Clock;
  /** Our public URL: boleto PDFs are served from it. */
  publicUrl: string;
  /** The shared HMAC secret webhooks are signed with. */
  webhookSecret: string;
  deliver: WebhookDeliver;
}

/** Why the sandbox refuses to mark a boleto paid (answered 409 by its route). */
export class BoletoNotPayable extends Error {}
/** No boleto under that charge id (answered 404 by the sandbox routes). */
export class BoletoNotFound extends Error {}

/** The sandbox's own operations, beyond the port: what its routes (operator action, PDF) need. */
export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /** Marks a boleto paid (the payer went to the bank): `settled` now. BoletoNotPayable when it cannot be. */
  payBoleto(chargeId: string): Promise<void>;
  /** The boleto's PDF, or null when there is no such boleto. */
  boletoPdf(chargeId: string): Promise<Buffer | null>;
}

export function isSandboxGateway(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.name === 'sandbox' && 'payBoleto' in gateway;
}

/**
 * The bank code on sandbox boletos: 999 belongs to no bank, so a sandbox boleto can never be paid at a
 * real one, while its check digits and layout are FEBRABAN's (docs/decisions.md).
 */
export const SANDBOX_BANK_CODE = '999';

export const ORDER_UNKNOWN = 'Pedido não encontrado no meio de pagamento.';
export const AMOUNT_INVALID = 'O valor da cobrança deve ser maior que zero.';
export const DUE_DATE_INVALID = 'A data de vencimento do boleto é inválida.';
export const NOT_REFUNDABLE = 'Este pagamento não pode ser estornado.';
export const BOLETO_ALREADY_PAID = 'Este boleto já foi pago.';
export const BOLETO_CANCELLED = 'Este boleto foi cancelado e não pode mais ser pago.';
export const BOLETO_LAPSED = 'Este boleto está vencido e não pode mais ser pago.';
export const BOLETO_NOT_ISSUED = 'Este boleto ainda está sendo registrado. Tente novamente em instantes.';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The sandbox adapter: behaves like a Brazilian provider without leaving the machine (reference
 * brazil-payments.md). Calls answer at once with `created`; what happens next arrives as signed webhooks on
 * the documented timeline, driven by durable jobs on the injected clock. Its books are the sandbox_gateway_*
 * tables. Customer ids are derived from the document, so a retried registration lands on the same customer.
 */
export function sandboxGateway(deps: SandboxDeps): SandboxGateway {
  const { db, clock } = deps;
  const books = createBooks(deps);
  let keys: ReturnType<typeof loadKeyPair> | null = null;
  const keyPair = () => {
    keys ??= loadKeyPair(db);
    // A failed first load (database down) must not stick.
    keys.catch(() => {
      keys = null;
    });
    return keys;
  };

  const chargeByKey = async (idempotencyKey: string) =>
    (
      await db
        .select()
        .from(sandboxGatewayCharges)
        .where(eq(sandboxGatewayCharges.idempotencyKey, idempotencyKey))
    )[0];

  async function requireOrder(input: { orderGatewayId: string; customerGatewayId: string; amount: number }) {
    if (!Number.isInteger(input.amount) || input.amount <= 0) throw new GatewayError(AMOUNT_INVALID);
    const [order] = await db
      .select()
      .from(sandboxGatewayOrders)
      .where(eq(sandboxGatewayOrders.id, input.orderGatewayId));
    if (!order || order.status === 'failed' || order.customerId !== input.customerGatewayId)
      throw new GatewayError(ORDER_UNKNOWN);
  }

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
    name: 'sandbox',

    async createCustomer(input: GatewayCustomerInput) {
      const valid =
        input.documentType === 'CPF' ? isValidCpf(input.documentNumber) : isValidCnpj(input.documentNumber);
      if (!valid) throw new GatewayError('O CPF ou CNPJ informado é inválido!');
      const digest = createHash('sha256')
        .update(`${input.documentType}:${input.documentNumber}`)
        .digest('hex');
      return { gatewayId: `CUS-${digest.slice(0, 12).toUpperCase()}` };
    },

    async publicKey() {
      return (await keyPair()).publicKey;
    },

    async createOrder(input: GatewayOrderInput) {
      const [created] = await db
        .insert(sandboxGatewayOrders)
        .values({
          id: gatewayId('ORDE'),
          reference: input.reference,
          customerId: input.customerGatewayId,
          amount: input.amount,
          status: 'pending',
          createdAt: clock.now(),
        })
        .onConflictDoNothing({ target: sandboxGatewayOrders.reference })
        .returning();
      if (created) {
        await books.scheduleOrder(created.id);
        return { gatewayId: created.id };
      }
      const [existing] = await db
        .select()
        .from(sandboxGatewayOrders)
        .where(eq(sandboxGatewayOrders.reference, input.reference));
      if (!existing) throw new Error('sandbox order vanished after a conflict');
      // Registered before: the same order, and its outcome announced again (same event id) in case the
      // first webhook never arrived. A pending one still has its job coming.
      if (existing.status !== 'pending') await books.scheduleOrder(existing.id);
      return { gatewayId: existing.id };
    },

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

    async issueBoleto(input: BoletoInput): Promise<GatewayBoleto> {
      const previous = await chargeByKey(input.idempotencyKey);
      if (previous) return boletoAnswer(deps.publicUrl, previous);
      await requireOrder(input);
      if (!DATE.test(input.dueDate) || input.dueDate < saoPauloDate(clock.now()))
        throw new GatewayError(DUE_DATE_INVALID);
      const chargeId = gatewayId('CHAR');
      const barcode = buildBarcode({
        bank: SANDBOX_BANK_CODE,
        amount: input.amount,
        dueDate: input.dueDate,
        freeField: freeFieldOf(chargeId),
      });
      const now = clock.now();
      const [charge] = await db
        .insert(sandboxGatewayCharges)
        .values({
          id: chargeId,
          orderId: input.orderGatewayId,
          idempotencyKey: input.idempotencyKey,
          reference: input.reference,
          kind: 'boleto',
          amount: input.amount,
          status: 'created',
          lineCode: lineCodeFromBarcode(barcode),
          barcode,
          dueDate: input.dueDate,
          payer: input.payer,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: sandboxGatewayCharges.idempotencyKey })
        .returning();
      if (!charge) {
        const winner = await chargeByKey(input.idempotencyKey);
        if (!winner) throw new Error('sandbox charge vanished after a conflict');
        return boletoAnswer(deps.publicUrl, winner);
      }
      await books.scheduleBoleto(charge.id, input.dueDate);
      return boletoAnswer(deps.publicUrl, charge);
    },

    async getCharge(reference: string) {
      const [charge] = await db
        .select()
        .from(sandboxGatewayCharges)
        .where(eq(sandboxGatewayCharges.reference, reference));
      if (!charge) return null;
      const reason = chargeReason(charge);
      return {
        chargeId: charge.id,
        status: charge.status as GatewayChargeState['status'],
        sequence: charge.sequence,
        ...(reason ? { reason } : {}),
      };
    },

    async refund(chargeId: string) {
      const [charge] = await db
        .select()
        .from(sandboxGatewayCharges)
        .where(eq(sandboxGatewayCharges.id, chargeId));
      if (charge?.status === 'refunded') return;
      if (!charge || (charge.status !== 'authorized' && charge.status !== 'settled'))
        throw new GatewayError(NOT_REFUNDABLE);
      await books.scheduleRefund(chargeId);
    },

    async deleteStoredCard(storedCardId: string) {
      // Idempotent, and quiet about ids it never issued (cards of the previous provider, `CRC-…`).
      await db
        .update(sandboxGatewayCards)
        .set({ deletedAt: clock.now() })
        .where(and(eq(sandboxGatewayCards.id, storedCardId), isNull(sandboxGatewayCards.deletedAt)));
    },

    verifyWebhook(rawBody, headers) {
      return verifySandboxWebhook(deps.webhookSecret, clock, rawBody, headers);
    },

    async payBoleto(chargeId: string) {
      const [charge] = await db
        .select()
        .from(sandboxGatewayCharges)
        .where(eq(sandboxGatewayCharges.id, chargeId));
      if (charge?.kind !== 'boleto') throw new BoletoNotFound(chargeId);
      if (charge.status === 'settled' || charge.status === 'refunded')
        throw new BoletoNotPayable(BOLETO_ALREADY_PAID);
      if (charge.status === 'cancelled') throw new BoletoNotPayable(BOLETO_CANCELLED);
      // The bank registers a boleto a moment after it is issued (the `waiting` step): it can't be paid before.
      if (charge.status === 'created') throw new BoletoNotPayable(BOLETO_NOT_ISSUED);
      if (charge.dueDate && clock.now() > boletoLapsesAt(charge.dueDate))
        throw new BoletoNotPayable(BOLETO_LAPSED);
      if (!(await books.moveChargeNow(chargeId, 'settled'))) throw new BoletoNotPayable(BOLETO_ALREADY_PAID);
    },

    async boletoPdf(chargeId: string) {
      const [charge] = await db
        .select()
        .from(sandboxGatewayCharges)
        .where(eq(sandboxGatewayCharges.id, chargeId));
      if (charge?.kind !== 'boleto' || !charge.lineCode || !charge.barcode || !charge.dueDate) return null;
      const payer = charge.payer as BoletoInput['payer'] | null;
      return renderBoletoPdf({
        beneficiary: 'Brilho',
        payer: payer ? `${payer.name} (${payer.documentType} ${payer.documentNumber})` : '',
        amount: charge.amount,
        dueDate: charge.dueDate,
        lineCode: charge.lineCode,
        barcode: charge.barcode,
        bankCode: SANDBOX_BANK_CODE,
      });
    },
  };
}

/** The reason its webhook gave for a final refusal (the sandbox's two: a declined card, a lapsed boleto). */
function chargeReason(charge: SandboxGatewayCharge): string | undefined {
  if (charge.status === 'declined') return DECLINED_REASON;
  if (charge.status === 'cancelled' && charge.kind === 'boleto') return BOLETO_EXPIRED_REASON;
  return undefined;
}

function boletoAnswer(publicUrl: string, charge: SandboxGatewayCharge): GatewayBoleto {
  if (!charge.lineCode || !charge.barcode || !charge.dueDate) throw new GatewayError(DUE_DATE_INVALID);
  return {
    chargeId: charge.id,
    status: charge.status as GatewayBoleto['status'],
    lineCode: charge.lineCode,
    barcode: charge.barcode,
    dueDate: charge.dueDate,
    pdfUrl: `${publicUrl.replace(/\/$/, '')}/api/sandbox-gateway/boletos/${charge.id}.pdf`,
  };
}
