import '@mantine/core/styles/Combobox.layer.css';
import {
  CYCLE_STATUS_LABELS,
  monthOfYear,
  SUBSCRIPTION_STATUS_LABELS,
  type SubscriptionStatus,
} from '@brilho/domain';
import { Group, Select, Stack, Text } from '@mantine/core';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/page-meta';
import { texts as c } from '../../../words/operator';
import { subscriptionsTexts as t } from '../../../words/operator/subscriptions';
import { useFilterParams } from '../ConsoleFilters';
import { type ConsoleColumn, ConsoleList } from '../ConsoleList';
import { ScreenHeader, usePageParam } from '../components';
import { searchAndSort, useListState } from '../listParams';
import { ConfirmAction } from '../orders/ConfirmAction';
import { formatDate, formatHour, formatWeekday, Tag } from '../orders/format';
import {
  type OperatorSubscription,
  SUBSCRIPTIONS_LIST,
  type SubscriptionAction,
  useSubscriptionAction,
  useSubscriptions,
} from './api';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The operator's subscriptions: who, with whom, when, the latest cycle; accept, reject, pause, cancel. */

type Action = SubscriptionAction | 'resume';

const STATUS_COLORS: Record<SubscriptionStatus, string> = {
  requested: 'pink',
  created: 'pink',
  accepted: 'violet',
  active: 'green',
  paused: 'yellow',
  rejected: 'gray',
  cancelled: 'gray',
};

interface ActionText {
  label: string;
  title: string;
  message: string;
  confirm: string;
  color: string;
  done: string;
  /** The call: resuming is the API's accept of a paused subscription. */
  call: SubscriptionAction;
}

const ACTIONS: Record<Action, ActionText> = {
  accept: {
    label: 'Aceitar',
    title: 'Aceitar assinatura',
    message: t.approveMessage,
    confirm: 'Aceitar',
    color: 'green',
    done: 'Assinatura aceita.',
    call: 'accept',
  },
  resume: {
    label: 'Retomar',
    title: 'Retomar assinatura',
    message: t.reactivateMessage,
    confirm: 'Retomar',
    color: 'green',
    done: 'Assinatura retomada.',
    call: 'accept',
  },
  reject: {
    label: 'Recusar',
    title: 'Recusar assinatura',
    message: t.refuseMessage,
    confirm: 'Recusar',
    color: 'red',
    done: 'Assinatura recusada.',
    call: 'reject',
  },
  pause: {
    label: 'Pausar',
    title: 'Pausar assinatura',
    message: t.pauseMessage,
    confirm: 'Pausar',
    color: 'yellow',
    done: 'Assinatura pausada.',
    call: 'pause',
  },
  cancel: {
    label: 'Cancelar',
    title: 'Cancelar assinatura',
    message: t.cancelMessage,
    confirm: 'Cancelar assinatura',
    color: 'red',
    done: 'Assinatura cancelada.',
    call: 'cancel',
  },
};

/** What the operator may do in each status (the API allows these moves, see subscriptions/operator.ts). */
export const ACTIONS_BY_STATUS: Record<SubscriptionStatus, Action[]> = {
  requested: ['accept', 'reject'],
  created: ['accept', 'reject'],
  accepted: ['pause', 'cancel'],
  active: ['pause', 'cancel'],
  paused: ['resume', 'cancel'],
  rejected: [],
  cancelled: [],
};

const STATUS_OPTIONS = (Object.keys(SUBSCRIPTION_STATUS_LABELS) as SubscriptionStatus[]).map((status) => ({
  value: status,
  label: SUBSCRIPTION_STATUS_LABELS[status],
}));

/** '2026-12-01' → 'dezembro de 2026'. */
const formatMonth = monthOfYear;

const nameOf = (person?: { first_name: string; last_name: string } | null) =>
  person ? `${person.first_name} ${person.last_name}`.trim() : '—';

function LatestCycle({ subscription }: { subscription: OperatorSubscription }) {
  const cycle = subscription.cycles?.at(-1);
  if (!cycle)
    return (
      <Text size="sm" c="dimmed">
        Nenhum ciclo
      </Text>
    );
  return (
    <>
      <Text size="sm">{formatMonth(cycle.reference_month)}</Text>
      <Text size="xs" c="dimmed">
        {CYCLE_STATUS_LABELS[cycle.status] ?? cycle.status} · {cycle.orders_count} limpeza(s)
      </Text>
    </>
  );
}

