// Built by the Professional side issue: its own layout and screens under /profissional/*. This lazily
// loaded shell keeps the route group reserved, so a customer never downloads it.
import { Container, Stack, Text, Title } from '@mantine/core';

export function ProfessionalShell() {
  return (
    <Container component="main" size="md" py="xl">
      <Stack gap="sm">
        <Title order={1}>Área do profissional</Title>
        {/* TODO(domain): move to messages */}
        <Text c="dimmed">Esta área ainda está sendo preparada e chega em breve.</Text>
      </Stack>
    </Container>
  );
}
