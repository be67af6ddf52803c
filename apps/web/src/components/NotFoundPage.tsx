import { messages } from '@brilho/domain';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { pathTo } from '../lib/paths';
import { notFoundTexts as t } from '../words/not-found';
import { Logo } from './Logo';

export function NotFoundPage() {
  return (
    <Container size="xs" py={80}>
      <Stack align="center" gap="lg" ta="center">
        <Logo />
        <Text fz={64} fw={800} c="violet.6" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1} fz={28}>
          {messages.common.notFoundPage}
        </Title>
        <Text c="dimmed">{t.message}</Text>
        <Button component={Link} to={pathTo('dashboard')}>
          {t.backHome}
        </Button>
      </Stack>
    </Container>
  );
}
