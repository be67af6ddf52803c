import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { placeholderTexts as t } from '../words/screen-placeholder';

/**
 * The stand-in for a screen whose issue has not been built yet: the page heading and a plain note,
 * never a fake screen. Each feature's placeholder file says which issue replaces it.
 */
export function ScreenPlaceholder({ title, homeHref }: { title: string; homeHref: string }) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="lg">
        <Stack gap="md">
          <Title order={1} fz={26}>
            {title}
          </Title>
          {/* TODO(domain): move to messages */}
          <Text c="dimmed">{t.message}</Text>
          <Button component={Link} to={homeHref} variant="light" w="fit-content">
            {t.backHome}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
