/**
 * The per-order lifecycle job's queue (orders/lifecycle.ts works it). Its own module: the order state
 * machine (payments/machine.ts) sends it, and lifecycle.ts moves orders through that machine.
 */
export const ORDER_LIFECYCLE_JOB = 'order-lifecycle';
