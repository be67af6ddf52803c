import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { texts } from '../../words/subscriptions';
import classes from './subscriptions.module.css';

const Check = () => (
  <svg
    width={14}
    height={14}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={3}
    aria-hidden="true"
  >
    <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** No subscription yet: what a subscription brings, the yearly savings, and the way to get one. */
export function EmptySubscriptions() {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      component="section"
      aria-labelledby="sem-assinaturas"
    >
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }} id="sem-assinaturas">
            {texts.emptyTitle}
          </Title>
          <Text>{texts.emptyText}</Text>
        </Stack>
        <List
          spacing="xs"
          icon={
            <ThemeIcon color="teal.9" size={22} radius="xl">
              <Check />
            </ThemeIcon>
          }
        >
          {texts.emptyBenefits.map((benefit) => (
            <List.Item key={benefit}>{benefit}</List.Item>
          ))}
        </List>
        <Stack gap="xs">
          <Title order={3} fz="md">
            {texts.savingsTitle}
          </Title>
          <div className={classes.savings}>
            {texts.savings.map((saving) => (
              <Paper key={saving.frequency} radius="md" p="md" bg="violet.0">
                <Text fw={700}>{saving.frequency}</Text>
                <Text fz="lg" fw={800} c="violet.9">
                  {texts.perYear(saving.cents)}
                </Text>
              </Paper>
            ))}
          </div>
        </Stack>
        <Text size="sm" c="dimmed">
          {texts.emptyHow}
        </Text>
        <Group>
          <Button component={Link} to={pathTo('purchase-flow')} size="md">
            {texts.emptyAction}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
