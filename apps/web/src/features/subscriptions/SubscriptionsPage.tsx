import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { READABLE_ALERT } from '../../components/alert';
import { subscriptionsQuery } from '../../entities/subscription/api';
import { sortSubscriptions } from '../../entities/subscription/model';
import { useServerNow } from '../../lib/useServerNow';
import { texts } from '../../words/subscriptions';
import { EmptySubscriptions } from './EmptySubscriptions';
import { SubscriptionCard } from './SubscriptionCard';
import classes from './subscriptions.module.css';

/** `/assinaturas` ("Subscriptions and cycle"): the customer's subscriptions by state. */
export function SubscriptionsPage() {
  const list = useInfiniteQuery(subscriptionsQuery);
  const now = useServerNow(60_000);
  const subscriptions = sortSubscriptions(list.data?.pages.flatMap((page) => page.subscriptions) ?? []);

  let body: ReactNode;
  if (list.isError && !list.data)
    body = (
      <Alert
        color="red"
        styles={READABLE_ALERT}
        variant="light"
        radius="lg"
        title={texts.listFailed}
        role="alert"
      >
        <Button
          mt="xs"
          variant="outline"
          color="red.9"
          onClick={() => void list.refetch()}
          loading={list.isRefetching}
        >
          {texts.retry}
        </Button>
      </Alert>
    );
  else if (!list.data || now === null)
    body = (
      <Center py="xl">
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{texts.loading}</Text>
        </Group>
      </Center>
    );
  else if (subscriptions.length === 0) body = <EmptySubscriptions />;
  else
    body = (
      <Stack gap="md">
        <div className={classes.list}>
          {subscriptions.map((subscription) => (
            <SubscriptionCard key={subscription.id} subscription={subscription} now={now} />
          ))}
        </div>
        {list.hasNextPage && (
          <Center>
            <Button
              variant="light"
              onClick={() => void list.fetchNextPage()}
              loading={list.isFetchingNextPage}
            >
              {texts.loadMore}
            </Button>
          </Center>
        )}
      </Stack>
    );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {texts.title}
          </Title>
          <Text c="dimmed">{texts.subtitle}</Text>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
