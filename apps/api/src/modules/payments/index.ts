/**
 * The payments module's public entry: other modules import payments only from here
 * (docs/decisions/0114-one-owner-for-the-order-s-life.md). Payments moves orders through the orders module's
 * commands and never the other way; the payment and cycle machines are machine.ts (`movePayment`, `moveCycle`).
 */
export { advanceCycleLife, cancelUnpaidCycle, openCycleForPayment } from './cycles';
export { GatewayError } from './gateway/port';
export { movePayment } from './machine';
export {
  giveMoneyBack,
  type PaidPayment,
  paidWith,
  paymentThatPaid,
  type RefundMethod,
  refundMethodOf,
  settleRefundHere,
} from './refunds';
export { creditWallet } from './wallet';
export { PAYMENT_WINDOW_JOB, schedulePaymentWindow, sweepPaymentWindows } from './window';
