import '@mantine/core/styles/Grid.layer.css';
import { firstWord, messages } from '@brilho/domain';
import { Box, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { MailIcon } from '../../components/icons';
import { pathTo } from '../../lib/paths';
import { useCurrentUser } from '../../lib/session';
import { texts } from '../../words/dashboard';
import { OrderSections } from './OrderSections';
import { SideColumn } from './SideColumn';

// Its form (zod, react-hook-form) loads when a customer asks for it, not with the dashboard.
const VerifyEmailDialog = lazy(() =>
  import('../../components/VerifyEmailDialog').then((m) => ({ default: m.VerifyEmailDialog })),
);

export function DashboardPage() {
  const { data: user } = useCurrentUser();
  const [dialogOpened, dialog] = useDisclosure(false);
  // Mounted from the first opening on, so its chunk is fetched only then and closing still animates.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (!user) return null;
  const unverified = user.status === 'waiting_email_verification' && user.answered_current_terms;

  return (
    <Container size="lg" py="xl">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="violet.7" c="white">
            <Stack gap="sm">
              <Title order={1} fz={{ base: 24, sm: 30 }}>
                {texts.greeting(firstWord(user.first_name))}
              </Title>
              <Text fz="lg">{messages.dashboard.question}</Text>
              <Button
                component={Link}
                to={pathTo('purchase-flow')}
                variant="white"
                color="violet"
                w="fit-content"
              >
                selecionar o local da limpeza
              </Button>
            </Stack>
          </Paper>
          <Box mt="xl">
            <OrderSections />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {unverified && (
              <Paper withBorder radius="lg" p="lg" role="status">
                <Stack gap="sm">
                  <Group gap="xs" c="orange.8">
                    <MailIcon />
                    <Text fw={700}>Confirme o seu e-mail</Text>
                  </Group>
                  <Text size="sm">
                    {texts.linkSentTo}
                    <b>{user.email}</b>
                    {texts.confirmBeforeFirst}
                  </Text>
                  <Button
                    variant="light"
                    onClick={() => {
                      setDialogWanted(true);
                      dialog.open();
                    }}
                  >
                    verificar e-mail
                  </Button>
                </Stack>
              </Paper>
            )}
            <SideColumn user={user} />
          </Stack>
        </Grid.Col>
      </Grid>
      {dialogWanted && (
        <Suspense fallback={null}>
          <VerifyEmailDialog opened={dialogOpened} onClose={dialog.close} user={user} />
        </Suspense>
      )}
    </Container>
  );
}