function Actions({ subscription }: { subscription: OperatorSubscription }) {
  const act = useSubscriptionAction();
  const who = nameOf(subscription.customer);
  const actions = ACTIONS_BY_STATUS[subscription.status] ?? [];
  if (actions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      {actions.map((action) => {
        const text = ACTIONS[action];
        return (
          <ConfirmAction
            key={action}
            label={text.label}
            title={text.title}
            message={`${subscription.frequency}, ${who}. ${text.message}`}
            confirmLabel={text.confirm}
            color={text.color}
            variant="light"
            size="xs"
            ariaLabel={`${text.label} a assinatura de ${who}`}
            onConfirm={async () => {
              await act.mutateAsync({ id: subscription.id, action: text.call });
              notify({ type: 'success', message: text.done });
            }}
          />
        );
      })}
    </Group>
  );
}

const COLUMNS: ConsoleColumn<OperatorSubscription>[] = [
  {
    header: 'Cliente',
    primary: true,
    cell: (subscription) => (
      <>
        <Text size="sm" fw={500}>
          {nameOf(subscription.customer)}
        </Text>
        <Text size="xs" c="dimmed">
          {subscription.address?.name ?? subscription.customer?.email ?? ''}
        </Text>
      </>
    ),
  },
  {
    header: 'Profissional',
    cell: (subscription) => <Text size="sm">{nameOf(subscription.professional?.account)}</Text>,
  },
  { header: t.frequency, cell: (subscription) => <Text size="sm">{subscription.frequency}</Text> },
  {
    header: 'Dia e hora',
    sortKey: 'starts_at',
    cell: (subscription) => (
      <>
        <Text size="sm">
          {capitalize(formatWeekday(subscription.starts_at))}, {formatHour(subscription.starts_at)}
        </Text>
        <Text size="xs" c="dimmed">
          {subscription.order_duration} h · desde {formatDate(subscription.starts_at)}
        </Text>
      </>
    ),
  },
  { header: t.latestCycle, cell: (subscription) => <LatestCycle subscription={subscription} /> },
  {
    header: 'Status',
    sortKey: 'status',
    cell: (subscription) => (
      <Tag color={STATUS_COLORS[subscription.status] ?? 'gray'}>
        {SUBSCRIPTION_STATUS_LABELS[subscription.status] ?? subscription.status}
      </Tag>
    ),
  },
  { header: c.actions, wide: true, cell: (subscription) => <Actions subscription={subscription} /> },
];

/** '/operador/assinaturas': every subscription (or one status), with its actions behind confirm dialogs. */
export function SubscriptionsPage() {
  usePageMeta({ title: 'Operador - Assinaturas' });
  const [params, setFilter] = useFilterParams();
  const status = params.get('status') ?? '';
  const [page, setPage] = usePageParam();
  const listState = useListState(SUBSCRIPTIONS_LIST.sort);
  const list = useSubscriptions(status, page, listState[0]);

  return (
    <Stack gap="lg">
      <ScreenHeader
        title="Assinaturas"
        description={t.description}
        action={
          <Select
            aria-label="Filtrar por status"
            placeholder="Todos os status"
            data={STATUS_OPTIONS}
            value={status || null}
            onChange={(value) => setFilter('status', value ?? '')}
            clearable
            w={220}
          />
        }
      />
      <ConsoleList
        label="Assinaturas"
        columns={COLUMNS}
        rows={list.data?.rows}
        rowKey={(subscription) => subscription.id}
        query={list}
        errorMessage="Ocorreu um erro ao listar as assinaturas!"
        emptyMessage="Nenhuma assinatura encontrada."
        minWidth={980}
        pager={{ label: t.pages, page, total: list.data?.pageCount ?? 1, onChange: setPage }}
        {...searchAndSort(listState, {
          label: 'Buscar assinaturas',
          placeholder: 'Cliente, e-mail ou profissional',
        })}
      />
    </Stack>
  );
}
