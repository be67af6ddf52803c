import '@mantine/core/styles/ThemeIcon.layer.css';
import { messages } from '@brilho/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { MailIcon } from '../../components/icons';
import { ApiError, apiRequest } from '../../lib/api/client';
import { pathTo } from '../../lib/paths';
import { forgotPasswordTexts as t } from '../../words/forgot-password';
import { AuthCard, ServerErrorAlert } from './AuthCard';

const schema = z.object({
  email: z.string().trim().min(1, messages.common.required).pipe(z.email(messages.common.invalidEmail)),
});

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      await apiRequest('/password-recovery', { method: 'POST', body: { email: email.toLowerCase() } });
      setSent(true);
    } catch (error) {
      setServerError(
        error instanceof ApiError && error.status === 404
          ? messages.auth.recoveryEmailNotFound
          : messages.auth.recoveryFailed,
      );
    }
  });

  if (sent) {
    return (
      <AuthCard title={messages.auth.recoverySentTitle}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light">
            <MailIcon size={32} />
          </ThemeIcon>
          <Text>{messages.auth.recoverySentText}</Text>
          <Text size="sm" c="dimmed">
            {t.linkValidity}
          </Text>
          <Button component={Link} to={pathTo('login')} variant="light">
            voltar para o login
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Esqueci minha senha"
      subtitle={t.subtitle}
      footer={
        <Anchor component={Link} to={pathTo('login')}>
          Lembrei a senha, quero entrar
        </Anchor>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <ServerErrorAlert message={serverError} onClose={() => setServerError(null)} />
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            {...register('email')}
            error={formState.errors.email?.message}
          />
          <Button type="submit" loading={formState.isSubmitting} fullWidth>
            enviar
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
