import { operatorOrderDetailResource, operatorOrderResource } from '@brilho/domain/contract';
import type { OrderStatusChange, Ticket } from '../../db/schema';
import { defineSerializer, serializerOf } from '../../lib/jsonapi';
import { type AuditRow, auditAttributes } from '../audit';
import { ticketSerializer } from '../tickets';
import type { DashboardFigures } from './dashboard';
import type { OperatorOrderRow, paymentsOfOrder } from './orders.queries';
import type { TimelineEvent } from './timeline';

/** The console's resources: flat attributes the screens read as they are (snake_case, cents, UTC). */

const personName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : null;

function orderAttributes(row: OperatorOrderRow) {
  const o = row.order;
  return {
    status: o.status,
    starts_at: o.startsAt.toISOString(),
    ends_at: o.endsAt.toISOString(),
    duration_hours: o.durationHours,
    subtotal: o.subtotal,
    discount: o.discount,
    total: o.total,
    order_converted_in_credit: o.orderConvertedInCredit,
    paid_by_account_balance: o.paidByAccountBalance,
    cycle_id: o.cycleId,
    description: o.description,
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    customer_id: row.customer.id,
    customer_name: personName(row.customer),
    customer_email: row.customer.email,
    professional_id: row.professional?.id ?? null,
    professional_name: personName(row.professional),
    address_name: row.address.name,
    district: row.address.district,
  };
}

export const operatorOrderSerializer = serializerOf<OperatorOrderRow>()(operatorOrderResource, {
  id: (row) => row.order.id,
  attributes: orderAttributes,
});

export interface OperatorOrderDetail {
  row: OperatorOrderRow;
  payments: Awaited<ReturnType<typeof paymentsOfOrder>>;
  timeline: OrderStatusChange[];
  events: TimelineEvent[];
  tickets: Ticket[];
  audit: AuditRow[];
}

export const operatorOrderDetailSerializer = serializerOf<OperatorOrderDetail>()(
  operatorOrderDetailResource,
  {
    id: (detail) => detail.row.order.id,
    attributes: (detail) => ({
      ...orderAttributes(detail.row),
      payments: detail.payments.map(({ payment, instrument }) => ({
        id: payment.id,
        status: payment.status,
        amount: payment.amount,
        consumed_account_balance: payment.consumedAccountBalance,
        method: instrument?.type ?? null,
        brand: instrument?.brand ?? null,
        last4: instrument?.last4 ?? null,
        failure_reason: payment.failureReason,
        created_at: payment.createdAt.toISOString(),
      })),
      timeline: detail.timeline.map((change) => ({
        from: change.fromStatus,
        to: change.toStatus,
        at: change.at.toISOString(),
      })),
      /** The full timeline: state changes, payments, check-in/out and tickets, in a total order. */
      events: detail.events.map((event) => ({
        /** Unique within the order's timeline (a list key): kind and source row (check-in/out: one each). */
        id: event.id ? `${event.kind}:${event.id}` : event.kind,
        kind: event.kind,
        at: event.at.toISOString(),
        title: event.title,
        subject_type: event.subject?.type ?? null,
        subject_id: event.subject?.id ?? null,
      })),
      tickets: detail.tickets.map((ticket) => ({ id: ticket.id, ...ticketSerializer.attributes(ticket) })),
      audit: detail.audit.map((entry) => ({ id: entry.id, ...auditAttributes(entry) })),
    }),
  },
);

export const dashboardSerializer = defineSerializer<DashboardFigures>({
  type: 'operator-dashboards',
  id: (figures) => figures.date,
  attributes: (f) => ({
    date: f.date,
    orders_today: f.ordersToday,
    orders_created_today: f.ordersCreatedToday,
    open_tickets: {
      total: f.openTickets.total,
      under_24h: f.openTickets.under24h,
      from_24h_to_72h: f.openTickets.from24To72h,
      over_72h: f.openTickets.over72h,
      by_kind: f.openTickets.byKind,
      oldest_at: f.openTickets.oldestAt?.toISOString() ?? null,
    },
    payments_waiting: {
      boletos: f.paymentsWaiting.boletos,
      boletos_cents: f.paymentsWaiting.boletosCents,
      in_analysis: f.paymentsWaiting.inAnalysis,
      in_analysis_cents: f.paymentsWaiting.inAnalysisCents,
    },
  }),
});

export interface OperatorTicketDetail {
  ticket: Ticket;
  customer: { firstName: string; lastName: string; email: string } | null;
  order: OperatorOrderRow | null;
  audit: AuditRow[];
}

export const operatorTicketDetailSerializer = defineSerializer<OperatorTicketDetail>({
  type: 'tickets',
  id: (detail) => detail.ticket.id,
  attributes: (detail) => ({
    ...ticketSerializer.attributes(detail.ticket),
    customer_name: personName(detail.customer),
    customer_email: detail.customer?.email ?? null,
    order: detail.order ? { id: detail.order.order.id, ...orderAttributes(detail.order) } : null,
    audit: detail.audit.map((entry) => ({ id: entry.id, ...auditAttributes(entry) })),
  }),
});
