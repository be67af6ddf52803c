import { LAYOUT } from '@brilho/domain';
import { Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { useServerNow } from '../../lib/useServerNow';
import { texts } from '../../words/order';
import { HistoryCards } from './HistoryCards';
import { HistoryTable } from './HistoryTable';

/** Lists switch at 992 px ("Layout"): a paged table from there up, cards below. */
export const WIDE_QUERY = `(min-width: ${LAYOUT.listBreakpointPx}px)`;

/**
 * The order history ("Order history"): 'Profissional', 'Data e duração', 'Endereço',
 * 'Status', 'Ação' with paging above 992 px; cards with 'carregar mais' below; 'fazer novo pedido'.
 */
export function OrderHistoryPage() {
  const wide = useMediaQuery(WIDE_QUERY, false, { getInitialValueInEffect: false });
  const now = useServerNow();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {texts.historyTitle}
          </Title>
          <Button component={Link} to={pathTo('purchase-flow')}>
            {texts.newOrder}
          </Button>
        </Group>
        {now === null ? (
          <Group gap="xs">
            <Loader size="sm" aria-label={texts.loading} />
            <Text size="sm">{texts.loading}</Text>
          </Group>
        ) : wide ? (
          <HistoryTable now={now} />
        ) : (
          <HistoryCards now={now} />
        )}
      </Stack>
    </Container>
  );
}
