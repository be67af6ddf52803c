import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { Anchor, Card, Group, Input, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import { texts as c } from '../../../words/operator';
import { ticketListTexts as t } from '../../../words/operator/ticket-list';
import { useFilterParams } from '../ConsoleFilters';
import { type ConsoleColumn, ConsoleList } from '../ConsoleList';
import { ScreenHeader, usePageParam } from '../components';
import { searchAndSort, useListState } from '../listParams';
import { ageOf, formatDateTime, hoursSince, Tag } from '../orders/format';
import { operatorPath } from '../paths';
import {
  KIND_LABELS,
  type OperatorTicket,
  type TicketFilters,
  type TicketKind,
  ticketsCsvPath,
  useTickets,
} from './api';

const KIND_OPTIONS = (Object.keys(KIND_LABELS) as TicketKind[]).map((kind) => ({
  value: kind,
  label: KIND_LABELS[kind],
}));

/** A ticket's age, coloured past 24 h and 72 h (the team answers within 72 business hours). */
export function AgeBadge({ createdAt }: { createdAt: string }) {
  const hours = hoursSince(createdAt);
  const color = hours >= 72 ? 'red' : hours >= 24 ? 'yellow' : 'gray';
  return <Tag color={color}>{ageOf(createdAt)}</Tag>;
}

const COLUMNS: ConsoleColumn<OperatorTicket>[] = [
  {
    header: 'Tipo',
    sortKey: 'kind',
    primary: true,
    cell: (ticket) => (
      <>
        <Anchor component={Link} to={operatorPath('ticket', { id: ticket.id })} fw={600}>
          {KIND_LABELS[ticket.kind]}
        </Anchor>
        {ticket.topic === 'professional-not-arrived' && (
          <Text size="xs" c="red.8" fw={600}>
            {t.professionalNoShow}
          </Text>
        )}
      </>
    ),
  },
  {
    header: 'Cliente',
    sortKey: 'customer',
    wide: true,
    cell: (ticket) => (
      <>
        <Text size="sm">{ticket.customer_name ?? '—'}</Text>
        <Text size="xs" c="dimmed">
          {ticket.customer_email}
        </Text>
      </>
    ),
  },
  { header: 'Aberto em', sortKey: 'created_at', cell: (ticket) => formatDateTime(ticket.created_at) },
  {
    header: 'Idade',
    cell: (ticket) => (ticket.status === 'open' ? <AgeBadge createdAt={ticket.created_at} /> : '—'),
  },
  {
    header: c.status,
    sortKey: 'status',
    cell: (ticket) => (
      <Tag color={ticket.status === 'open' ? 'violet' : 'gray'}>
        {ticket.status === 'open' ? 'Aberto' : 'Resolvido'}
      </Tag>
    ),
  },
];

/** '/operador/chamados': the queue, oldest first, filtered by status and kind. */
export function TicketsPage() {
  usePageMeta({ title: 'Operador - Chamados' });
  const [params, setFilter] = useFilterParams();
  // No 'status' in the address is the open queue; 'todos' asks for every ticket.
  const status = params.get('status') ?? 'open';
  const listState = useListState('created_at');
  const [{ search, sort }] = listState;
  const filters: TicketFilters = {
    status: status === 'todos' ? '' : status,
    kind: params.get('tipo') ?? '',
    search,
    sort,
  };
  const [page, setPage] = usePageParam();
  const list = useTickets(filters, page);
  const { data } = list;

  return (
    <Stack gap="lg">
      <ScreenHeader title="Chamados" description={t.description} />
      <ConsoleList
        label="Chamados"
        columns={COLUMNS}
        rows={data?.rows}
        rowKey={(ticket) => ticket.id}
        query={list}
        errorMessage="Ocorreu um erro ao listar os chamados!"
        emptyMessage="Nenhum chamado por aqui."
        minWidth={760}
        pager={{ label: t.pages, page, total: data?.pageCount ?? 1, onChange: setPage }}
        {...searchAndSort(listState, {
          label: 'Buscar chamados',
          placeholder: t.searchPlaceholder,
        })}
        exportCsv={{ path: ticketsCsvPath(filters), fileName: 'chamados.csv' }}
        filters={
          <Card withBorder radius="lg">
            <Group gap="md" align="flex-end" wrap="wrap">
              <Stack gap={4}>
                <Input.Label labelElement="div" id="ticket-status-label">
                  {c.status}
                </Input.Label>
                <SegmentedControl
                  aria-labelledby="ticket-status-label"
                  value={filters.status || 'all'}
                  onChange={(value) => setFilter('status', value === 'all' ? 'todos' : value)}
                  data={[
                    { value: 'open', label: 'Abertos' },
                    { value: 'resolved', label: 'Resolvidos' },
                    { value: 'all', label: 'Todos' },
                  ]}
                />
              </Stack>
              <Select
                label="Tipo"
                placeholder="Todos"
                data={KIND_OPTIONS}
                value={filters.kind || null}
                onChange={(value) => setFilter('tipo', value ?? '')}
                clearable
                w={220}
              />
            </Group>
          </Card>
        }
      />
    </Stack>
  );
}
