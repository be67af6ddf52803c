import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { texts } from '../../words/order';

/** No orders yet: a find-a-professional card leading to the purchase flow (the screens). */
export function HistoryEmpty() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="lg">
          {texts.emptyTitle}
        </Title>
        <Text size="sm">{texts.emptyText}</Text>
        <Button component={Link} to={pathTo('purchase-flow')}>
          {texts.emptyAction}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The list could not be read: the spec's text, and a way to try again. */
export function HistoryError({ onRetry }: { onRetry: () => void }) {
  return (
    <Paper withBorder radius="lg" p="lg" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{texts.listFailed}</Text>
        <Button variant="light" onClick={onRetry}>
          {texts.retry}
        </Button>
      </Stack>
    </Paper>
  );
}
