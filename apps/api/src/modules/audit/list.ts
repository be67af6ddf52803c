import { auditActionLabel, auditActionsNamed, auditSubjectLabel } from '@brilho/domain';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { type AuditLogEntry, accounts, auditLog, districts } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { defineSerializer, type Page } from '../../lib/jsonapi';

/** The audit log as the console reads it: who (the operator's name), what, on what, when. */

export interface AuditRow extends AuditLogEntry {
  actor: { firstName: string; lastName: string; email: string } | null;
  /** A district's city: the console shows a district on its city's page, so the log links there. */
  subjectCityId?: string | null;
}

export interface AuditQuery {
  page: Page;
  subjectType: string | null;
  subjectId: string | null;
  /** An operator's account id, or part of their name or e-mail. */
  actor: string | null;
  /** Several subjects at once (an order's detail shows the order's and its tickets' entries). */
  subjects?: { type: string; id: string }[];
  /** `filter[search]`: a subject's or actor's id, or part of the action code or the actor's name or e-mail. */
  search?: string | null;
  /** ORDER BY terms (`AUDIT_SORTS`); newest first when absent. */
  orderBy?: SQL[];
}

/** The sortable columns of the audit log (`sort=`), newest first by default. */
export const AUDIT_SORTS = {
  at: auditLog.at,
  action: auditLog.action,
  subject_type: auditLog.subjectType,
} as const;
export const AUDIT_DEFAULT_SORT = '-at';
export const AUDIT_TIE_BREAKER = auditLog.id;

function searchMatch(text: string): SQL {
  if (isUuid(text)) return or(eq(auditLog.subjectId, text), eq(auditLog.actorId, text))!;
  const named = auditActionsNamed(text);
  return or(
    ilike(auditLog.action, like(text)),
    named.length > 0 ? inArray(auditLog.action, named) : undefined,
    ilike(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`, like(text)),
    ilike(accounts.email, like(text)),
  )!;
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
  if (query.search) conditions.push(searchMatch(query.search));
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
        subjectCityId: districts.cityId,
      })
      .from(auditLog)
      .leftJoin(accounts, eq(accounts.id, auditLog.actorId))
      .leftJoin(
        districts,
        and(eq(auditLog.subjectType, 'districts'), sql`${districts.id}::text = ${auditLog.subjectId}`),
      )
      .where(where)
      .orderBy(...(query.orderBy ?? [desc(auditLog.at), desc(auditLog.id)]))
      .limit(query.page.size)
      .offset(query.page.offset),
    db
      .select({ total: count() })
      .from(auditLog)
      .leftJoin(accounts, eq(accounts.id, auditLog.actorId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.entry, actor: row.actor, subjectCityId: row.subjectCityId })),
    total: counted?.total ?? 0,
  };
}

export function auditAttributes(entry: AuditRow) {
  return {
    action: entry.action,
    action_label: auditActionLabel(entry.action),
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    subject_label: auditSubjectLabel(entry.subjectType),
    subject_city_id: entry.subjectCityId ?? null,
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
