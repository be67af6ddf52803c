// The cycle detail at `/{id}` ("Subscriptions and cycle"). The route only reaches here for a
// cycle id; any other `/{word}` is the not-found page (see router).
import '@mantine/core/styles/Avatar.layer.css';
import { READABLE_ALERT } from '../../components/alert';
import '@mantine/core/styles/Grid.layer.css';
import { formatMoney, ORDER_STATUS_LABELS, saoPauloDate, weekdayName } from '@brilho/domain';
import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PaymentHistory, paymentInstrument } from '../../components/PaymentHistory';
import { useOpenSupport } from '../../components/support';
import type { Order } from '../../entities/order/api';
import { clockLabel, dayLabel } from '../../entities/order/model';
import { type Cycle, cycleKey, cycleQuery, isNotFound } from '../../entities/subscription/api';
import {
  cycleMonth,
  dayOf,
  lastPaymentDay,
  monthLabel,
  professionalName,
  waitingBoletoOf,
} from '../../entities/subscription/model';
import { useChannel } from '../../lib/cable';
import { pathTo } from '../../lib/paths';
import { texts } from '../../words/subscriptions';
import { CycleChip } from './Chips';
import classes from './subscriptions.module.css';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

const isPaidStatus = (cycle: Cycle) => ['paid', 'active', 'ended'].includes(cycle.status);

/**
 * What the customer can do about paying: 'Efetuar pagamento' when payable; otherwise why not — paid, a
 * boleto being confirmed, not open yet (with the day it opens), or the problem card asking to contact
 * support (cancelled, period over, anything inconsistent).
 */
