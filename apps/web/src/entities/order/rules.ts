import {
  type ActionOrder,
  type CancellationOption,
  type CancellationPolicy,
  canCancel,
  cancellationOptions,
  cancellationPolicy,
  canDownloadInvoice,
  canRate,
  canRebookCredit,
  canReschedule,
  isLate,
  isShortNotice,
  showsProfessionalPhone,
} from '@brilho/domain';
import type { Order } from './api';
import { isPayableNow } from './model';

/**
 * What the customer may do with an order now ("Order action rules" and "Cancellation
 * options"): the domain decides (packages/domain/src/orderActions.ts, the same functions the API refuses
 * tickets with); this file only feeds it the wire order. Screens read `OrderRules`, never statuses.
 */
export interface OrderRules {
  cancel: boolean;
  /** REAGENDAR: the order action rules reschedule, or an order kept as credit being booked again. */
  reschedule: boolean;
  rate: boolean;
  invoice: boolean;
  phone: boolean;
  /** Go to checkout (order action rules) with its payment window still open. */
  checkout: boolean;
  /** Past the start by more than the lateness tolerance: 'PROFISSIONAL FALTOU'. */
  late: boolean;
  /** Between 3 h and 24 h before the start: only 'Cancelar agendamento'. */
  shortNotice: boolean;
  /** The the business constants policy a cancellation would get now (null when it cannot be cancelled). */
  policy: CancellationPolicy | null;
  /** The modal's step-0 choices, in the order shown. */
  options: CancellationOption[];
}

/** The order as the domain's rules read it. */
export const ruleOrder = (order: Order): ActionOrder => ({
  status: order.status,
  startsAt: new Date(order.starts_at),
  endsAt: new Date(order.ends_at),
  durationHours: order.duration,
  total: order.total,
  orderConvertedInCredit: order.order_converted_in_credit,
});

export function orderRules(order: Order, now: Date): OrderRules {
  const subject = ruleOrder(order);
  const cancel = canCancel(subject, now);
  return {
    cancel,
    reschedule: canReschedule(subject, now) || canRebookCredit(subject),
    rate: canRate(subject),
    invoice: canDownloadInvoice(subject),
    phone: showsProfessionalPhone(subject),
    checkout: isPayableNow(order, now),
    late: isLate(subject, now),
    shortNotice: cancel && isShortNotice(subject, now),
    policy: cancel ? cancellationPolicy(subject, now) : null,
    options: cancellationOptions(subject, now),
  };
}

/**
 * A cleaning in credit, which the dashboard's alert offers to book again: an order the customer cancelled
 * keeping it as credit (`order_converted_in_credit`), or one the professional did not perform
 * (`service_not_provided`, "a list of orders not provided").
 */
export const isCredit = (order: Order): boolean =>
  order.status === 'service_not_provided' || canRebookCredit(ruleOrder(order));
