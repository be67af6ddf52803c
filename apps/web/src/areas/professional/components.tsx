import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { texts } from '../../words/professional';
import classes from './professional.module.css';

/** A screen's heading and content, in the area's column. */
export function Screen({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {aside}
      </Stack>
      {children}
    </Stack>
  );
}

/** A titled card of a screen (the profile's districts, availability, ratings), named by its heading. */
export function Section({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

export function Loading({ label = texts.loading }: { label?: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

export function LoadFailed({
  onRetry,
  message = texts.loadFailed,
}: {
  onRetry: () => void;
  message?: string;
}) {
  return (
    <Alert color="red" variant="light" radius="lg" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="red.9" onClick={onRetry}>
          {texts.retry}
        </Button>
      </Stack>
    </Alert>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm" ta="center" className={classes.empty}>
      {children}
    </Text>
  );
}
