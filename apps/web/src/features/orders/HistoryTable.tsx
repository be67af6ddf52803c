import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Button, Center, Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ProfessionalHeader, StateBadge } from '../../components/order/OrderCard';
import classes from '../../components/order/orders.module.css';
import { type Order, ordersPageQuery } from '../../entities/order/api';
import { cardState, clockLabel, dayLabel, durationLabel } from '../../entities/order/model';
import { notify } from '../../lib/notify';
import { pathTo } from '../../lib/paths';
import { texts } from '../../words/order';
import { HistoryEmpty, HistoryError } from './HistoryStates';

/** The page of the table lives in the URL (`?pagina=2`), so back and reload keep it. */
export const PAGE_PARAM = 'pagina';

function pageOf(params: URLSearchParams): number {
  const value = Number(params.get(PAGE_PARAM));
  return Number.isInteger(value) && value > 1 ? value : 1;
}

/** The desktop history: one row per order, 25 a page, newest first. */
export function HistoryTable({ now }: { now: Date }) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const query = useQuery(ordersPageQuery({ page }));
  useEffect(() => {
    if (query.isError) notify({ type: 'error', message: texts.listFailed });
  }, [query.isError]);

  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={texts.loading} />
      </Center>
    );
  if (query.isError && !query.data) return <HistoryError onRetry={() => void query.refetch()} />;
  const { orders, pageCount } = query.data;
  if (orders.length === 0 && page === 1) return <HistoryEmpty />;

  const goTo = (next: number) =>
    setParams((current) => {
      const written = new URLSearchParams(current);
      if (next > 1) written.set(PAGE_PARAM, String(next));
      else written.delete(PAGE_PARAM);
      return written;
    });

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={800}>
        <Table className={classes.table} verticalSpacing="sm" highlightOnHover striped>
          <Table.Thead>
            <Table.Tr>
              {texts.columns.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => (
              <HistoryRow key={order.id} order={order} now={now} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pageCount > 1 && (
        <Group justify="center">
          <Pagination
            total={pageCount}
            value={page}
            onChange={goTo}
            aria-label={texts.pageLabel}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? texts.previousPage : texts.nextPage,
            })}
            getItemProps={(item) => ({ 'aria-label': texts.page(item) })}
          />
        </Group>
      )}
    </Stack>
  );
}

function HistoryRow({ order, now }: { order: Order; now: Date }) {
  const payable = cardState(order, now).kind === 'time-left';
  return (
    <Table.Tr data-testid="order-row">
      <Table.Td>
        <ProfessionalHeader order={order} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {dayLabel(order.starts_at)} · {clockLabel(order.starts_at)}
        </Text>
        <Text size="sm" c="dimmed">
          {durationLabel(order.duration)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{order.address?.name ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        <StateBadge order={order} now={now} />
      </Table.Td>
      <Table.Td>
        {payable ? (
          <Button component={Link} to={pathTo('order-checkout', { order_id: order.id })} size="xs">
            {texts.finishPayment}
          </Button>
        ) : (
          <Button component={Link} to={pathTo('order', { order_id: order.id })} size="xs" variant="light">
            {texts.seeOrder}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
