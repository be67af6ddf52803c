import { Anchor, Card, Group, Input, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import {
  EmptyRow,
  ListError,
  ListLoader,
  Pager,
  ScreenHeader,
  ScrollTable,
  usePageParam,
} from '../components';
import { ageOf, formatDateTime, hoursSince, Tag } from '../orders/format';
import { operatorPath } from '../paths';
import { KIND_LABELS, type TicketFilters, type TicketKind, useTickets } from './api';

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

/** '/operador/chamados': the queue, oldest first, filtered by status and kind. */
export function TicketsPage() {
  usePageMeta({ title: 'Operador - Chamados' });
  const [params, setParams] = useSearchParams();
  // No 'status' in the address is the open queue; 'todos' asks for every ticket.
  const status = params.get('status') ?? 'open';
  const filters: TicketFilters = { status: status === 'todos' ? '' : status, kind: params.get('tipo') ?? '' };
  const [page, setPage] = usePageParam();
  const { data, isPending, isError, isPlaceholderData, refetch } = useTickets(filters, page);
  const setFilter = (name: 'status' | 'tipo', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('pagina');
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  return (
    <Stack gap="lg">
      <ScreenHeader
        title="Chamados"
        description="Cancelamentos, reagendamentos e dúvidas dos clientes, dos mais antigos para os mais novos."
      />
      <Card withBorder radius="lg">
        <Group gap="md" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Input.Label labelElement="div" id="ticket-status-label">
              Situação
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
      {isError ? (
        <ListError message="Ocorreu um erro ao listar os chamados!" onRetry={() => void refetch()} />
      ) : isPending ? (
        <ListLoader />
      ) : (
        <>
          <ScrollTable label="Chamados" minWidth={760} busy={isPlaceholderData}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Tipo</Table.Th>
                <Table.Th scope="col">Cliente</Table.Th>
                <Table.Th scope="col">Aberto em</Table.Th>
                <Table.Th scope="col">Idade</Table.Th>
                <Table.Th scope="col">Situação</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.length === 0 && <EmptyRow columns={5}>Nenhum chamado por aqui.</EmptyRow>}
              {data.rows.map((ticket) => (
                <Table.Tr key={ticket.id}>
                  <Table.Td>
                    <Anchor component={Link} to={operatorPath('ticket', { id: ticket.id })} fw={600}>
                      {KIND_LABELS[ticket.kind]}
                    </Anchor>
                    {ticket.topic === 'professional-not-arrived' && (
                      <Text size="xs" c="red.8" fw={600}>
                        Profissional não chegou
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{ticket.customer_name ?? '—'}</Text>
                    <Text size="xs" c="dimmed">
                      {ticket.customer_email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDateTime(ticket.created_at)}</Table.Td>
                  <Table.Td>
                    {ticket.status === 'open' ? <AgeBadge createdAt={ticket.created_at} /> : '—'}
                  </Table.Td>
                  <Table.Td>
                    <Tag color={ticket.status === 'open' ? 'violet' : 'gray'}>
                      {ticket.status === 'open' ? 'Aberto' : 'Resolvido'}
                    </Tag>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
          <Pager label="Páginas de chamados" page={page} total={data.pageCount} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
