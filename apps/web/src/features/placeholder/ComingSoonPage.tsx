import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { matchRouteName, pathTo, routes } from '../../app/paths';

// A route registered by the Foundation issue whose screen is built by a later issue (booking, orders,
// payments, subscriptions, help, public profile). It says so plainly instead of faking the screen.
export function ComingSoonPage() {
  const { pathname } = useLocation();
  const { title } = routes[matchRouteName(pathname)];
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="lg">
        <Stack gap="md">
          <Title order={1} fz={26}>
            {title}
          </Title>
          <Text c="dimmed">Esta área ainda está sendo preparada e chega em breve.</Text>
          <Button component={Link} to={pathTo('dashboard')} variant="light" w="fit-content">
            voltar para o início
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
