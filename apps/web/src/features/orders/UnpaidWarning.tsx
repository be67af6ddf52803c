import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from '../../components/order/orders.module.css';
import type { Order } from '../../entities/order/api';
import { canCheckout, paymentSecondsLeft } from '../../entities/order/model';
import { countdownLabel } from '../../lib/labels';
import { pathTo } from '../../lib/paths';
import { texts } from '../../words/order';

/**
 * The floating unpaid warning ("Order detail"): while the order can go to checkout it stays at
 * the bottom of the screen, with the 'TEMPO RESTANTE' countdown and 'efetuar pagamento' while payable.
 */
export function UnpaidWarning({ order, now, payable }: { order: Order; now: Date; payable: boolean }) {
  if (!canCheckout(order)) return null;
  const left = paymentSecondsLeft(order, now) ?? 0;
  return (
    <Paper
      className={classes.floating}
      radius="lg"
      p="md"
      bg="pink.9"
      c="white"
      shadow="lg"
      role="region"
      aria-label={texts.unpaidTimeLeft}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Text fw={700}>{texts.unpaidWarning}</Text>
          {payable && (
            <Text size="sm">
              {texts.label.timeLeft}:{' '}
              <Text span fw={700} role="timer">
                {countdownLabel(left)}
              </Text>
            </Text>
          )}
        </Stack>
        {payable && (
          <Button
            component={Link}
            to={pathTo('order-checkout', { order_id: order.id })}
            variant="white"
            color="pink.9"
          >
            {texts.pay}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
