import { boletoAllowed, boletoDueDate } from '@brilho/domain';
import { PAYMENT_TEXTS } from '../../../words/payments';
import {
  type ChargeAnswer,
  type Ctx,
  chargeBase,
  INSTRUMENT,
  type PayableTarget,
  refused,
  type Started,
} from './attempt';

/** A boleto needs notice before the cleaning (an order) — the domain's rule; refused with the reason. */
export function assertBoletoAllowed(payable: PayableTarget, now: Date): void {
  if (!boletoAllowed({ payableType: payable.type, startsAt: payable.startsAt, now }))
    throw refused(PAYMENT_TEXTS.boletoShortNotice, 'boleto_not_allowed', INSTRUMENT);
}

/** Issues the boleto, due on the domain's date, in the customer's name. */
export async function issueBoleto(ctx: Ctx, started: Started): Promise<ChargeAnswer> {
  const { payable, customer } = started;
  const boleto = await ctx.gateway.issueBoleto({
    ...chargeBase(started),
    dueDate: boletoDueDate({
      payableType: payable.type,
      startsAt: payable.startsAt,
      now: ctx.clock.now(),
      paymentEmissionDay: payable.paymentEmissionDay,
    }),
    payer: {
      name: customer.fullname,
      documentType: customer.documentType,
      documentNumber: customer.documentNumber,
    },
  });
  return { ...boleto, boleto };
}
