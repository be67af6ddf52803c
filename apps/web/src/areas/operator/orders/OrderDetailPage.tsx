import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { formatMoney, PAYMENT_STATUS_LABELS } from '@brilho/domain';
import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { apiDocument } from '../../../lib/api/client';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { orderDetailTexts as t } from '../../../words/operator/orders';
import { AuditTrail } from '../audit/AuditTrail';
import { ListError, ListLoader, ScreenHeader, ScrollTable } from '../components';
import { operatorPath } from '../paths';
import { type OperatorOrderDetail, ordersKeys, useOperatorOrder, useOrderAction } from './api';
import { ConfirmAction } from './ConfirmAction';
import { formatDateTime, OrderStatusBadge, Tag } from './format';
import { OrderTimeline } from './OrderTimeline';

const REFUNDABLE = ['paid', 'service_not_provided', 'rebooking', 'waiting_refund'];
const CREDITABLE = ['paid', 'rescheduling', 'rebooking', 'service_not_provided', 'provisioning'];

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function Actions({ order }: { order: OperatorOrderDetail }) {
  const act = useOrderAction(order.id);
  const run = (action: 'refund' | 'credit' | 'service-not-provided', done: string) => async () => {
    const result = await act.mutateAsync(action);
    const warning = (result.meta.refund as { warning?: string } | undefined)?.warning;
    notify({ type: warning ? 'info' : 'success', message: warning ?? done });
  };
  return (
    <Group gap="sm">
      <ConfirmAction
        label={t.refund.label}
        title={t.refund.title}
        message={t.refund.message(order.total)}
        confirmLabel={t.refund.confirm}
        color="red"
        onConfirm={run('refund', t.refund.done)}
        disabled={!REFUNDABLE.includes(order.status)}
      />
      <ConfirmAction
        label={t.credit.label}
        title={t.credit.label}
        message={t.credit.message}
        confirmLabel={t.credit.label}
        onConfirm={run('credit', t.credit.done)}
        disabled={!CREDITABLE.includes(order.status)}
      />
      <ConfirmAction
        label={t.notProvided.label}
        title={t.notProvided.title}
        message={t.notProvided.message}
        confirmLabel={t.notProvided.confirm}
        color="orange"
        onConfirm={run('service-not-provided', t.notProvided.done)}
        disabled={!['paid', 'provisioning'].includes(order.status)}
      />
    </Group>
  );
}

/** '/operador/pedidos/:id': the order, its payments, its timeline and the operators' actions on it. */
interface MoneyMovement {
  id: string;
  kind_name: string;
  occurred_at: string;
  account_name: string;
  amount: number;
}

/**
 * The order's money movements: its ledger entries, refreshed with the order after a refund (the
 * key sits under the order's, which every order action invalidates).
 */
function MoneyMovements({ id }: { id: string }) {
  const movements = useQuery({
    queryKey: [...ordersKeys.detail(id), 'money'],
    queryFn: async () =>
      (await apiDocument<MoneyMovement[]>(`/operator/ledger/entries?order_id=${encodeURIComponent(id)}`))
        .data,
  });
  return (
    <Stack gap="sm">
      <Title order={3} fz={18}>
        {t.movements.title}
      </Title>
      <ScrollTable label={t.movements.table} minWidth={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.movements.date}</Table.Th>
            <Table.Th scope="col">{t.movements.movement}</Table.Th>
            <Table.Th scope="col">{t.movements.account}</Table.Th>
            <Table.Th scope="col">{t.movements.amount}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(movements.data ?? []).length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text c="dimmed" ta="center" py="sm">
                  {movements.isError ? t.movements.failed : t.movements.none}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {(movements.data ?? []).map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{formatDateTime(entry.occurred_at)}</Table.Td>
              <Table.Td>{entry.kind_name}</Table.Td>
              <Table.Td>{entry.account_name}</Table.Td>
              <Table.Td>{`${entry.amount < 0 ? '−' : ''}${formatMoney(Math.abs(entry.amount))}`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
    </Stack>
  );
}

export function OrderDetailPage() {
  const { id = '' } = useParams();
  usePageMeta({ title: t.pageTitle });
  const { data: order, isPending, isError, refetch } = useOperatorOrder(id);

  if (isError) return <ListError message={t.loadFailed} onRetry={() => void refetch()} />;
  if (isPending) return <ListLoader />;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={operatorPath('orders')} size="sm">
        {t.back}
      </Anchor>
      <ScreenHeader
        title={t.heading(formatDateTime(order.starts_at))}
        description={
          <Group gap="xs">
            <OrderStatusBadge status={order.status} />
            {order.order_converted_in_credit && <Tag color="teal">{t.inCredit}</Tag>}
          </Group>
        }
        action={<Actions order={order} />}
      />
      <Paper withBorder radius="lg" p="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Fact label={t.facts.customer}>
            {order.customer_name}
            <Text size="xs" c="dimmed">
              {order.customer_email}
            </Text>
          </Fact>
          <Fact label={t.facts.professional}>{order.professional_name ?? '—'}</Fact>
          <Fact label={t.facts.address}>
            {order.address_name} · {order.district}
          </Fact>
          <Fact label={t.facts.duration}>{order.duration_hours} h</Fact>
          <Fact label={t.facts.subtotal}>{formatMoney(order.subtotal)}</Fact>
          <Fact label={t.facts.discount}>{formatMoney(order.discount)}</Fact>
          <Fact label={t.facts.total}>{formatMoney(order.total)}</Fact>
          <Fact label={t.facts.createdAt}>{formatDateTime(order.created_at)}</Fact>
        </SimpleGrid>
      </Paper>
      <Stack gap="sm">
        <Title order={3} fz={18}>
          Pagamentos
        </Title>
        <ScrollTable label="Pagamentos do pedido" minWidth={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Data</Table.Th>
              <Table.Th scope="col">Forma</Table.Th>
              <Table.Th scope="col">Valor</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.payments.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text c="dimmed" ta="center" py="sm">
                    Nenhum pagamento realizado.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {order.payments.map((payment) => (
              <Table.Tr key={payment.id}>
                <Table.Td>{formatDateTime(payment.created_at)}</Table.Td>
                <Table.Td>
                  {payment.method ? t.methods[payment.method] : '—'}
                  {payment.last4 && ` •••• ${payment.last4}`}
                </Table.Td>
                <Table.Td>{formatMoney(payment.amount)}</Table.Td>
                <Table.Td>
                  {PAYMENT_STATUS_LABELS[payment.status] ?? payment.status}
                  {payment.failure_reason && (
                    <Text size="xs" c="dimmed">
                      {payment.failure_reason}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      </Stack>
      <MoneyMovements id={order.id} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <Title order={3} fz={18}>
              Linha do tempo
            </Title>
            <OrderTimeline events={order.events} />
            {order.tickets.length > 0 && (
              <Stack gap={4}>
                <Text fw={600} size="sm">
                  Chamados
                </Text>
                {order.tickets.map((ticket) => (
                  <Anchor
                    key={ticket.id}
                    component={Link}
                    to={operatorPath('ticket', { id: ticket.id })}
                    size="sm"
                  >
                    Chamado de {formatDateTime(ticket.created_at)} (
                    {ticket.status === 'open' ? 'aberto' : 'resolvido'})
                  </Anchor>
                ))}
              </Stack>
            )}
          </Stack>
        </Paper>
        <AuditTrail entries={order.audit} />
      </SimpleGrid>
    </Stack>
  );
}
