import { ticketResource } from '@brilho/domain/contract';
import type { Ticket } from '../../db/schema';
import { defineSerializer, serializerOf } from '../../lib/jsonapi';
import type { TicketWithCustomer } from './queries';
import type { FreeProfessional } from './reschedule';
import { readResolution } from './resolution';

/** A ticket as its customer and the operators read it (wire topic 'professional-not-arrived' as sent). */
export const ticketSerializer = serializerOf<Ticket>()(ticketResource, {
  id: (t) => t.id,
  attributes: (t) => ({
    kind: t.kind,
    status: t.status,
    order_id: t.orderId,
    account_id: t.accountId,
    reason: t.reason,
    should_refund: t.shouldRefund,
    refund_data: t.refundData,
    reschedule_data: t.rescheduleData,
    question: t.question,
    topic: t.topic,
    resolution: t.resolution === null ? null : readResolution(t.resolution),
    created_at: t.createdAt.toISOString(),
    resolved_at: t.resolvedAt?.toISOString() ?? null,
  }),
});

/** The operator's queue: the ticket and who filed it. */
export const operatorTicketSerializer = defineSerializer<TicketWithCustomer>({
  type: 'tickets',
  id: (t) => t.id,
  attributes: (t) => ({
    ...ticketSerializer.attributes(t),
    customer_name: t.customer ? `${t.customer.firstName} ${t.customer.lastName}`.trim() : null,
    customer_email: t.customer?.email ?? null,
  }),
});

/** Who could take a rebooked cleaning at the slot asked (`GET /operator/tickets/{id}/free-professionals`). */
export const freeProfessionalSerializer = defineSerializer<FreeProfessional>({
  type: 'professionals',
  id: (p) => p.id,
  attributes: (p) => ({
    first_name: p.firstName,
    last_name: p.lastName,
    email: p.email,
    is_free: p.free,
    is_current: p.current,
    is_asked: p.asked,
  }),
});
