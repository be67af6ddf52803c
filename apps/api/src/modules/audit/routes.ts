import { auditActionLabel, auditSubjectLabel } from '@brilho/domain';
import { auditListQuery } from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import { registerConsoleList } from '../../lib/console-list';
import { type CsvColumn, dateTimeForCsv } from '../../lib/csv';
import type { ListParams, ListSpec } from '../../lib/list-query';
import { AUDIT_CSV_HEADERS } from '../../words/operator';
import {
  AUDIT_DEFAULT_SORT,
  AUDIT_SORTS,
  AUDIT_TIE_BREAKER,
  type AuditRow,
  auditSerializer,
  listAudit,
} from './list';

const AUDIT_LIST: ListSpec = {
  sorts: AUDIT_SORTS,
  defaultSort: AUDIT_DEFAULT_SORT,
  tieBreaker: AUDIT_TIE_BREAKER,
  defaultSize: 25,
};

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** The audit export: the action's pt-BR name next to its code, and what it was done on. */
const AUDIT_CSV: CsvColumn<AuditRow>[] = [
  { header: AUDIT_CSV_HEADERS.when, value: (row) => dateTimeForCsv(row.at) },
  {
    header: AUDIT_CSV_HEADERS.who,
    value: (row) => (row.actor ? fullName(row.actor) : AUDIT_CSV_HEADERS.system),
  },
  { header: AUDIT_CSV_HEADERS.email, value: (row) => row.actor?.email ?? '' },
  { header: AUDIT_CSV_HEADERS.action, value: (row) => auditActionLabel(row.action) },
  { header: AUDIT_CSV_HEADERS.actionCode, value: (row) => row.action },
  { header: AUDIT_CSV_HEADERS.subject, value: (row) => auditSubjectLabel(row.subjectType) },
  { header: AUDIT_CSV_HEADERS.subjectId, value: (row) => row.subjectId },
];

const text = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** The operator console's audit log: the list and its CSV, operators only (lib/audiences.ts). */
export async function auditRoutes(instance: FastifyInstance): Promise<void> {
  const ctx = instance.ctx;
  const auditOf = ({ page, search, orderBy, filters }: ListParams) =>
    listAudit(ctx.db, {
      page,
      subjectType: text(filters.subject_type),
      subjectId: text(filters.subject_id),
      actor: text(filters.actor),
      search,
      orderBy,
    });

  registerConsoleList(instance, ctx.clock, {
    path: '/operator/audit',
    querystring: auditListQuery,
    spec: AUDIT_LIST,
    rows: auditOf,
    serializer: auditSerializer,
    csv: { name: 'registro', columns: AUDIT_CSV },
  });
}
