import '@mantine/core/styles/Code.layer.css';
import { commonMessages } from '@brilho/domain/messages-core';
import { Button, Code, Container, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { releaseServerPage } from '../lib/server-page';
import { correlationIdOf, reportError } from '../lib/telemetry';
import { appTexts as t } from '../words/app';

/**
 * What the customer sees when a screen breaks: 'Ocorreu um erro inesperado, tente atualizar a página!',
 * a reload button, and the server's reference when the failure came from the API, so support can find
 * the log line.
 */
export function UnexpectedError({ error }: { error: unknown }) {
  const reference = correlationIdOf(error);
  return (
    <Container size="xs" py={80}>
      <Stack align="center" gap="lg" ta="center" role="alert">
        <Title order={1} fz={26}>
          Ops!
        </Title>
        <Text>{commonMessages.unexpectedReload}</Text>
        {reference && (
          <Text size="sm" c="dimmed">
            {t.reference} <Code>{reference}</Code>
          </Text>
        )}
        <Button onClick={() => window.location.reload()}>{t.reload}</Button>
      </Stack>
    </Container>
  );
}

/** Reports the error once when shown (the router's error screens use it). */
export function ReportedUnexpectedError({ error }: { error: unknown }) {
  useEffect(() => {
    void reportError(error);
  }, [error]);
  return <UnexpectedError error={error} />;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * The app root's boundary: a render error outside the router's own error screens (the providers, the
 * router itself) ends here instead of a blank page, and is reported.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    // The error shows, not a page the server rendered in front of the app.
    releaseServerPage();
    void reportError(error);
  }

  override render() {
    return this.state.failed ? <UnexpectedError error={this.state.error} /> : this.props.children;
  }
}
