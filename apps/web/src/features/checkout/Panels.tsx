import { Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import classes from './checkout.module.css';
import { texts } from './texts';
import type { PanelError } from './useCheckoutFlow';

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
