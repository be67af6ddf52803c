import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, instant } from './columns';
import { orders } from './orders';

/** Who did what and when, for every operator action. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => accounts.id),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    data: jsonb('data'),
    at: createdAt(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);

/** First-party telemetry (add_to_cart, purchase), no third-party script. */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: id(),
    name: text('name').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    orderId: uuid('order_id'),
    value: integer('value'),
    currency: text('currency').default('BRL'),
    at: createdAt(),
  },
  (t) => [
    index('telemetry_events_name_idx').on(t.name, t.at),
    // Counted once per order event: a retried or repeated report records nothing more.
    uniqueIndex('telemetry_events_one_per_order').on(t.name, t.orderId),
  ],
);

/**
 * Every e-mail the mailer accepted (the order's timeline shows the e-mails sent about it). Written by
 * the mail job after the send, once per job key (`ticket-resolved:<id>`), so a retried job records nothing more.
 * `kind` is the key's first part (`customer-order`, `ticket-resolved`, `professional-notice`).
 */
export const sentEmails = pgTable(
  'sent_emails',
  {
    id: id(),
    /** The order the e-mail is about; null for e-mails about no order (a subscription, a sign-up decision). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    jobKey: text('job_key').notNull(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    sentAt: instant('sent_at').notNull(),
    /** Insertion order: e-mails sent at one clock reading keep the order they were sent in (timeline ties). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    uniqueIndex('sent_emails_job_key_idx').on(t.jobKey),
    index('sent_emails_order_idx').on(t.orderId, t.sentAt),
  ],
);

export type AuditLogEntry = typeof auditLog.$inferSelect;
export type TelemetryEvent = typeof telemetryEvents.$inferSelect;
export type SentEmail = typeof sentEmails.$inferSelect;
