import '@mantine/core/styles/ThemeIcon.layer.css';
import { messages, passwordMessages, passwordRuleBroken, TEXT_LIMITS } from '@brilho/domain';
import { newPassword } from '@brilho/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { CheckIcon } from '../../components/icons';
import { ApiError, apiRequest } from '../../lib/api/client';
import { pathTo } from '../../lib/paths';
import { resetPasswordTexts as t } from '../../words/reset-password';
import { AuthCard, ServerErrorAlert } from './AuthCard';

const minPassword = `A senha deve ter ao menos ${TEXT_LIMITS.passwordMin} caracteres`;
// The e-mail is sent but not checked here (password reset rules): the server compares it with the token.
const schema = z
  .object({
    email: z.string().trim(),
    password: newPassword,
    password_confirmation: z.string().min(TEXT_LIMITS.passwordMin, minPassword),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: t.passwordsDiffer,
    path: ['password_confirmation'],
  })
  // What the typed e-mail tells already; the server also knows the names (and the common-password list).
  .refine((v) => passwordRuleBroken(v.password, { email: v.email }) !== passwordMessages.personal, {
    message: passwordMessages.personal,
    path: ['password'],
  });
type ResetForm = z.infer<typeof schema>;

function messageFor(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.auth.resetFailed;
  if (error.status === 404) return messages.auth.resetEmailMismatch;
  if (error.status === 400) return messages.auth.resetLinkExpired;
  return messages.auth.resetFailed;
}

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<ResetForm>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await apiRequest(`/password-recovery/${encodeURIComponent(token)}`, {
        method: 'POST',
        body: { ...values, email: values.email.toLowerCase(), token },
      });
      setDone(true);
    } catch (error) {
      // A refused password (too common, personal, too long) is shown on its field, not in the box.
      const refused =
        error instanceof ApiError && error.status === 422 ? error.fieldErrors().password : undefined;
      if (refused) setError('password', { message: refused }, { shouldFocus: true });
      else setServerError(messageFor(error));
    }
  });

  if (done) {
    return (
      <AuthCard title={messages.auth.resetDoneTitle}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light" color="teal">
            <CheckIcon size={32} />
          </ThemeIcon>
          <Text>{messages.auth.resetDoneText}</Text>
          <Button component={Link} to={pathTo('login')}>
            ir para o login
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Redefina sua senha" subtitle="Crie uma nova senha com pelo menos 8 caracteres.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <ServerErrorAlert message={serverError} onClose={() => setServerError(null)} />
          <TextInput label="E-mail" type="email" autoComplete="email" {...register('email')} />
          <PasswordInput
            label="Nova senha"
            autoComplete="new-password"
            {...register('password')}
            error={formState.errors.password?.message}
          />
          <PasswordInput
            label="Confirme a nova senha"
            autoComplete="new-password"
            {...register('password_confirmation')}
            error={formState.errors.password_confirmation?.message}
          />
          <Button type="submit" loading={formState.isSubmitting} fullWidth>
            redefinir
          </Button>
          <Anchor component={Link} to={pathTo('forgot-my-password')} size="sm" ta="center">
            solicitar novo link
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
