import { messages } from '@brilho/domain';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

const NotFoundPage = lazy(() =>
  import('../../features/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

/**
 * What a route shows when its loader or screen fails: a 404 is the not-found page; anything else (a
 * screen's chunk gone after a deploy, a render error) asks for a reload.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  return (
    <Container size="xs" py={80}>
      <Stack align="center" gap="lg" ta="center">
        <Title order={1} fz={26}>
          Ops!
        </Title>
        <Text>{messages.common.unexpectedReload}</Text>
        <Button onClick={() => window.location.reload()}>atualizar a página</Button>
      </Stack>
    </Container>
  );
}
