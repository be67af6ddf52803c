import '@mantine/core/styles/Avatar.layer.css';
import { formatMoney } from '@brilho/domain';
import { Anchor, Avatar, Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Cycle, Subscription } from '../../entities/subscription/api';
import {
  cycleMonth,
  cyclesOfSubscription,
  dayOf,
  monthLabel,
  professionalName,
} from '../../entities/subscription/model';
import { pathTo } from '../../lib/paths';
import { texts } from '../../words/subscriptions';
import { CycleChip, SubscriptionChip } from './Chips';
import classes from './subscriptions.module.css';

function CycleRow({ cycle }: { cycle: Cycle }) {
  const month = monthLabel(cycleMonth(cycle));
  return (
    <li className={classes.cycleRow} data-testid="cycle-row">
      <Stack gap={2} miw={0}>
        <Anchor component={Link} to={pathTo('cycle', { id: cycle.id })} fw={700} size="sm">
          {texts.cycleLink(month)}
        </Anchor>
        <Text size="xs" c="dimmed">
          {texts.ordersCount(cycle.orders_count)} · {formatMoney(cycle.amount?.total)}
        </Text>
      </Stack>
      <Group gap="xs" justify="flex-end">
        <CycleChip status={cycle.status} />
        {cycle.payable && (
          <Button
            component={Link}
            to={pathTo('cycle-checkout', { cycle_id: cycle.id })}
            size="compact-sm"
            aria-label={`${texts.payCycle} ${texts.cycleLink(month).toLowerCase()}`}
          >
            {texts.payCycle}
          </Button>
        )}
      </Group>
    </li>
  );
}

/**
 * A subscription ("Subscriptions and cycle"): name, status chip, frequency, duration of each
 * cleaning, the professional, and the cycles (those of the current month on; earlier and cancelled ones
 * one tap away).
 */
export function SubscriptionCard({ subscription, now }: { subscription: Subscription; now: Date }) {
  const headingId = useId();
  const earlierId = useId();
  const [showEarlier, setShowEarlier] = useState(false);
  const { current, earlier } = cyclesOfSubscription(subscription.cycles ?? [], now);
  const name = professionalName(subscription.professional);
  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={headingId}
      data-testid="subscription-card"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Title order={2} fz="lg" id={headingId} className={classes.name}>
            {subscription.name}
          </Title>
          <SubscriptionChip status={subscription.status} />
        </Group>
        <div className={classes.facts}>
          <div>
            <Text size="xs" c="dimmed" fw={700} tt="uppercase">
              {texts.frequency}
            </Text>
            <Text size="sm">{subscription.frequency}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed" fw={700} tt="uppercase">
              {texts.duration}
            </Text>
            <Text size="sm">{texts.hours(subscription.order_duration)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed" fw={700} tt="uppercase">
              {texts.since}
            </Text>
            <Text size="sm">{dayOf(subscription.starts_at)}</Text>
          </div>
        </div>
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={subscription.professional?.account?.profile?.profile_picture ?? null}
            alt={name ? texts.professionalPhoto(name) : texts.noProfessional}
            radius="xl"
            size={44}
            color="violet"
          >
            {name.slice(0, 1).toUpperCase() || '?'}
          </Avatar>
          <Stack gap={0} miw={0}>
            <Text size="xs" c="dimmed" fw={700} tt="uppercase">
              {texts.professional}
            </Text>
            <Text size="sm" fw={600} truncate>
              {name || texts.noProfessional}
            </Text>
          </Stack>
        </Group>
        <Stack gap="xs">
          <Title order={3} fz="sm">
            {texts.cyclesTitle}
          </Title>
          {current.length === 0 ? (
            <Text size="sm" c="dimmed">
              {texts.noCycles}
            </Text>
          ) : (
            <ul className={classes.cycleList}>
              {current.map((cycle) => (
                <CycleRow key={cycle.id} cycle={cycle} />
              ))}
            </ul>
          )}
          {earlier.length > 0 && (
            <>
              <Button
                variant="subtle"
                size="compact-sm"
                w="fit-content"
                onClick={() => setShowEarlier((value) => !value)}
                aria-expanded={showEarlier}
                aria-controls={earlierId}
              >
                {showEarlier ? texts.hideEarlierCycles : texts.earlierCycles(earlier.length)}
              </Button>
              <Collapse expanded={showEarlier} id={earlierId}>
                <ul className={classes.cycleList}>
                  {earlier.map((cycle) => (
                    <CycleRow key={cycle.id} cycle={cycle} />
                  ))}
                </ul>
              </Collapse>
            </>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
