import { createHash } from 'node:crypto';
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db';
import { sandboxGatewayCards, sandboxGatewayCharges, sandboxGatewayOrders } from '../../../db/schema';
import type { Jobs } from '../../../jobs/jobs';
import type { Clock } from '../../../lib/clock';
import {
  CHARGE_NOT_FOUND,
  CHARGE_NOT_REVERSIBLE,
  NOT_REFUNDABLE,
  SANDBOX_TEXTS,
} from '../../../words/sandbox-gateway';
import {
  type GatewayChargeState,
  type GatewayCustomerInput,
  GatewayError,
  type GatewayOrderInput,
  type PaymentGateway,
} from './port';
import { sandboxBoletos } from './sandbox/boletos';
import {
  BOLETO_EXPIRED_REASON,
  createBooks,
  DECLINED_REASON,
  type SandboxGatewayCharge,
} from './sandbox/books';
import { cardCharges } from './sandbox/card-charges';
import { chargeDesk } from './sandbox/charge-desk';
import type { WebhookDeliver } from './sandbox/deliver';
import { gatewayId } from './sandbox/ids';
import { loadKeyPair } from './sandbox/keys';
import { verifySandboxWebhook } from './sandbox/webhooks';

export {
  AMOUNT_INVALID,
  BOLETO_ALREADY_PAID,
  BOLETO_CANCELLED,
  BOLETO_LAPSED,
  BOLETO_NOT_ISSUED,
  CHARGE_NOT_FOUND,
  CHARGE_NOT_REVERSIBLE,
  DUE_DATE_INVALID,
  NOT_REFUNDABLE,
  ORDER_UNKNOWN,
} from '../../../words/sandbox-gateway';
export { BoletoNotFound, BoletoNotPayable, SANDBOX_BANK_CODE } from './sandbox/boletos';

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

/** The sandbox's own operations, beyond the port: what its routes (operator action, PDF) need. */
export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /** Marks a boleto paid (the payer went to the bank): `settled` now. BoletoNotPayable when it cannot be. */
  payBoleto(chargeId: string): Promise<void>;
  /** The boleto's PDF, or null when there is no such boleto. */
  boletoPdf(chargeId: string): Promise<Buffer | null>;
  /**
   * The payer's bank takes a paid charge back (a chargeback): `charged_back` now, announced by webhook.
   * ChargeNotFound / ChargeNotReversible when it cannot be.
   */
  chargeBack(chargeId: string): Promise<void>;
}

/** No charge under that id (answered 404 by the sandbox routes). */
export class ChargeNotFound extends Error {}
/** A charge not paid, or already refunded or charged back (answered 409). */
export class ChargeNotReversible extends Error {}

export function isSandboxGateway(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.name === 'sandbox' && 'payBoleto' in gateway;
}

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
  const desk = chargeDesk(deps, books);
  const cards = cardCharges(desk, keyPair);
  const boletos = sandboxBoletos(desk);

  return {
    name: 'sandbox',
    ...cards,
    ...boletos,

    async createCustomer(input: GatewayCustomerInput) {
      const valid =
        input.documentType === 'CPF' ? isValidCpf(input.documentNumber) : isValidCnpj(input.documentNumber);
      if (!valid) throw new GatewayError(SANDBOX_TEXTS.documentInvalid);
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

    async chargeBack(chargeId: string) {
      const [charge] = await db
        .select()
        .from(sandboxGatewayCharges)
        .where(eq(sandboxGatewayCharges.id, chargeId));
      if (!charge) throw new ChargeNotFound(CHARGE_NOT_FOUND);
      // One conditional UPDATE decides (books.moveChargeNow): of two concurrent calls exactly one moves it.
      if (!(await books.moveChargeNow(chargeId, 'charged_back')))
        throw new ChargeNotReversible(CHARGE_NOT_REVERSIBLE);
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
  };
}

/** The reason its webhook gave for a final refusal (the sandbox's two: a declined card, a lapsed boleto). */
function chargeReason(charge: SandboxGatewayCharge): string | undefined {
  if (charge.status === 'declined') return DECLINED_REASON;
  if (charge.status === 'cancelled' && charge.kind === 'boleto') return BOLETO_EXPIRED_REASON;
  return undefined;
}
