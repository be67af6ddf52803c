import { messages } from '@brilho/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { safeNext } from '../../app/guard';
import { pathTo } from '../../app/paths';
import { ApiError, apiRequest } from '../../lib/api/client';
import { needsDataUpdate, startSession } from '../../lib/session';
import { AuthCard, ServerErrorAlert } from './AuthCard';
import { Mascot } from './Mascot';

const schema = z.object({
  email: z.string().trim().min(1, messages.common.required).pipe(z.email(messages.common.invalidEmail)),
  password: z.string().min(1, messages.common.required),
});
type LoginForm = z.infer<typeof schema>;

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'));
  const [passwordFocused, setPasswordFocused] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setServerError(null);
    try {
      const answer = await apiRequest<{ token: string }>('/authentication', {
        method: 'POST',
        body: { email: email.toLowerCase(), password },
      });
      const user = await startSession(answer.token);
      if (user && needsDataUpdate(user)) navigate(pathTo('update-your-data'), { replace: true });
      else navigate(next ?? pathTo('dashboard'), { replace: true });
    } catch (error) {
      setServerError(
        error instanceof ApiError && error.status > 0
          ? error.message || messages.auth.signInFailedNoMessage
          : messages.auth.signInFailedNoMessage,
      );
    }
  });

  const signupLink = `${pathTo('signup')}${next ? `?next=${encodeURIComponent(next)}` : ''}`;
  return (
    <AuthCard
      title="Entrar"
      subtitle="Que bom ver você de novo!"
      aside={<Mascot coveringEyes={passwordFocused} />}
      footer={
        <>
          Ainda não tem conta?{' '}
          <Anchor component={Link} to={signupLink} fw={600}>
            Cadastre-se
          </Anchor>
        </>
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
          <PasswordInput
            label="Senha"
            autoComplete="current-password"
            {...register('password')}
            onFocus={() => setPasswordFocused(true)}
            onBlur={(event) => {
              setPasswordFocused(false);
              void register('password').onBlur(event);
            }}
            error={formState.errors.password?.message}
          />
          <Anchor component={Link} to={pathTo('forgot-my-password')} size="sm" ta="right">
            Esqueci minha senha
          </Anchor>
          <Button type="submit" loading={formState.isSubmitting} fullWidth>
            entrar
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
