import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import ordersClasses from '../../components/order/orders.module.css';
import type { Cycle } from '../../entities/subscription/api';
import { cycleMonth, lastPaymentDay, monthLabel } from '../../entities/subscription/model';
import { pathTo } from '../../lib/paths';
import { texts } from '../../words/dashboard';

/** The card's label (from the API's `card_label`): the due day after 'VENCIMENTO'. */
export function cycleLabel(cycle: Cycle): { text: string; color: string; textColor?: string } {
  // Yellow with dark text: white on yellow does not reach AA.
  if (cycle.card_label === texts.cycleLabel.awaiting)
    return { text: cycle.card_label, color: 'yellow.4', textColor: 'dark.8' };
  if (cycle.card_label === texts.cycleLabel.expired || cycle.expired)
    return { text: texts.cycleLabel.expired, color: 'gray.7' };
  const until = lastPaymentDay(cycle);
  return {
    text: until ? `${texts.cycleLabel.due} ${until.slice(0, 5)}` : texts.cycleLabel.due,
    color: 'pink.9',
  };
}

/**
 * A pending cycle ("Dashboard"): the month, how many cleanings, their duration and the address;
 * 'finalizar pagamento' to the cycle's checkout, or 'ver ciclo' while a boleto is being confirmed (or
 * whenever it cannot be paid now). The list hides expired cycles before they get here.
 */
export function CycleCard({ cycle }: { cycle: Cycle }) {
  const headingId = useId();
  const label = cycleLabel(cycle);
  const awaiting = cycle.card_label === texts.cycleLabel.awaiting;
  const pay = cycle.payable && !awaiting;
  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p="md"
      aria-labelledby={headingId}
      className={ordersClasses.card}
      data-testid="cycle-card"
    >
      <Stack gap="sm" h="100%">
        <Badge
          color={label.color}
          c={label.textColor ?? 'white'}
          variant="filled"
          radius="sm"
          className={ordersClasses.badge}
        >
          {label.text}
        </Badge>
        <Stack gap={0} miw={0}>
          <Text fw={700} id={headingId}>
            {monthLabel(cycleMonth(cycle))}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {cycle.subscription?.name ?? texts.subscription}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="sm">{texts.cycleOrders(cycle.orders_count)}</Text>
          <Text size="sm">{texts.cycleDuration(cycle.duration_hours)}</Text>
          {cycle.address && (
            <Text size="sm" c="dimmed" truncate>
              {cycle.address.name}
            </Text>
          )}
        </Stack>
        <Group justify="flex-end" mt="auto">
          {pay ? (
            <Button component={Link} to={pathTo('cycle-checkout', { cycle_id: cycle.id })} size="sm">
              {texts.finishPayment}
            </Button>
          ) : (
            <Button component={Link} to={pathTo('cycle', { id: cycle.id })} size="sm" variant="light">
              {texts.seeCycle}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
