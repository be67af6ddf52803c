import { PAGE_SIZES } from '@brilho/domain';
import { Button, Center, Loader, Stack } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { OrderCard } from '../../components/order/OrderCard';
import classes from '../../components/order/orders.module.css';
import { fetchOrdersPage, ORDERS_KEY } from '../../entities/order/api';
import { notify } from '../../lib/notify';
import { texts } from '../../words/order';
import { HistoryEmpty, HistoryError } from './HistoryStates';

/** The mobile history: cards, 25 at a time, 'carregar mais' while pages remain. */
export function HistoryCards({ now }: { now: Date }) {
  const query = useInfiniteQuery({
    queryKey: [...ORDERS_KEY, 'history-cards'],
    queryFn: ({ pageParam }) => fetchOrdersPage({ page: pageParam, size: PAGE_SIZES.orders }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.pageCount ? pages.length + 1 : undefined),
    retry: false,
  });
  useEffect(() => {
    if (query.isError) notify({ type: 'error', message: texts.listFailed });
  }, [query.isError]);

  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={texts.loading} />
      </Center>
    );
  if (query.isError && !query.data) return <HistoryError onRetry={() => void query.refetch()} />;
  const orders = query.data.pages.flatMap((page) => page.orders);
  if (orders.length === 0) return <HistoryEmpty />;

  return (
    <Stack gap="md">
      <div className={classes.grid}>
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} now={now} />
        ))}
      </div>
      {query.hasNextPage && (
        <Button
          variant="outline"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          fullWidth
        >
          {texts.loadMore}
        </Button>
      )}
    </Stack>
  );
}
