import { Paper, Stack, Text, Title } from '@mantine/core';
import type { Me } from './api';

// Its own texts: the page is its own chunk, loaded only by a professional not yet validated.
const texts = {
  reviewTitle: 'Cadastro em análise',
  reviewText:
    'Recebemos seu cadastro. Nossa equipe confere seus dados e documentos em até 72 horas úteis e avisa você por e-mail. Enquanto isso, você ainda não recebe ofertas de limpeza.',
  refusedTitle: 'Cadastro não aprovado',
  refusedText: 'Conferimos seus dados e documentos e não pudemos aprovar seu cadastro.',
  refusedReason: 'Motivo',
} as const;

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
        <Text>Olá, {me.first_name}!</Text>
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
