import '@mantine/core/styles/SimpleGrid.layer.css';
import { canConvertToCredit, formatMoney } from '@brilho/domain';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { ticketTexts as t } from '../../../words/operator/tickets';
import { AuditTrail } from '../audit/AuditTrail';
import { ListError, ListLoader, ScreenHeader } from '../components';
import { ConfirmAction } from '../orders/ConfirmAction';
import { formatDateTime, formatDay, OrderStatusBadge, Tag } from '../orders/format';
import { operatorPath } from '../paths';
import { KIND_LABELS, type OperatorTicketDetail, useTicket, useTicketAction } from './api';
import { RescheduleForm } from './RescheduleForm';
import { AgeBadge } from './TicketsPage';

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

function Resolve({ ticket }: { ticket: OperatorTicketDetail }) {
  const act = useTicketAction(ticket.id);
  const orderStatus = ticket.order?.status;
  const policy = ticket.resolution?.policy;
  const canCredit =
    orderStatus !== undefined &&
    canConvertToCredit({
      ticketKind: ticket.kind,
      orderStatus,
      gatewayRefundRequested: ticket.resolution?.refund?.gateway_refund_requested === true,
      ...(policy ? { policyCreditHours: policy.credit_hours } : {}),
    });
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={3} fz={18}>
          {t.resolve.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.resolve.policy}
        </Text>
        <Group gap="sm">
          <ConfirmAction
            label={t.resolve.credit}
            title={t.resolve.credit}
            message={
              orderStatus === 'waiting_refund' ? t.resolve.creditAfterRefundAsked : t.resolve.creditMessage
            }
            confirmLabel={t.resolve.confirmCredit}
            onConfirm={async () => {
              await act.mutateAsync({ kind: 'credit' });
              notify({ type: 'success', message: t.resolve.credited });
            }}
            disabled={!canCredit}
          />
          {ticket.kind === 'order_cancellation' && (
            <ConfirmAction
              label={t.resolve.refund}
              title={t.resolve.refund}
              message={
                ticket.refund_data
                  ? t.resolve.refundTransfer(
                      ticket.refund_data.bank,
                      ticket.refund_data.agency,
                      ticket.refund_data.account,
                      ticket.refund_data.account_type,
                    )
                  : t.resolve.refundBack
              }
              confirmLabel={t.resolve.refund}
              color="red"
              onConfirm={async () => {
                await act.mutateAsync({ kind: 'refund' });
                notify({ type: 'success', message: t.resolve.refunded });
              }}
              disabled={orderStatus !== 'waiting_refund'}
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** '/operador/chamados/:id': what the customer asked, the order, the business constants policy, and the resolution. */
export function TicketDetailPage() {
  const { id = '' } = useParams();
  usePageMeta({ title: t.pageTitle });
  const { data: ticket, isPending, isError, refetch } = useTicket(id);
  if (isError) return <ListError message={t.loadFailed} onRetry={() => void refetch()} />;
  if (isPending) return <ListLoader />;
  const open = ticket.status === 'open';
  const policy = ticket.resolution?.policy;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={operatorPath('tickets')} size="sm">
        {t.back}
      </Anchor>
      <ScreenHeader
        title={t.heading(KIND_LABELS[ticket.kind], ticket.customer_name)}
        description={
          <Group gap="xs">
            <Tag color={open ? 'violet' : 'gray'}>{open ? t.open : t.resolved}</Tag>
            {open && <AgeBadge createdAt={ticket.created_at} />}
            {ticket.resolution?.outcome && (
              <Tag color="teal">{t.outcomes[ticket.resolution.outcome] ?? ticket.resolution.outcome}</Tag>
            )}
          </Group>
        }
      />
      <Paper withBorder radius="lg" p="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Fact label={t.facts.customer}>
            {ticket.customer_name}
            <Text size="xs" c="dimmed">
              {ticket.customer_email}
            </Text>
          </Fact>
          <Fact label={t.facts.openedAt}>{formatDateTime(ticket.created_at)}</Fact>
          <Fact label={t.facts.resolvedAt}>{formatDateTime(ticket.resolved_at)}</Fact>
          {ticket.reason && <Fact label={t.facts.reason}>{ticket.reason}</Fact>}
          {ticket.question && <Fact label={t.facts.message}>{ticket.question}</Fact>}
          {ticket.kind === 'order_cancellation' && (
            <Fact label={t.facts.customerAsked}>{t.askedRefund(ticket.should_refund === true)}</Fact>
          )}
          {ticket.refund_data && (
            <Fact label={t.facts.bankDetails}>
              {t.bankDetails(
                ticket.refund_data.bank,
                ticket.refund_data.agency,
                ticket.refund_data.account,
                ticket.refund_data.account_type,
              )}
            </Fact>
          )}
          {policy && (
            <Fact label={t.facts.policy}>
              {t.policyApplied(policy.returned_cents, policy.retained_cents, policy.credit_hours)}
            </Fact>
          )}
        </SimpleGrid>
      </Paper>
      {ticket.order && (
        <Paper withBorder radius="lg" p="lg">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Text fw={600}>{t.cleaningOf(formatDateTime(ticket.order.starts_at))}</Text>
              <Text size="sm" c="dimmed">
                {ticket.order.professional_name ?? t.noProfessional} · {ticket.order.address_name} ·{' '}
                {formatMoney(ticket.order.total)}
              </Text>
            </Stack>
            <Group gap="sm">
              <OrderStatusBadge status={ticket.order.status} />
              <Anchor component={Link} to={operatorPath('order', { id: ticket.order.id })} size="sm">
                {t.seeOrder}
              </Anchor>
            </Group>
          </Group>
        </Paper>
      )}
      {open && ticket.kind === 'order_rebooking' && ticket.reschedule_data && (
        <RescheduleForm ticket={ticket} />
      )}
      {open && <Resolve ticket={ticket} />}
      <AuditTrail entries={ticket.audit} />
    </Stack>
  );
}
