import { buildBarcode, lineCodeFromBarcode, saoPauloDate } from '@brilho/domain';
import { eq } from 'drizzle-orm';
import { sandboxGatewayCharges } from '../../../../db/schema';
import {
  BOLETO_ALREADY_PAID,
  BOLETO_CANCELLED,
  BOLETO_LAPSED,
  BOLETO_NOT_ISSUED,
  DUE_DATE_INVALID,
} from '../../../../words/sandbox-gateway';
import { type BoletoInput, type GatewayBoleto, GatewayError } from '../port';
import { boletoPdf as renderBoletoPdf } from './boleto-pdf';
import { boletoLapsesAt, type SandboxGatewayCharge } from './books';
import type { ChargeDesk } from './charge-desk';
import { freeFieldOf, gatewayId } from './ids';

/** Why the sandbox refuses to mark a boleto paid (answered 409 by its route). */
export class BoletoNotPayable extends Error {}
/** No boleto under that charge id (answered 404 by the sandbox routes). */
export class BoletoNotFound extends Error {}

/**
 * The bank code on sandbox boletos: 999 belongs to no bank, so a sandbox boleto can never be paid at a
 * real one, while its check digits and layout are FEBRABAN's (docs/decisions.md).
 */
export const SANDBOX_BANK_CODE = '999';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The sandbox's boletos: issued with FEBRABAN's layout, paid by an operator's action, printed as a PDF. */
export function sandboxBoletos(desk: ChargeDesk) {
  const { db, clock, books, chargeByKey, requireOrder } = desk;
  return {
    async issueBoleto(input: BoletoInput): Promise<GatewayBoleto> {
      const previous = await chargeByKey(input.idempotencyKey);
      if (previous) return boletoAnswer(desk.publicUrl, previous);
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
        return boletoAnswer(desk.publicUrl, winner);
      }
      await books.scheduleBoleto(charge.id, input.dueDate);
      return boletoAnswer(desk.publicUrl, charge);
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
