import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Anchor, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiDocument } from '../../../lib/api/client';
import { usePageMeta } from '../../../lib/page-meta';
import { type ConsoleColumn, ConsoleList } from '../ConsoleList';
import { ScreenHeader, usePageParam } from '../components';
import { auditActionLabel, formatDateTime, SUBJECT_LABELS } from '../orders/format';
import { operatorPath } from '../paths';
import type { AuditEntry } from './AuditTrail';

interface AuditFilters {
  subject_type: string;
  subject_id: string;
  actor: string;
}

export function auditPath(filters: AuditFilters, page: number) {
  const parts = Object.entries(filters)
    .filter(([, value]) => value)
    .map(([name, value]) => `filter[${name}]=${encodeURIComponent(value)}`);
  parts.push(`page[number]=${page}`);
  return `/operator/audit?${parts.join('&')}`;
}

function subjectLink(entry: AuditEntry) {
  const label = `${SUBJECT_LABELS[entry.subject_type] ?? entry.subject_type} ${entry.subject_id.slice(0, 8)}`;
  if (entry.subject_type === 'orders')
    return (
      <Anchor component={Link} to={operatorPath('order', { id: entry.subject_id })} size="sm">
        {label}
      </Anchor>
    );
  if (entry.subject_type === 'tickets')
    return (
      <Anchor component={Link} to={operatorPath('ticket', { id: entry.subject_id })} size="sm">
        {label}
      </Anchor>
    );
  return <Text size="sm">{label}</Text>;
}

const COLUMNS: ConsoleColumn<AuditEntry>[] = [
  { header: 'Quando', primary: true, cell: (entry) => formatDateTime(entry.at) },
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
  { header: 'O quê', cell: (entry) => auditActionLabel(entry.action) },
  { header: 'Em', cell: subjectLink },
];

/** '/operador/registro': who did what and when, newest first, filtered by subject and operator. */
export function AuditPage() {
  usePageMeta({ title: 'Operador - Registro' });
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {
    subject_type: params.get('tipo') ?? '',
    subject_id: params.get('id') ?? '',
    actor: params.get('operador') ?? '',
  };
  const [draft, setDraft] = useState(filters);
  const [page, setPage] = usePageParam();
  const list = useQuery({
    queryKey: ['operator', 'audit', filters, page],
    queryFn: async () => {
      const { data: rows, meta } = await apiDocument<AuditEntry[] | null>(auditPath(filters, page));
      const count = typeof meta.page_count === 'number' && meta.page_count > 0 ? meta.page_count : 1;
      return { rows: rows ?? [], pageCount: count };
    },
    placeholderData: keepPreviousData,
  });
  const { data } = list;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.subject_type) next.set('tipo', draft.subject_type);
    if (draft.subject_id) next.set('id', draft.subject_id.trim());
    if (draft.actor) next.set('operador', draft.actor.trim());
    setParams(next);
  };

  return (
    <Stack gap="lg">
      <ScreenHeader title="Registro" description="Todas as ações dos operadores: quem fez o quê e quando." />
      <ConsoleList
        label="Registro de ações"
        columns={COLUMNS}
        rows={data?.rows}
        rowKey={(entry) => entry.id}
        query={list}
        errorMessage="Ocorreu um erro ao buscar o registro!"
        emptyMessage="Nenhuma ação registrada."
        minWidth={720}
        pager={{ label: 'Páginas do registro', page, total: data?.pageCount ?? 1, onChange: setPage }}
        filters={
          <Card
            withBorder
            radius="lg"
            component="form"
            onSubmit={submit}
            role="search"
            aria-label="Filtrar registro"
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Select
                label="Assunto"
                placeholder="Todos"
                data={Object.entries(SUBJECT_LABELS).map(([value, label]) => ({ value, label }))}
                value={draft.subject_type || null}
                onChange={(value) => setDraft({ ...draft, subject_type: value ?? '' })}
                clearable
              />
              <TextInput
                label="Id do assunto"
                value={draft.subject_id}
                onChange={(e) => setDraft({ ...draft, subject_id: e.currentTarget.value })}
              />
              <TextInput
                label="Operador"
                placeholder="Nome ou e-mail"
                value={draft.actor}
                onChange={(e) => setDraft({ ...draft, actor: e.currentTarget.value })}
              />
            </SimpleGrid>
            <Group justify="flex-end" mt="sm">
              <Button type="submit">Filtrar</Button>
            </Group>
          </Card>
        }
      />
    </Stack>
  );
}
