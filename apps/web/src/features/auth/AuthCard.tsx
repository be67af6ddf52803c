import { Alert, Anchor, Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { pathTo } from '../../lib/paths';

/** The frame of the signed-out screens: logo, a card, and what sits under it. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  aside,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Container size={440} py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Box ta="center">
          <Anchor
            component={Link}
            to={pathTo('login')}
            aria-label="Brilho"
            underline="never"
            display="inline-block"
          >
            <Logo />
          </Anchor>
        </Box>
        {aside}
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
          <Stack gap="md">
            <Box>
              <Title order={1} fz={24}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm" mt={4}>
                  {subtitle}
                </Text>
              )}
            </Box>
            {children}
          </Stack>
        </Paper>
        {footer && (
          <Text ta="center" size="sm">
            {footer}
          </Text>
        )}
      </Stack>
    </Container>
  );
}

/** The server's error text in a dismissible box (login, recovery and reset forms). */
export function ServerErrorAlert({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" withCloseButton onClose={onClose} closeButtonLabel="Fechar">
      {message}
    </Alert>
  );
}
