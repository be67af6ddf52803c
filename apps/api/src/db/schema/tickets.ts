import { boolean, index, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, instant } from './columns';
import { orders } from './orders';

export const ticketKind = pgEnum('ticket_kind', [
  'order_cancellation',
  'order_rebooking',
  'general_question',
]);
export const ticketStatus = pgEnum('ticket_status', ['open', 'resolved']);

export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    kind: ticketKind('kind').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    orderId: uuid('order_id').references(() => orders.id),
    reason: text('reason'),
    shouldRefund: boolean('should_refund'),
    /** bank, agency, account (with digit), account_type. */
    refundData: jsonb('refund_data'),
    /** date, initial_hour, reschedule_option (KEEP, ANY, CHOOSE). */
    rescheduleData: jsonb('reschedule_data'),
    question: text('question'),
    topic: text('topic'),
    status: ticketStatus('status').notNull().default('open'),
    resolution: text('resolution'),
    createdAt: createdAt(),
    resolvedAt: instant('resolved_at'),
  },
  (t) => [
    index('tickets_status_idx').on(t.status, t.createdAt),
    index('tickets_account_idx').on(t.accountId),
    index('tickets_order_idx').on(t.orderId),
  ],
);

export type Ticket = typeof tickets.$inferSelect;
