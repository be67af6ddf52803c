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

const OUTCOME_LABELS: Record<string, string> = {
  credit: 'Mantida como crédito',
  refunded: 'Reembolsado',
  refund_requested: 'Reembolso solicitado',
  rescheduled: 'Reagendado',
  cancelled: 'Cancelado',
  service_not_provided: 'Serviço não prestado',
};

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
      ? { id: order.professional_id, name: order.professional_name ?? 'Profissional atual' }
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
      setError('Escolha o profissional da nova data.');
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
      notify({ type: 'success', message: 'Reagendamento aprovado. O cliente foi avisado.' });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Ocorreu um erro inesperado, tente novamente.');
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="form" onSubmit={submit}>
      <Stack gap="sm">
        <Title order={3} fz={18}>
          Aprovar reagendamento
        </Title>
        <Text size="sm" c="dimmed">
          Pedido do cliente: {formatDay(data.date)} às {data.initial_hour}h, {hours} h —{' '}
          {OPTION_LABELS[data.reschedule_option]}.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Data"
            type="date"
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
            required
          />
          <NumberInput
            label="Hora de início"
            min={7}
            max={19}
            value={hour}
            onChange={(value) => setHour(Number(value))}
            suffix="h"
            required
          />
        </SimpleGrid>
        <ProfessionalPicker
          label="Profissional"
          description={
            keep
              ? 'O cliente pediu o mesmo profissional.'
              : restricted
                ? 'O cliente escolheu as profissionais: escolha uma delas na lista.'
                : 'Mantenha o atual, escolha uma livre na lista ou busque outro pelo nome.'
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
            Aprovar reagendamento
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
          Resolver
        </Title>
        <Text size="sm" c="dimmed">
          Política de cancelamento: grátis até 24 horas úteis antes; entre 24 h e 3 h o cliente perde 1 hora
          da duração; com menos de 3 h a limpeza conta como realizada.
        </Text>
        <Group gap="sm">
          <ConfirmAction
            label="Resolver como crédito"
            title="Resolver como crédito"
            message={
              orderStatus === 'waiting_refund'
                ? 'O cliente pediu reembolso: use quando ele concordar em trocá-lo pelo crédito. A limpeza fica como crédito para reagendar; o cliente recebe um e-mail e o aviso no painel.'
                : 'A limpeza fica como crédito para o cliente reagendar. O cliente recebe um e-mail e o aviso no painel.'
            }
            confirmLabel="Confirmar crédito"
            onConfirm={async () => {
              await act.mutateAsync({ kind: 'credit' });
              notify({ type: 'success', message: 'Chamado resolvido como crédito.' });
            }}
            disabled={!canCredit}
          />
          {ticket.kind === 'order_cancellation' && (
            <ConfirmAction
              label="Concluir reembolso"
              title="Concluir reembolso"
              message={
                ticket.refund_data
                  ? `Confirme que a transferência foi feita para ${ticket.refund_data.bank}, agência ${ticket.refund_data.agency}, conta ${ticket.refund_data.account} (${ticket.refund_data.account_type}).`
                  : 'O valor pago volta ao cliente (cartão: estorno; saldo: volta para a conta).'
              }
              confirmLabel="Concluir reembolso"
              color="red"
              onConfirm={async () => {
                await act.mutateAsync({ kind: 'refund' });
                notify({ type: 'success', message: 'Reembolso concluído.' });
              }}
              disabled={orderStatus !== 'waiting_refund'}
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** '/operador/chamados/:id': what the customer asked, the order, the §9 policy, and the resolution. */
export function TicketDetailPage() {
  const { id = '' } = useParams();
  usePageMeta({ title: 'Operador - Chamado' });
  const { data: ticket, isPending, isError, refetch } = useTicket(id);
  if (isError)
    return <ListError message="Ocorreu um erro ao buscar o chamado!" onRetry={() => void refetch()} />;
  if (isPending) return <ListLoader />;
  const open = ticket.status === 'open';
  const policy = ticket.resolution?.policy;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={operatorPath('tickets')} size="sm">
        ← Chamados
      </Anchor>
      <ScreenHeader
        title={`${KIND_LABELS[ticket.kind]} de ${ticket.customer_name ?? 'cliente'}`}
        description={
          <Group gap="xs">
            <Tag color={open ? 'violet' : 'gray'}>{open ? 'Aberto' : 'Resolvido'}</Tag>
            {open && <AgeBadge createdAt={ticket.created_at} />}
            {ticket.resolution?.outcome && (
              <Tag color="teal">{OUTCOME_LABELS[ticket.resolution.outcome] ?? ticket.resolution.outcome}</Tag>
            )}
          </Group>
        }
      />
      <Paper withBorder radius="lg" p="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Fact label="Cliente">
            {ticket.customer_name}
            <Text size="xs" c="dimmed">
              {ticket.customer_email}
            </Text>
          </Fact>
          <Fact label="Aberto em">{formatDateTime(ticket.created_at)}</Fact>
          <Fact label="Resolvido em">{formatDateTime(ticket.resolved_at)}</Fact>
          {ticket.reason && <Fact label="Motivo">{ticket.reason}</Fact>}
          {ticket.question && <Fact label="Mensagem">{ticket.question}</Fact>}
          {ticket.kind === 'order_cancellation' && (
            <Fact label="Pedido do cliente">{ticket.should_refund ? 'Reembolso' : 'Crédito'}</Fact>
          )}
          {ticket.refund_data && (
            <Fact label="Dados bancários">
              {ticket.refund_data.bank} · agência {ticket.refund_data.agency} · conta{' '}
              {ticket.refund_data.account} ({ticket.refund_data.account_type})
            </Fact>
          )}
          {policy && (
            <Fact label="Política aplicada">
              Devolver {formatMoney(policy.returned_cents)}, reter {formatMoney(policy.retained_cents)} ·
              crédito de {policy.credit_hours} h
            </Fact>
          )}
        </SimpleGrid>
      </Paper>
      {ticket.order && (
        <Paper withBorder radius="lg" p="lg">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Text fw={600}>Limpeza de {formatDateTime(ticket.order.starts_at)}</Text>
              <Text size="sm" c="dimmed">
                {ticket.order.professional_name ?? 'Sem profissional'} · {ticket.order.address_name} ·{' '}
                {formatMoney(ticket.order.total)}
              </Text>
            </Stack>
            <Group gap="sm">
              <OrderStatusBadge status={ticket.order.status} />
              <Anchor component={Link} to={operatorPath('order', { id: ticket.order.id })} size="sm">
                ver pedido
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
