import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { countdownLabel } from '../../lib/labels';
import { texts } from '../../words/checkout';
import classes from './checkout.module.css';

/** The page title with 'TEMPO RESTANTE' mm:ss ("Checkout"). */
export function CountdownHeader({ seconds }: { seconds: number | null }) {
  const label = seconds === null ? '--:--' : countdownLabel(seconds);
  const urgent = seconds !== null && seconds <= 120;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap" className={classes.header}>
        <Stack gap={2}>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {texts.title}
          </Title>
          <Text size="sm" c="dimmed">
            {texts.timeLeftHint}
          </Text>
        </Stack>
        <div className={classes.countdown}>
          <Text size="xs" fw={700} c="dimmed" id="tempo-restante">
            {texts.timeLeft}
          </Text>
          <Text
            component="span"
            role="timer"
            aria-labelledby="tempo-restante"
            className={classes.timer}
            c={urgent ? 'red.8' : 'violet.8'}
          >
            {label}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
