import { Paper, Stack, Text, Title } from '@mantine/core';
import { reviewTexts as texts } from '../../words/professional-review';
import type { Me } from './api';

/**
 * What a professional not yet validated sees instead of their area: 'Cadastro em análise' while
 * the operator checks the registration (72 business hours per the terms), or the refusal with its reason.
 */
export function ReviewPage({ me }: { me: Pick<Me, 'first_name' | 'validation' | 'refusal_reason'> }) {
  const refused = me.validation === 'refused';
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto">
      <Stack gap="md">
        <Title order={1} fz={24}>
          {refused ? texts.refusedTitle : texts.reviewTitle}
        </Title>
        <Text>{texts.greeting(me.first_name)}</Text>
        <Text>{refused ? texts.refusedText : texts.reviewText}</Text>
        {refused && me.refusal_reason && (
          <Stack gap={2}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              {texts.refusedReason}
            </Text>
            <Text>{me.refusal_reason}</Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
