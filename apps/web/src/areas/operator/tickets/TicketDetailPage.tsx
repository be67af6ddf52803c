import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { canConvertToCredit, formatMoney, saoPauloInstant } from '@brilho/domain';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { ApiError } from '../../../lib/api/client';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { ticketTexts as t } from '../../../words/operator/tickets';
import { AuditTrail } from '../audit/AuditTrail';
import { ListError, ListLoader, ScreenHeader } from '../components';
import { ConfirmAction } from '../orders/ConfirmAction';
import { formatDateTime, formatDay, OrderStatusBadge, Tag } from '../orders/format';
import { operatorPath } from '../paths';
import {
  KIND_LABELS,
  OPTION_LABELS,
  type OperatorTicketDetail,
  useFreeProfessionals,
  useTicket,
  useTicketAction,
} from './api';
import { FreeProfessionals, nameOfFree } from './FreeProfessionals';
import { ProfessionalPicker } from './ProfessionalPicker';
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

/** The new slot for a rebooking: the day and hour asked, the professional by KEEP / ANY / CHOOSE. */
function RescheduleForm({ ticket }: { ticket: OperatorTicketDetail }) {
  const data = ticket.reschedule_data!;
  const hours = data.duration_hours ?? ticket.order?.duration_hours ?? 2;
  const keep = data.reschedule_option === 'KEEP';
  // CHOOSE with the customer's professionals recorded: only they may take it.
  const asked = data.reschedule_option === 'CHOOSE' ? (data.professional_ids ?? []) : [];
  const restricted = asked.length > 0;
  const [date, setDate] = useState(data.date);
  const [hour, setHour] = useState<number>(data.initial_hour);
  const order = ticket.order;
  const current =
    order?.professional_id != null
      ? { id: order.professional_id, name: order.professional_name ?? t.reschedule.currentProfessional }
      : null;
  const [professional, setProfessional] = useState<string | null>(
    restricted ? (asked[0] ?? null) : (current?.id ?? null),
  );
  const [error, setError] = useState<string | null>(null);
  const act = useTicketAction(ticket.id);
  const slot = useMemo(() => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !Number.isInteger(hour)) return null;
    const start = saoPauloInstant(date, hour);
    if (Number.isNaN(start.getTime())) return null;
    return {
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + hours * 3_600_000).toISOString(),
    };
  }, [date, hour, hours]);
  const free = useFreeProfessionals(ticket.id, slot);
  const known = (free.data ?? []).map((p) => ({ id: p.id, name: nameOfFree(p) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!keep && !professional) {
      setError(t.reschedule.chooseProfessional);
      return;
    }
    const start = saoPauloInstant(date, hour);
    try {
      await act.mutateAsync({
        kind: 'approve-reschedule',
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + hours * 3_600_000).toISOString(),
        professional_id: keep ? null : professional,
      });
      notify({ type: 'success', message: t.reschedule.approved });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t.reschedule.unexpected);
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="form" onSubmit={submit}>
      <Stack gap="sm">
        <Title order={3} fz={18}>
          {t.reschedule.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.reschedule.asked(
            formatDay(data.date),
            data.initial_hour,
            hours,
            OPTION_LABELS[data.reschedule_option],
          )}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t.reschedule.date}
            type="date"
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
            required
          />
          <NumberInput
            label={t.reschedule.startHour}
            min={7}
            max={19}
            value={hour}
            onChange={(value) => setHour(Number(value))}
            suffix="h"
            required
          />
        </SimpleGrid>
        <ProfessionalPicker
          label={t.reschedule.professional}
          description={
            keep
              ? t.reschedule.sameProfessional
              : restricted
                ? t.reschedule.chosenProfessionals
                : t.reschedule.anyProfessional
          }
          value={professional}
          onChange={setProfessional}
          current={current}
          known={known}
          disabled={keep || restricted}
        />
        <FreeProfessionals
          rows={free.data}
          loading={free.isFetching}
          failed={free.isError}
          value={keep ? (current?.id ?? null) : professional}
          onChoose={(p) => setProfessional(p.id)}
          selectable={(p) => (keep ? p.id === current?.id : restricted ? p.is_asked : true)}
        />
        {error && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={act.isPending}>
            {t.reschedule.submit}
          </Button>
        </Group>
      </Stack>
    </Paper>
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
