import {
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
import type { Order } from '../../db/schema';

/**
 * The §6 action rules of an order, evaluated at the server's time, as attributes of the order document:
 * the web may show buttons from them instead of its own clock (the API refuses by the same rules). To
 * serve them, `orderSerializer.attributes` spreads `...orderActionAttributes(o, new Date())` — or, with
 * the injected clock, the view carries `now` (see docs/decisions.md "Orders: action attributes").
 */
export function orderActionAttributes(
  order: Pick<Order, 'status' | 'startsAt' | 'endsAt' | 'durationHours' | 'total' | 'orderConvertedInCredit'>,
  now: Date,
): Record<string, unknown> {
  const policy = cancellationPolicy(order, now);
  return {
    can_cancel: canCancel(order, now),
    can_reschedule: canReschedule(order, now) || canRebookCredit(order),
    can_rate: canRate(order),
    can_download_invoice: canDownloadInvoice(order),
    shows_professional_phone: showsProfessionalPhone(order),
    is_short_notice: isShortNotice(order, now),
    is_late: isLate(order, now),
    cancellation_policy: {
      kind: policy.kind,
      lost_hours: policy.lostHours,
      retained_cents: policy.retainedCents,
      returned_cents: policy.returnedCents,
    },
    cancellation_options: cancellationOptions(order, now),
  };
}
