import { Anchor, Center, Container, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { orderQuery, useOrder } from '../../entities/order/api';
import { useChannel } from '../../lib/cable';
import { notify } from '../../lib/notify';
import { pathTo } from '../../lib/paths';
import { useServerNow } from '../../lib/useServerNow';
import { texts } from '../../words/order';
import { OrderDetail } from './OrderDetail';

/** The order page ("Order detail"), kept live by the order's channel. */
export function OrderPage() {
  const { order_id: id = '' } = useParams();
  const order = useOrder(id);
  const now = useServerNow();
  const queryClient = useQueryClient();
  // Any status change pushed on the OrderChannel re-reads the order (states "Real-time events").
  useChannel('OrderChannel', id || null, () => {
    void queryClient.invalidateQueries({ queryKey: orderQuery(id).queryKey });
  });
  useEffect(() => {
    if (order.isError) notify({ type: 'error', message: texts.fetchFailed });
  }, [order.isError]);

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Anchor component={Link} to={pathTo('order-history')} size="sm" w="fit-content">
          ← {texts.backToHistory}
        </Anchor>
        {order.isError ? (
          <Paper withBorder radius="lg" p="lg" role="alert">
            <Text fw={600}>{texts.fetchFailed}</Text>
          </Paper>
        ) : !order.data || now === null ? (
          <Center py="xl">
            <Loader aria-label={texts.loadingOrder} />
          </Center>
        ) : (
          <OrderDetail order={order.data} now={now} />
        )}
      </Stack>
    </Container>
  );
}
