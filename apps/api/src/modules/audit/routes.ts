import { auditActionLabel, auditSubjectLabel } from '@brilho/domain';
import { auditListQuery } from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import { registerConsoleList } from '../../lib/console-list';
import { type CsvColumn, dateTimeForCsv } from '../../lib/csv';
import type { ListParams, ListSpec } from '../../lib/list-query';
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
  { header: 'Quando', value: (row) => dateTimeForCsv(row.at) },
  { header: 'Quem', value: (row) => (row.actor ? fullName(row.actor) : 'Sistema') },
  { header: 'E-mail', value: (row) => row.actor?.email ?? '' },
  { header: 'Ação', value: (row) => auditActionLabel(row.action) },
  { header: 'Código da ação', value: (row) => row.action },
  { header: 'Assunto', value: (row) => auditSubjectLabel(row.subjectType) },
  { header: 'Id do assunto', value: (row) => row.subjectId },
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
