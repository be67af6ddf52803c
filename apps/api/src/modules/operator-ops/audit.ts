import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { type AuditLogEntry, accounts, auditLog } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { defineSerializer, type Page } from '../../lib/jsonapi';

/** The audit log as the console reads it: who (the operator's name), what, on what, when. */

export interface AuditRow extends AuditLogEntry {
  actor: { firstName: string; lastName: string; email: string } | null;
}

export interface AuditQuery {
  page: Page;
  subjectType: string | null;
  subjectId: string | null;
  /** An operator's account id, or part of their name or e-mail. */
  actor: string | null;
  /** Several subjects at once (an order's detail shows the order's and its tickets' entries). */
  subjects?: { type: string; id: string }[];
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listAudit(db: Db, query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.subjectType) conditions.push(eq(auditLog.subjectType, query.subjectType));
  if (query.subjectId) conditions.push(eq(auditLog.subjectId, query.subjectId));
  if (query.actor)
    conditions.push(
      isUuid(query.actor)
        ? eq(auditLog.actorId, query.actor)
        : or(
            ilike(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`, like(query.actor)),
            ilike(accounts.email, like(query.actor)),
          )!,
    );
  if (query.subjects) {
    const bySubject = query.subjects.map((subject) =>
      and(eq(auditLog.subjectType, subject.type), eq(auditLog.subjectId, subject.id)),
    );
    conditions.push(bySubject.length > 0 ? or(...bySubject)! : inArray(auditLog.id, []));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actor: { firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email },
      })
      .from(auditLog)
      .leftJoin(accounts, eq(accounts.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.page.size)
      .offset(query.page.offset),
    db
      .select({ total: count() })
      .from(auditLog)
      .leftJoin(accounts, eq(accounts.id, auditLog.actorId))
      .where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row.entry, actor: row.actor })), total: counted?.total ?? 0 };
}

export function auditAttributes(entry: AuditRow) {
  return {
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    data: entry.data ?? null,
    at: entry.at.toISOString(),
    actor_id: entry.actorId,
    actor_name: entry.actor ? `${entry.actor.firstName} ${entry.actor.lastName}`.trim() : null,
    actor_email: entry.actor?.email ?? null,
  };
}

export const auditSerializer = defineSerializer<AuditRow>({
  type: 'audit-entries',
  id: (entry) => entry.id,
  attributes: auditAttributes,
});
