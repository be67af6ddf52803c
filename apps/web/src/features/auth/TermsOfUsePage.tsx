import '@mantine/core/styles/Radio.layer.css';
import { messages } from '@brilho/domain';
import { Alert, Anchor, Box, Button, Container, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useOpenSupport } from '../../components/support';
import { apiDocument, apiRequest } from '../../lib/api/client';
import { notify } from '../../lib/notify';
import { refreshCurrentUser, useCurrentUser } from '../../lib/session';
import { termsTexts as t } from '../../words/terms-of-use';

interface Terms {
  id: string;
  title: string;
  body: string;
  published_on: string;
}

type Choice = 'unselected' | 'accepted' | 'declined';

const formatDate = (iso: string) => iso.split('-').reverse().join('/');

export function TermsOfUsePage() {
  const openSupport = useOpenSupport();
  // Answered terms (reached from the footer's link) are shown to reread, with nothing to answer.
  const readOnly = useCurrentUser().data?.answered_current_terms === true;
  const terms = useQuery({
    queryKey: ['terms-of-use'],
    queryFn: async () => (await apiDocument<Terms[]>('/terms-of-use')).data[0] ?? null,
  });
  const [choice, setChoice] = useState<Choice>('unselected');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // Once per failure, not on every render.
  const termsError = terms.error?.message;
  useEffect(() => {
    if (termsError) notify({ type: 'error', message: termsError });
  }, [termsError]);

  const submit = async () => {
    if (choice === 'unselected' || !terms.data) {
      setError(messages.auth.termsSelectionRequired);
      return;
    }
    setSubmitting(true);
    try {
      await apiRequest('/accounts-terms-of-use', {
        method: 'POST',
        body: { accepted: choice === 'accepted', termsOfUseId: terms.data.id },
      });
      await refreshCurrentUser();
    } finally {
      // The spec reloads the page after answering, and on failure too.
      window.location.reload();
    }
  };

  return (
    <Container size="md" py="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={26}>
            {readOnly ? 'Termos de uso' : 'Atualizamos os nossos termos de uso'}
          </Title>
          {!readOnly && <Text c="dimmed">{t.intro}</Text>}
          {terms.data && (
            <>
              <Text size="sm" fw={600}>
                {t.titleAndVersion(terms.data.title, formatDate(terms.data.published_on))}
              </Text>
              {/* A scrolling box must be reachable by keyboard to be read (axe: scrollable-region-focusable). */}
              <Box
                tabIndex={0}
                role="region"
                aria-label="Texto dos termos de uso"
                mah={readOnly ? undefined : 360}
                style={{ overflowY: 'auto' }}
                pr="xs"
              >
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {terms.data.body}
                </Text>
              </Box>
            </>
          )}
          {!readOnly && (
            <Radio.Group
              value={choice === 'unselected' ? null : choice}
              onChange={(value) => {
                setChoice(value as Choice);
                setError(null);
              }}
              label="Sua resposta"
              error={error}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="accepted" label="Li e concordo com os termos de uso" />
              </Stack>
            </Radio.Group>
          )}
          {!readOnly && (
            <Button onClick={submit} loading={submitting} w={{ base: '100%', sm: 'fit-content' }}>
              continuar
            </Button>
          )}
          <Text size="sm" c="dimmed">
            {t.questions}{' '}
            <Anchor component="button" type="button" onClick={() => openSupport()}>
              Fale com o nosso suporte
            </Anchor>
            .
          </Text>
          {terms.isError && <Alert color="red">{terms.error.message}</Alert>}
        </Stack>
      </Paper>
    </Container>
  );
}
