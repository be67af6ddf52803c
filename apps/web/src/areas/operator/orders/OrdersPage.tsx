import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { formatMoney, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@brilho/domain';
import { Anchor, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import { texts as c } from '../../../words/operator';
import { orderListTexts as t } from '../../../words/operator/order-list';
import { type ConsoleColumn, ConsoleList } from '../ConsoleList';
import { ScreenHeader, usePageParam } from '../components';
import { searchAndSort, useListState } from '../listParams';
import { operatorPath } from '../paths';
import { type OperatorOrder, ORDERS_LIST, type OrderFilters, ordersCsvPath, useOperatorOrders } from './api';
import { formatDateTime, OrderStatusBadge, Tag } from './format';

const FILTER_NAMES = ['status', 'from', 'to', 'customer', 'professional'] as const;
const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({
  value: status,
  label: ORDER_STATUS_LABELS[status],
}));

function useFilters(): [OrderFilters, (next: OrderFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    FILTER_NAMES.map((name) => [name, params.get(name) ?? '']),
  ) as unknown as OrderFilters;
  const set = (next: OrderFilters) =>
    setParams((current) => {
      const updated = new URLSearchParams();
      // The search box and the sort stay; the page goes back to the first.
      for (const kept of ['busca', 'ordem']) if (current.get(kept)) updated.set(kept, current.get(kept)!);
      for (const name of FILTER_NAMES) if (next[name]) updated.set(name, next[name]);
      return updated;
    });
  return [filters, set];
}

function Filters({ value, onChange }: { value: OrderFilters; onChange: (next: OrderFilters) => void }) {
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  const field = (name: keyof OrderFilters) => ({
    value: draft[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setDraft({ ...draft, [name]: event.currentTarget.value }),
  });
  return (
    <Card
      withBorder
      radius="lg"
      component="form"
      onSubmit={submit}
      role="search"
      aria-label="Filtrar pedidos"
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <TextInput label="Cliente" placeholder="Nome ou e-mail" {...field('customer')} />
        <TextInput label="Profissional" placeholder="Nome" {...field('professional')} />
        <Select
          label="Status"
          placeholder="Todos"
          data={STATUS_OPTIONS}
          value={draft.status || null}
          onChange={(status) => setDraft({ ...draft, status: status ?? '' })}
          clearable
        />
        <TextInput label="De" type="date" {...field('from')} />
        <TextInput label={c.until} type="date" {...field('to')} />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm" gap="sm">
        <Button
          variant="default"
          type="button"
          onClick={() => {
            const empty = { status: '', from: '', to: '', customer: '', professional: '' };
            setDraft(empty);
            onChange(empty);
          }}
        >
          Limpar
        </Button>
        <Button type="submit">Filtrar</Button>
      </Group>
    </Card>
  );
}

const COLUMNS: ConsoleColumn<OperatorOrder>[] = [
  {
    header: 'Limpeza',
    sortKey: 'starts_at',
    primary: true,
    cell: (order) => (
      <>
        <Anchor component={Link} to={operatorPath('order', { id: order.id })} fw={600}>
          {formatDateTime(order.starts_at)}
        </Anchor>
        <Text size="xs" c="dimmed">
          {order.duration_hours} h
        </Text>
      </>
    ),
  },
  {
    header: 'Cliente',
    sortKey: 'customer',
    wide: true,
    cell: (order) => (
      <>
        <Text size="sm" fw={500}>
          {order.customer_name}
        </Text>
        <Text size="xs" c="dimmed">
          {order.customer_email}
        </Text>
      </>
    ),
  },
  { header: 'Profissional', cell: (order) => order.professional_name ?? '—' },
  {
    header: t.address,
    cell: (order) => (
      <>
        {order.address_name}
        <Text size="xs" c="dimmed">
          {order.district}
        </Text>
      </>
    ),
  },
  { header: 'Total', sortKey: 'total', cell: (order) => formatMoney(order.total) },
  {
    header: 'Status',
    sortKey: 'status',
    cell: (order) => (
      <Group gap={4}>
        <OrderStatusBadge status={order.status} />
        {order.order_converted_in_credit && <Tag color="teal">{t.inCredit}</Tag>}
      </Group>
    ),
  },
];

/** '/operador/pedidos': every order, filtered by status, day, customer and professional, 25 a page. */
export function OrdersPage() {
  usePageMeta({ title: 'Operador - Pedidos' });
  const [filters, setFilters] = useFilters();
  const [page, setPage] = usePageParam();
  const listState = useListState(ORDERS_LIST.sort);
  const [state] = listState;
  const list = useOperatorOrders(filters, page, state);
  const { data } = list;

  return (
    <Stack gap="lg">
      <ScreenHeader title="Pedidos" description="Todas as limpezas, das mais novas para as mais antigas." />
      <ConsoleList
        label="Pedidos"
        columns={COLUMNS}
        rows={data?.rows}
        rowKey={(order) => order.id}
        query={list}
        errorMessage="Ocorreu um erro ao listar os pedidos!"
        emptyMessage="Nenhum pedido encontrado."
        minWidth={860}
        pager={{ label: t.pages, page, total: data?.pageCount ?? 1, onChange: setPage }}
        filters={<Filters value={filters} onChange={setFilters} />}
        {...searchAndSort(listState, {
          label: 'Buscar pedidos',
          placeholder: t.searchPlaceholder,
        })}
        exportCsv={{ path: ordersCsvPath(filters, state), fileName: 'pedidos.csv' }}
        summary={
          <Text size="sm" c="dimmed">
            {data?.total} pedido(s)
          </Text>
        }
      />
    </Stack>
  );
}
