import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { texts } from '../../words/checkout';
import classes from './checkout.module.css';
import type { PanelError } from './flowErrors';

/** 'PROCESSANDO O PAGAMENTO' while the gateway answers. */
export function ProcessingPanel({ inAnalysis }: { inAnalysis: boolean }) {
  return (
    <Paper withBorder radius="lg" p="xl" className={classes.panel} role="status" aria-live="polite">
      <Stack gap="md" align="center">
        <Loader size="lg" aria-hidden />
        <Title order={2} fz="lg">
          {texts.processingTitle}
        </Title>
        <Text>{texts.processingText}</Text>
        {inAnalysis && (
          <Text size="sm" c="dimmed">
            {texts.inAnalysis}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** 'TIVEMOS UM PROBLEMA :(' with the detail, and 'Voltar para tentar novamente' unless payment is blocked. */
export function ErrorPanel({
  error,
  onRetry,
  onSeeOrder,
  seeLabel = texts.seeOrder,
}: {
  error: PanelError;
  onRetry: () => void;
  onSeeOrder: () => void;
  /** 'ver pedido', or 'ver ciclo' on a cycle's checkout. */
  seeLabel?: string;
}) {
  return (
    <Paper withBorder radius="lg" p="xl" className={classes.panel} role="alert">
      <Stack gap="md" align="center">
        <Title order={2} fz="lg" c="red.8">
          {error.title}
        </Title>
        <Text>{error.detail}</Text>
        {error.blocking ? (
          <Button variant="light" onClick={onSeeOrder}>
            {seeLabel}
          </Button>
        ) : (
          <Button onClick={onRetry}>{texts.retry}</Button>
        )}
      </Stack>
    </Paper>
  );
}

/** The payable could not be read: the reason and a retry (the order's and the cycle's checkout). */
export function LoadFailedPanel({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Container size="sm" py="xl">
      <Alert color="red" variant="light" title={title}>
        <Button mt="sm" variant="light" onClick={onRetry}>
          {texts.tryAgain}
        </Button>
      </Alert>
    </Container>
  );
}

/** While the payable and the customer's data load. */
export function LoadingPanel({ label }: { label: string }) {
  return (
    <Group justify="center" py={80} gap="sm">
      <Loader size="sm" />
      <Text size="sm">{label}</Text>
    </Group>
  );
}
