import { boletoDueDate, brCodeText, paymentDeadline } from '@brilho/domain';
import { PAYMENT_TEXTS } from '../../../words/payments';
import { GatewayError } from '../gateway/port';
import { type ChargeAnswer, type Ctx, INSTRUMENT, refused, type Started } from './attempt';

/** Pix is offered only when a Pix provider is configured. */
export function assertPixAvailable(ctx: Ctx): void {
  if (!ctx.gateway.pix) throw refused(PAYMENT_TEXTS.pixUnavailable, 'pix_unavailable', INSTRUMENT);
}

/**
 * A cycle: a `cobv` due on the cycle's due date (the boleto's rule), payable until that day ends.
 * An order: a `cob` expiring with the order's payment window (a QR paid later would pay a cancelled order).
 */
export async function chargePix(ctx: Ctx, { payment, payable, customer }: Started): Promise<ChargeAnswer> {
  const pixGateway = ctx.gateway.pix;
  if (!pixGateway) throw new GatewayError(PAYMENT_TEXTS.pixUnavailable);
  const payer = {
    name: brCodeText(customer.fullname, 200),
    documentType: customer.documentType,
    documentNumber: customer.documentNumber,
  };
  const now = ctx.clock.now();
  const seconds = Math.floor((paymentDeadline(payable.createdAt).getTime() - now.getTime()) / 1000);
  if (payable.type === 'orders' && seconds <= 0) throw new GatewayError(PAYMENT_TEXTS.windowOver);
  const pix =
    payable.type === 'cycles'
      ? await pixGateway.chargeDue({
          reference: payment.reference,
          amount: payment.amount,
          dueDate: boletoDueDate({
            payableType: 'cycles',
            startsAt: payable.startsAt,
            now,
            paymentEmissionDay: payable.paymentEmissionDay,
          }),
          validityDays: 0,
          payer,
          description: 'Brilho: ciclo de limpezas',
        })
      : await pixGateway.charge({
          reference: payment.reference,
          amount: payment.amount,
          expiresInSeconds: seconds,
          payer,
          description: 'Brilho: limpeza agendada',
        });
  return { ...pix, pix };
}
