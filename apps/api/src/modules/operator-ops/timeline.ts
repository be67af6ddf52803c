import {
  formatMoney,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
} from '@brilho/domain';
import type { Order, SentEmail, Ticket } from '../../db/schema';
import {
  TIMELINE_METHOD_TEXTS as METHOD_TEXT,
  TIMELINE_TICKET_KIND_TEXTS as TICKET_KIND_TEXT,
} from '../../words/operator';

/**
 * The operator's full timeline of one order: state changes, payments, check-in and check-out,
 * tickets opened and resolved, e-mails sent, in one total order.
 *
 * Why it was misordered: status changes were read by `(at, id)`, and several changes of one request share
 * `at` (one clock reading per transaction) while `id` is a random uuid, so ties came back in a random order.
 * Now every event carries a total sort key `(at, rank, seq, id)`: `seq` is the insertion order of status
 * changes (an identity column), `rank` puts what causes a change before it at the same instant (a payment
 * before the "Pago" it causes), and `id` settles anything left, so the same data always reads the same.
 * E-mails rank last: one sent at the instant of a change (the mail job runs on the same clock reading) is
 * its consequence, and e-mails of one instant keep the order they were sent in (their own `seq`).
 */

export type TimelineKind =
  | 'payment'
  | 'status'
  | 'check_in'
  | 'check_out'
  | 'ticket_opened'
  | 'ticket_resolved'
  | 'email';

export interface TimelineEvent {
  kind: TimelineKind;
  at: Date;
  /** pt-BR, what the operator reads. */
  title: string;
  /** What the event is about, for a link (a ticket's page). */
  subject: { type: 'tickets' | 'payments'; id: string } | null;
  /** Tie-breakers: the insertion order where one is known, else 0; then an id. */
  seq: number;
  id: string;
}

const RANK: Record<TimelineKind, number> = {
  payment: 0,
  status: 1,
  check_in: 2,
  check_out: 3,
  ticket_opened: 4,
  ticket_resolved: 5,
  email: 6,
};

/** The total order of the timeline; exported for the property test. */
export function compareEvents(a: TimelineEvent, b: TimelineEvent): number {
  return (
    a.at.getTime() - b.at.getTime() ||
    RANK[a.kind] - RANK[b.kind] ||
    a.seq - b.seq ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

interface Sources {
  order: Pick<Order, 'checkedInAt' | 'checkedOutAt'>;
  changes: { id: string; fromStatus: OrderStatus | null; toStatus: OrderStatus; at: Date; seq: number }[];
  payments: { id: string; status: PaymentStatus; amount: number; createdAt: Date; method: string | null }[];
  tickets: Pick<Ticket, 'id' | 'kind' | 'createdAt' | 'resolvedAt'>[];
  emails: Pick<SentEmail, 'id' | 'recipient' | 'subject' | 'sentAt' | 'seq'>[];
}

/** Every event of the order, in the timeline's total order. Pure: the query below hands it the rows. */
export function buildTimeline({ order, changes, payments: paid, tickets, emails }: Sources): TimelineEvent[] {
  const events: TimelineEvent[] = [];
  for (const change of changes) {
    const to = ORDER_STATUS_LABELS[change.toStatus];
    events.push({
      kind: 'status',
      at: change.at,
      title: change.fromStatus ? `${ORDER_STATUS_LABELS[change.fromStatus]} → ${to}` : to,
      subject: null,
      seq: change.seq,
      id: change.id,
    });
  }
  for (const payment of paid) {
    const status = PAYMENT_STATUS_LABELS[payment.status];
    const method = payment.method ? ` (${METHOD_TEXT[payment.method] ?? payment.method})` : '';
    events.push({
      kind: 'payment',
      at: payment.createdAt,
      title: `Pagamento de ${formatMoney(payment.amount)}${method}: ${status}`,
      subject: { type: 'payments', id: payment.id },
      seq: 0,
      id: payment.id,
    });
  }
  if (order.checkedInAt)
    events.push({
      kind: 'check_in',
      at: order.checkedInAt,
      title: 'Check-in',
      subject: null,
      seq: 0,
      id: '',
    });
  if (order.checkedOutAt)
    events.push({
      kind: 'check_out',
      at: order.checkedOutAt,
      title: 'Check-out',
      subject: null,
      seq: 0,
      id: '',
    });
  for (const ticket of tickets) {
    const subject = { type: 'tickets' as const, id: ticket.id };
    const what = TICKET_KIND_TEXT[ticket.kind];
    events.push({
      kind: 'ticket_opened',
      at: ticket.createdAt,
      title: `Chamado de ${what} aberto`,
      subject,
      seq: 0,
      id: ticket.id,
    });
    if (ticket.resolvedAt)
      events.push({
        kind: 'ticket_resolved',
        at: ticket.resolvedAt,
        title: `Chamado de ${what} resolvido`,
        subject,
        seq: 0,
        id: ticket.id,
      });
  }
  for (const email of emails)
    events.push({
      kind: 'email',
      at: email.sentAt,
      title: `E-mail enviado: ${email.subject} para ${email.recipient}`,
      subject: null,
      seq: email.seq,
      id: email.id,
    });
  return events.sort(compareEvents);
}
