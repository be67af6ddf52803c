import { messages } from '@brilho/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Center,
  CloseButton,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Logo } from '../../components/Logo';
import { ApiError } from '../../lib/api/client';
import { pathTo } from '../../lib/paths';
import { startSession } from '../../lib/session';
import { texts } from '../../words/professional';
import { signInProfessional } from './api';
import { professionalPath } from './paths';

const schema = z.object({
  email: z.string().trim().min(1, messages.common.required).pipe(z.email(messages.common.invalidEmail)),
  password: z.string().min(1, messages.common.required),
});
type SignInForm = z.infer<typeof schema>;

/** The server's pt-BR text ('Usuário ou senha incorretos', 'Você não tem acesso à esta aplicação'…). */
function signInError(error: unknown): string {
  if (error instanceof ApiError) return error.message || texts.signInFailed;
  return texts.signInFailed;
}

/** `/profissional/entrar`: e-mail and password against POST /professional/authentication. */
export function SignInPage() {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignInForm>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setServerError(null);
    try {
      const answer = await signInProfessional(email, password);
      // The same session as the customer's: the token kept where the app keeps it, the user re-read.
      await startSession(answer.token);
      navigate(professionalPath('today'), { replace: true });
    } catch (error) {
      setServerError(signInError(error));
    }
  });

  return (
    <Center mih="100vh" px="md" py="xl" bg="gray.0">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420} component="main">
        <Stack gap="lg">
          <Stack gap="xs">
            <Logo />
            <Title order={1} fz={24}>
              {texts.signInTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {texts.signInSubtitle}
            </Text>
          </Stack>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              {serverError && (
                <Alert color="red" variant="light" role="alert">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text size="sm">{serverError}</Text>
                    <CloseButton size="sm" aria-label="Fechar" onClick={() => setServerError(null)} />
                  </Group>
                </Alert>
              )}
              <TextInput
                label="E-mail"
                type="email"
                autoComplete="email"
                inputMode="email"
                {...register('email')}
                error={formState.errors.email?.message}
              />
              <PasswordInput
                label="Senha"
                autoComplete="current-password"
                {...register('password')}
                error={formState.errors.password?.message}
              />
              <Anchor component={Link} to={pathTo('forgot-my-password')} size="sm" ta="right">
                Esqueci minha senha
              </Anchor>
              <Button type="submit" loading={formState.isSubmitting} fullWidth>
                {texts.signIn}
              </Button>
            </Stack>
          </form>
          <Text size="sm" ta="center">
            {texts.customerArea}{' '}
            <Anchor component={Link} to={pathTo('login')} fw={600}>
              {texts.customerAreaLink}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