function PaymentState({ cycle }: { cycle: Cycle }) {
  const openSupport = useOpenSupport();
  const boleto = waitingBoletoOf(cycle);
  if (boleto) {
    const { urlPrint } = paymentInstrument(boleto);
    return (
      <Alert color="yellow" variant="light" styles={READABLE_ALERT} radius="md" title={texts.awaitingTitle}>
        <Stack gap="xs">
          <Text size="sm">{texts.awaitingText}</Text>
          {urlPrint && (
            <Anchor href={urlPrint} target="_blank" rel="noopener noreferrer" size="sm" fw={700}>
              {texts.printBoleto}
            </Anchor>
          )}
        </Stack>
      </Alert>
    );
  }
  if (cycle.payable)
    return (
      <Button component={Link} to={pathTo('cycle-checkout', { cycle_id: cycle.id })} size="md" fullWidth>
        {texts.pay}
      </Button>
    );
  if (isPaidStatus(cycle))
    return (
      <Alert color="teal" variant="light" styles={READABLE_ALERT} radius="md" title={texts.paidTitle}>
        <Text size="sm">{cycle.block_reason ?? texts.paidTitle}</Text>
      </Alert>
    );
  if (cycle.status === 'created' || cycle.status === 'requested_on_gateway') {
    const opens = cycle.payment_opens_at ? dayOf(cycle.payment_opens_at) : null;
    return (
      <Alert color="violet" variant="light" styles={READABLE_ALERT} radius="md" title={texts.notOpenTitle}>
        <Stack gap={4}>
          {cycle.block_reason && <Text size="sm">{cycle.block_reason}</Text>}
          {opens && <Text size="sm">{texts.opensOn(opens)}</Text>}
        </Stack>
      </Alert>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" role="alert" bg="red.0" data-testid="cycle-problem">
      <Stack gap="xs">
        <Text fw={700} c="red.9">
          {texts.problemTitle}
        </Text>
        {cycle.block_reason && <Text size="sm">{cycle.block_reason}</Text>}
        <Text size="sm">{texts.problemSupport}</Text>
        <Button variant="outline" color="red.9" onClick={() => openSupport('chat')} w="fit-content">
          {texts.talkToSupport}
        </Button>
      </Stack>
    </Paper>
  );
}

function OrderRow({ order }: { order: Order }) {
  const day = saoPauloDate(new Date(order.starts_at));
  return (
    <li className={classes.cycleRow} data-testid="cycle-order">
      <Stack gap={2} miw={0}>
        <Text size="sm" fw={600}>
          {dayLabel(order.starts_at)} ({weekdayName(day)})
        </Text>
        <Text size="xs" c="dimmed">
          {texts.hourRange(clockLabel(order.starts_at), clockLabel(order.ends_at))} ·{' '}
          {ORDER_STATUS_LABELS[order.status]}
        </Text>
      </Stack>
      <Button
        component={Link}
        to={pathTo('order', { order_id: order.id })}
        variant="light"
        size="compact-sm"
        aria-label={`${texts.seeOrder} de ${dayLabel(order.starts_at)}`}
      >
        {texts.seeOrder}
      </Button>
    </li>
  );
}

function CycleDetail({ cycle }: { cycle: Cycle }) {
  const month = monthLabel(cycleMonth(cycle));
  const orders = [...(cycle.orders ?? [])].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  const professional = professionalName(cycle.professional);
  const discount = Math.max(0, (cycle.amount?.subtotal ?? 0) - (cycle.amount?.total ?? 0));
  const until = lastPaymentDay(cycle);
  const address = cycle.address;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {texts.cycleTitle(month)}
          </Title>
          {cycle.subscription?.name && <Text c="dimmed">{cycle.subscription.name}</Text>}
        </Stack>
        <CycleChip status={cycle.status} />
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
              <div className={classes.details}>
                <Field label={texts.period}>
                  {texts.ordersCount(cycle.orders_count)},{' '}
                  {texts.periodRange(dayOf(cycle.starts_at), dayOf(cycle.ends_at))}
                </Field>
                <Field label={texts.duration}>{texts.hours(cycle.duration_hours)}</Field>
                {until && !isPaidStatus(cycle) && cycle.status !== 'cancelled' && (
                  <Field label={texts.paymentPeriod}>
                    {cycle.status === 'created' && cycle.payment_opens_at
                      ? texts.paymentFrom(dayOf(cycle.payment_opens_at))
                      : texts.paymentUntil(until)}
                  </Field>
                )}
                <Field label={texts.professional}>
                  <Group gap="xs" wrap="nowrap">
                    <Avatar
                      src={cycle.professional?.account?.profile?.profile_picture ?? null}
                      alt={professional ? texts.professionalPhoto(professional) : texts.noProfessional}
                      radius="xl"
                      size={28}
                      color="violet"
                    >
                      {professional.slice(0, 1).toUpperCase() || '?'}
                    </Avatar>
                    <span>{professional || texts.noProfessional}</span>
                  </Group>
                </Field>
                {address && (
                  <Field label={texts.address}>
                    {address.name}
                    <Text size="xs" c="dimmed">
                      {`${address.street}, ${address.street_number}${address.complement ? ` - ${address.complement}` : ''}`}
                    </Text>
                  </Field>
                )}
              </div>
            </Paper>
            <Paper
              withBorder
              radius="lg"
              p={{ base: 'md', sm: 'lg' }}
              component="section"
              aria-labelledby="limpezas-do-ciclo"
            >
              <Stack gap="sm">
                <Title order={2} fz="md" id="limpezas-do-ciclo">
                  {texts.ordersTitle}
                </Title>
                {orders.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {texts.noOrders}
                  </Text>
                ) : (
                  <ul className={classes.cycleList}>
                    {orders.map((order) => (
                      <OrderRow key={order.id} order={order} />
                    ))}
                  </ul>
                )}
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text size="sm">{texts.subtotal}</Text>
                  <Text size="sm">{formatMoney(cycle.amount?.subtotal)}</Text>
                </Group>
                {discount > 0 && (
                  <Group justify="space-between">
                    <Text size="sm">{texts.discount}</Text>
                    <Text size="sm" c="teal.9">
                      − {formatMoney(discount)}
                    </Text>
                  </Group>
                )}
                <Group justify="space-between">
                  <Text fw={700}>{texts.total}</Text>
                  <Text fw={800} fz="lg">
                    {formatMoney(cycle.amount?.total)}
                  </Text>
                </Group>
                <PaymentState cycle={cycle} />
              </Stack>
            </Paper>
            <PaymentHistory payments={cycle.payments ?? []} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export function CyclePage() {
  const { id = '' } = useParams();
  const cycle = useQuery(cycleQuery(id));
  const queryClient = useQueryClient();
  // Cycle and payment moves are pushed keyed by the cycle id: read it again.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: cycleKey(id) });
  useChannel('OrderChannel', id || null, refresh);
  useChannel('PaymentChannel', id || null, refresh);

  let body: ReactNode;
  if (cycle.isError)
    body = (
      <Alert
        color="red"
        styles={READABLE_ALERT}
        variant="light"
        radius="lg"
        role="alert"
        title={isNotFound(cycle.error) ? texts.cycleNotFound : texts.cycleFailed}
      >
        {!isNotFound(cycle.error) && (
          <Button mt="xs" variant="outline" color="red.9" onClick={() => void cycle.refetch()}>
            {texts.retry}
          </Button>
        )}
      </Alert>
    );
  else if (!cycle.data)
    body = (
      <Center py="xl">
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{texts.loadingCycle}</Text>
        </Group>
      </Center>
    );
  else body = <CycleDetail cycle={cycle.data} />;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Anchor component={Link} to={pathTo('subscriptions')} size="sm" w="fit-content">
          ← {texts.backToSubscriptions}
        </Anchor>
        {body}
      </Stack>
    </Container>
  );
}
