import '@mantine/core/styles/ThemeIcon.layer.css';
import { messages, VERIFY_EMAIL_REDIRECT_SECONDS } from '@brilho/domain';
import { Button, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AlertIcon, CheckIcon } from '../../components/icons';
import { apiRequest } from '../../lib/api/client';
import { pathTo } from '../../lib/paths';
import { refreshCurrentUser } from '../../lib/session';
import { verifyEmailTexts as t } from '../../words/verify-email';
import { AuthCard } from './AuthCard';

type State = 'loading' | 'valid' | 'invalid';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [state, setState] = useState<State>('loading');
  const [seconds, setSeconds] = useState(VERIFY_EMAIL_REDIRECT_SECONDS);

  useEffect(() => {
    let cancelled = false;
    if (!token) {
      setState('invalid');
      return;
    }
    apiRequest('/email-verification/verify', { method: 'POST', body: { token } })
      .then(async () => {
        await refreshCurrentUser();
        if (!cancelled) setState('valid');
      })
      .catch(() => !cancelled && setState('invalid'));
    return () => {
      cancelled = true;
    };
  }, [token]);

  useEffect(() => {
    if (state !== 'valid') return;
    if (seconds <= 0) {
      navigate(pathTo('purchase-flow'), { replace: true });
      return;
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [state, seconds, navigate]);

  return (
    <AuthCard title={t.title}>
      <Stack align="center" ta="center" gap="md" aria-live="polite">
        {state === 'loading' && (
          <>
            <Loader aria-label="Confirmando o seu e-mail" />
            <Text>Confirmando o seu e-mail...</Text>
          </>
        )}
        {state === 'valid' && (
          <>
            <ThemeIcon size={64} radius="xl" variant="light" color="teal">
              <CheckIcon size={32} />
            </ThemeIcon>
            <Text fw={600}>{messages.auth.emailConfirmed}</Text>
            <Text size="sm" c="dimmed">
              {t.redirecting(seconds)}
            </Text>
            <Button component={Link} to={pathTo('purchase-flow')}>
              agendar agora
            </Button>
          </>
        )}
        {state === 'invalid' && (
          <>
            <ThemeIcon size={64} radius="xl" variant="light" color="red">
              <AlertIcon size={32} />
            </ThemeIcon>
            <Text fw={600}>{messages.auth.invalidToken}</Text>
            <Text size="sm" c="dimmed">
              {t.signInForNewLink}
            </Text>
            <Button component={Link} to={pathTo('dashboard')} variant="light">
              {t.goHome}
            </Button>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
