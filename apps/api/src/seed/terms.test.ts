import {
  BOOKABLE_WINDOW_DAYS,
  CANCEL_CUTOFF_HOURS,
  cleaningPrice,
  FREE_CANCELLATION_BUSINESS_HOURS,
  LATENESS_TOLERANCE_MINUTES,
  MAX_DURATION_HOURS,
  MIN_DURATION_HOURS,
  ORDER_PAYMENT_WINDOW_SECONDS,
  PROOF_OF_PAYMENT_NOTICE_HOURS,
  PROVIDER_VALIDATION_BUSINESS_HOURS,
  SUPPORT_HOURS,
} from '@brilho/domain';
import { describe, expect, it } from 'vitest';
import { TERMS_OF_USE } from './terms';

/** The number the terms text puts where `pattern`'s group is; fails the test when the sentence is gone. */
function figure(pattern: RegExp): number {
  const match = TERMS_OF_USE.body.match(pattern);
  if (!match?.[1]) throw new Error(`the terms no longer say ${pattern}`);
  return Number(match[1]);
}

describe('the seeded terms of use say what the product enforces', () => {
  it('the lateness tolerance is the one after which absence can be reported', () => {
    expect(figure(/tolerância de (\d+) minutos de atraso/)).toBe(LATENESS_TOLERANCE_MINUTES);
  });

  it('proof of boleto payment is asked under the notice the order page uses', () => {
    expect(figure(/boleto e agendadas com menos de (\d+) horas/)).toBe(PROOF_OF_PAYMENT_NOTICE_HOURS);
  });

  it('products are charged on top of the cleaning, as the price formula adds them', () => {
    expect(TERMS_OF_USE.body).not.toMatch(/preço inclui os produtos/);
    expect(TERMS_OF_USE.body).toMatch(/produtos de limpeza não estão incluídos no preço/);
    const pricing = { price: 0, pricePerHour: 3_900, fee: 500, feePerHour: 500 };
    const products = { price: 1_000, pricePerHour: 300, fee: 0, feePerHour: 0 };
    expect(cleaningPrice(pricing, 2, products)).toBeGreaterThan(cleaningPrice(pricing, 2));
  });

  it('the other figures match the domain’s constants', () => {
    expect(figure(/de (\d+) a \d+ horas/)).toBe(MIN_DURATION_HOURS);
    expect(figure(/de \d+ a (\d+) horas/)).toBe(MAX_DURATION_HOURS);
    expect(figure(/até (\d+) dias de antecedência/)).toBe(BOOKABLE_WINDOW_DAYS);
    expect(figure(/pago em até (\d+) minutos/)).toBe(ORDER_PAYMENT_WINDOW_SECONDS / 60);
    expect(figure(/gratuito até (\d+) horas úteis/)).toBe(FREE_CANCELLATION_BUSINESS_HOURS);
    expect(figure(/Com menos de (\d+) horas, a limpeza/)).toBe(CANCEL_CUTOFF_HOURS);
    expect(figure(/analisado em até (\d+) horas úteis/)).toBe(PROVIDER_VALIDATION_BUSINESS_HOURS);
    expect(figure(/e-mails em até (\d+) horas úteis/)).toBe(SUPPORT_HOURS.emailReplyBusinessHours);
  });
});
