// Built by the Operator console issue: its own layout and screens under /operador/*. This lazily
// loaded shell keeps the route group reserved, so a customer never downloads the console.
import { Container, Stack, Text, Title } from '@mantine/core';

export function OperatorShell() {
  return (
    <Container component="main" size="md" py="xl">
      <Stack gap="sm">
        <Title order={1}>Console do operador</Title>
        {/* TODO(domain): move to messages */}
        <Text c="dimmed">Esta área ainda está sendo preparada e chega em breve.</Text>
      </Stack>
    </Container>
  );
}
