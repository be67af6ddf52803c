import '@mantine/core/styles/Combobox.layer.css';
import { Anchor, Select, Stack, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiDocument } from '../../../lib/api/client';
import { usePageMeta } from '../../../lib/page-meta';
import { auditTexts as t } from '../../../words/operator/audit';
import { FilterForm, useAppliedFilters } from '../ConsoleFilters';
import { type ConsoleColumn, ConsoleList } from '../ConsoleList';
import { ScreenHeader, usePageParam } from '../components';
import { type ListState, searchAndSort, useListState, withListQuery } from '../listParams';
import { auditActionLabel, formatDateTime, SUBJECT_LABELS } from '../orders/format';
import type { AuditEntry } from './AuditTrail';
import { auditSubjectPath, auditSubjectText } from './subjects';

interface AuditFilters {
  subject_type: string;
  subject_id: string;
  actor: string;
}

const filterParts = (filters: AuditFilters) =>
  Object.entries(filters)
    .filter(([, value]) => value)
    .map(([name, value]) => `filter[${name}]=${encodeURIComponent(value)}`);

export function auditPath(filters: AuditFilters, page: number, state?: ListState) {
  const parts = filterParts(filters);
  parts.push(`page[number]=${page}`);
  return withListQuery(`/operator/audit?${parts.join('&')}`, state ?? {});
}

/** The CSV of the log as shown: its filters, search and sort, every page. */
export function auditCsvPath(filters: AuditFilters, state: ListState) {
  const parts = filterParts(filters);
  return withListQuery(`/operator/audit.csv${parts.length > 0 ? `?${parts.join('&')}` : ''}`, state);
}

/** The subject, linked to where the console shows it. */
function SubjectLink({ entry }: { entry: AuditEntry }) {
  const label = auditSubjectText(entry);
  const path = auditSubjectPath(entry);
  if (!path) return <Text size="sm">{label}</Text>;
  return (
    <Anchor component={Link} to={path} size="sm">
      {label}
    </Anchor>
  );
}

const COLUMNS: ConsoleColumn<AuditEntry>[] = [
  { header: 'Quando', sortKey: 'at', primary: true, cell: (entry) => formatDateTime(entry.at) },
  {
    header: 'Quem',
    wide: true,
    cell: (entry) => (
      <>
        <Text size="sm" fw={500}>
          {entry.actor_name ?? 'Sistema'}
        </Text>
        <Text size="xs" c="dimmed">
          {entry.actor_email}
        </Text>
      </>
    ),
  },
  { header: t.what, sortKey: 'action', cell: (entry) => auditActionLabel(entry.action) },
  { header: 'Em', sortKey: 'subject_type', cell: (entry) => <SubjectLink entry={entry} /> },
];

/** '/operador/registro': who did what and when, newest first, filtered by subject and operator. */
export function AuditPage() {
  usePageMeta({ title: 'Operador - Registro' });
  // The address says it in pt-BR (?tipo=…&id=…&operador=…); the API's filters are named in English.
  const { applied, draft, setDraft, apply } = useAppliedFilters(['tipo', 'id', 'operador']);
  const filters: AuditFilters = {
    subject_type: applied.tipo,
    subject_id: applied.id,
    actor: applied.operador,
  };
  const [page, setPage] = usePageParam();
  const listControls = useListState('-at');
  const [listState] = listControls;
  const list = useQuery({
    queryKey: ['operator', 'audit', filters, page, listState],
    queryFn: async () => {
      const { data: rows, meta } = await apiDocument<AuditEntry[] | null>(
        auditPath(filters, page, listState),
      );
      const count = typeof meta.page_count === 'number' && meta.page_count > 0 ? meta.page_count : 1;
      return { rows: rows ?? [], pageCount: count };
    },
    placeholderData: keepPreviousData,
  });
  const { data } = list;

  return (
    <Stack gap="lg">
      <ScreenHeader title="Registro" description={t.description} />
      <ConsoleList
        label={t.label}
        columns={COLUMNS}
        rows={data?.rows}
        rowKey={(entry) => entry.id}
        query={list}
        errorMessage="Ocorreu um erro ao buscar o registro!"
        emptyMessage={t.empty}
        minWidth={720}
        pager={{ label: t.pages, page, total: data?.pageCount ?? 1, onChange: setPage }}
        {...searchAndSort(listControls, {
          label: 'Buscar no registro',
          placeholder: t.searchPlaceholder,
        })}
        exportCsv={{ path: auditCsvPath(filters, listState), fileName: 'registro.csv' }}
        filters={
          <FilterForm label="Filtrar registro" onApply={() => apply()} cols={{ base: 1, sm: 3 }}>
            <Select
              label="Assunto"
              placeholder="Todos"
              data={Object.entries(SUBJECT_LABELS).map(([value, label]) => ({ value, label }))}
              value={draft.tipo || null}
              onChange={(value) => setDraft('tipo', value ?? '')}
              clearable
            />
            <TextInput
              label="Id do assunto"
              value={draft.id}
              onChange={(e) => setDraft('id', e.currentTarget.value)}
            />
            <TextInput
              label="Operador"
              placeholder="Nome ou e-mail"
              value={draft.operador}
              onChange={(e) => setDraft('operador', e.currentTarget.value)}
            />
          </FilterForm>
        }
      />
    </Stack>
  );
}
