import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id } from './columns';

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

export type AuditLogEntry = typeof auditLog.$inferSelect;
export type TelemetryEvent = typeof telemetryEvents.$inferSelect;
