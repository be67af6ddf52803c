import type { Actor } from '../../context';
import type { Db } from '../../db';
import { auditLog } from '../../db/schema';

/** What an operator did to what: `action` is a dotted verb ('professional.validate'), the subject a row. */
export interface AuditEntry {
  action: string;
  subjectType: string;
  subjectId: string;
  /** What changed, for the console's history (never secrets or card data). */
  data?: Record<string, unknown>;
}

/**
 * Records an operator action in the same transaction as the action itself, so the log never claims an
 * action that rolled back, nor misses one that committed. `at` is the injected clock's now.
 */
export async function recordAudit(tx: Db, actor: Actor, entry: AuditEntry, at: Date): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.accountId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    data: entry.data ?? null,
    at,
  });
}
