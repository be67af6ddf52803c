import { and, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import type { TestApp } from './app';

/**
 * What the tests of the console's people (customers, professionals) share: an operator's act on one of them,
 * with its reason, and the audit rows an act left.
 */

/** `POST /api/operator/<people>/<id>/<action>` with `{ reason }`, as `auth`. */
export const consoleAct = (
  t: TestApp,
  people: 'customers' | 'professionals',
  auth: Record<string, string>,
  id: string,
  action: string,
  reason: string,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/operator/${people}/${id}/${action}`,
    headers: auth,
    payload: { data: { attributes: { reason } } },
  });

/** The audit rows of `action` on `subjectId`. */
export const auditRowsOf = (t: TestApp, action: string, subjectId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, subjectId)));
