import type { Payment } from '../../db/schema';

/*
 * What applying a charge's status answers, shared by single orders (effects.ts) and cycles (cycles.ts): its own
 * module so neither of those two imports the other back.
 */

export interface ChargeOutcome {
  /** The payment as it is now (moved or not). */
  payment: Payment;
  /** Money came in for an order already cancelled: the caller refunds the charge after the commit. */
  refund: boolean;
}
