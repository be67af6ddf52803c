import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import { formatCompletedCount, saoPauloDate, weekdayName } from '@brilho/domain';
import { Alert, Avatar, Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Order } from '../../entities/order/api';
import {
  type CardState,
  cardState,
  clockLabel,
  dayLabel,
  durationLabel,
  isPastAndNotPerformed,
  professionalFirstName,
  professionalFullName,
  progressPercent,
  timeUntilLabel,
} from '../../entities/order/model';
import { countdownLabel } from '../../lib/labels';
import { pathTo } from '../../lib/paths';
import { texts } from '../../words/order';
import classes from './orders.module.css';

/** The label's text and colour (filled, dark shades: white text stays readable). */
export function stateLabel(state: CardState, now: Date): { text: string; color: string } {
  switch (state.kind) {
    case 'in-progress':
      return { text: texts.label.inProgress, color: 'teal.9' };
    case 'upcoming':
      return {
        text: `${texts.label.upcoming} ${timeUntilLabel(state.startsAt, now).toUpperCase()}`,
        color: 'violet.8',
      };
    case 'support':
      return { text: texts.label.support, color: 'orange.9' };
    case 'awaiting-confirmation':
      return { text: texts.label.awaitingConfirmation, color: 'yellow.9' };
    case 'time-left':
      return { text: `${texts.label.timeLeft} ${countdownLabel(state.seconds)}`, color: 'pink.9' };
    case 'cancelled':
      return { text: texts.label.cancelled, color: 'gray.7' };
    case 'status':
      return { text: state.label, color: 'gray.7' };
  }
}

export function StateBadge({ order, now }: { order: Order; now: Date }) {
  const label = stateLabel(cardState(order, now), now);
  return (
    <Badge color={label.color} variant="filled" radius="sm" className={classes.badge}>
      {label.text}
    </Badge>
  );
}

/** The professional's photo, first name and completed count ('< 5' under five). */
export function ProfessionalHeader({ order, headingId }: { order: Order; headingId?: string }) {
  const name = professionalFirstName(order);
  const count = order.professional?.completed_orders_count;
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar
        src={order.professional?.account?.profile?.profile_picture ?? null}
        alt={name ? texts.professionalPhoto(professionalFullName(order)) : texts.noProfessional}
        radius="xl"
        size={48}
        color="violet"
      >
        {name.slice(0, 1).toUpperCase() || '?'}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Text fw={700} id={headingId} truncate>
          {name || texts.noProfessional}
        </Text>
        {count !== undefined && (
          <Text size="xs" c="dimmed">
            {texts.completedCount(formatCompletedCount(count))}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** Start, estimated end and how far along the cleaning is, with the warning that times vary. */
export function InProgressBar({ order, now }: { order: Order; now: Date }) {
  const percent = progressPercent(order, now);
  return (
    <Stack gap={4}>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section
          value={percent}
          color="teal.8"
          aria-label={texts.progressLabel}
          aria-valuetext={`${percent}%`}
        />
      </Progress.Root>
      <Group justify="space-between" gap="xs">
        <Text size="xs">
          {texts.startedAt}: <b>{clockLabel(order.starts_at)}</b>
        </Text>
        <Text size="xs">
          {texts.estimatedEnd}: <b>{clockLabel(order.ends_at)}</b>
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {texts.timesVary}
      </Text>
    </Stack>
  );
}

/**
 * An order card ("Order card"): professional photo, first name, completed count and the
 * state label; the day, hours, duration and address name; the in-progress bar; the past-and-not-performed
 * warning; 'finalizar pagamento' while it can be paid, else 'ver pedido'.
 */
export function OrderCard({ order, now }: { order: Order; now: Date }) {
  const headingId = useId();
  const state = cardState(order, now);
  const payable = state.kind === 'time-left';
  const day = new Date(order.starts_at);
  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p="md"
      aria-labelledby={headingId}
      className={classes.card}
      data-testid="order-card"
    >
      <Stack gap="sm" h="100%">
        <StateBadge order={order} now={now} />
        <ProfessionalHeader order={order} headingId={headingId} />
        <Stack gap={2}>
          <Text size="sm">
            <b>{dayLabel(day)}</b> ({weekdayName(saoPauloDate(day))}) ·{' '}
            {texts.hourRange(clockLabel(order.starts_at), clockLabel(order.ends_at))}
          </Text>
          <Text size="sm">{durationLabel(order.duration)}</Text>
          {order.address && (
            <Text size="sm" c="dimmed" truncate>
              {order.address.name}
            </Text>
          )}
        </Stack>
        {state.kind === 'in-progress' && <InProgressBar order={order} now={now} />}
        {isPastAndNotPerformed(order, now) && (
          <Alert color="orange" variant="light" p="xs">
            <Text size="xs">{texts.pastNotPerformed}</Text>
          </Alert>
        )}
        <Group justify="flex-end" mt="auto">
          {payable ? (
            <Button component={Link} to={pathTo('order-checkout', { order_id: order.id })} size="sm">
              {texts.finishPayment}
            </Button>
          ) : (
            <Button component={Link} to={pathTo('order', { order_id: order.id })} size="sm" variant="light">
              {texts.seeOrder}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
