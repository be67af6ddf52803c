/**
 * The orders module's public entry: other modules import orders only from here
 * (docs/decisions/0114-one-owner-for-the-order-s-life.md). An order's status changes only through the commands
 * below (commands.ts); what a change owes is the effects table's (apps/api/src/effects.ts), not the caller's.
 */

// Booking and reading orders.
export { description, flag, instant } from './body';
export { BOOKING_TEXTS, type CreatedOrder, createOrder } from './booking';
export {
  currentProductsPricing,
  districtPricingOf,
  insertBooking,
  isBlockedDuring,
  servesDistrict,
} from './booking.queries';
// The order's life: the named moves, what a transaction owes (outbox), the effects table's shape.
export {
  askRefund,
  attachBooking,
  cancel,
  cancelAndRelease,
  checkIn,
  complete,
  keepAsCredit,
  markGatewayFailed,
  markNotPaid,
  markPaid,
  markPaidAtNewSlot,
  markPayable,
  markPaymentRequested,
  markPaymentRequestFailed,
  markRefunded,
  markServiceNotProvided,
  markWaitingPayment,
  type OrderCommand,
  openOrder,
  requestOnGateway,
  schedule,
  sendToRebooking,
  sendToRescheduling,
  setCreditAvailable,
} from './commands';
export type { OrderEffects, OrderMove } from './effects';
export { assertMayOrder } from './eligibility';
export {
  type Outbox,
  type OutboxMessage,
  orderMessage,
  publishAll,
  type Reassignment,
  sendOwedJobs,
} from './machine';
export {
  type PaymentView,
  paymentSerializer,
  paymentViewsOfOrders,
} from './payment-views';
export {
  findOrder,
  findOwnOrder,
  lockOrder,
  lockOwnOrder,
  releaseBooking,
  setOrderGatewayId,
} from './queries';
export { customerSerializer, type OrderView, orderSerializer } from './serializers';
export { requireValidSlot, slotOf } from './slot';
export { withOrderRelations } from './views';
