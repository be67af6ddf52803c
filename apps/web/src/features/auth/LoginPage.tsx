import { authMessages, commonMessages } from '@brilho/domain/messages-core';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, apiRequest } from '../../lib/api/client';
import { safeNext, staffHome } from '../../lib/landing';
import { pathTo } from '../../lib/paths';
import { needsDataUpdate, startSession } from '../../lib/session';
import { loginTexts as t } from '../../words/login';
import { AuthCard, ServerErrorAlert } from './AuthCard';
import { Mascot } from './Mascot';

// The first screen most visitors load validates its two fields by hand rather than with zod and
// react-hook-form: 36 KB (brotli) less to download before it can be used (docs/decisions.md).
// The e-mail rule is zod 4's `z.email()` pattern (z.regexes.email), so the same addresses pass as before.
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

interface LoginForm {
  email: string;
  password: string;
}
type LoginErrors = Partial<Record<keyof LoginForm, string>>;

export function validateLogin({ email, password }: LoginForm): LoginErrors {
  const errors: LoginErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = commonMessages.required;
  else if (!EMAIL.test(trimmed)) errors.email = commonMessages.invalidEmail;
  if (!password) errors.password = commonMessages.required;
  return errors;
}

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'));
  const [passwordFocused, setPasswordFocused] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [values, setValues] = useState<LoginForm>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  // As before: errors appear on submit, then follow each keystroke.
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const fields = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const change = (name: keyof LoginForm) => (event: { currentTarget: HTMLInputElement }) => {
    const next = { ...values, [name]: event.currentTarget.value };
    setValues(next);
    if (submitted) setErrors(validateLogin(next));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const found = validateLogin(values);
    setErrors(found);
    const firstInvalid = (['email', 'password'] as const).find((name) => found[name]);
    if (firstInvalid) {
      fields[firstInvalid].current?.focus();
      return;
    }
    setServerError(null);
    setSubmitting(true);
    const email = values.email.trim();
    const { password } = values;
    try {
      const answer = await apiRequest<{ token: string }>('/authentication', {
        method: 'POST',
        body: { email: email.toLowerCase(), password },
      });
      const user = await startSession(answer.token);
      // Staff land in their own area; the customer onboarding (update-your-data) is not theirs.
      if (user && user.role !== 'customer') navigate(next ?? pathTo(staffHome(user.role)), { replace: true });
      else if (user && needsDataUpdate(user)) navigate(pathTo('update-your-data'), { replace: true });
      else navigate(next ?? pathTo('dashboard'), { replace: true });
    } catch (error) {
      setServerError(
        error instanceof ApiError && error.status > 0
          ? error.message || authMessages.signInFailedNoMessage
          : authMessages.signInFailedNoMessage,
      );
    } finally {
      setSubmitting(false);
    }
  };

  const signupLink = `${pathTo('signup')}${next ? `?next=${encodeURIComponent(next)}` : ''}`;
  return (
    <AuthCard
      title="Entrar"
      subtitle={t.subtitle}
      aside={<Mascot coveringEyes={passwordFocused} />}
      footer={
        <>
          {t.noAccount}{' '}
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
            name="email"
            ref={fields.email}
            value={values.email}
            onChange={change('email')}
            error={errors.email}
          />
          <PasswordInput
            label="Senha"
            autoComplete="current-password"
            name="password"
            ref={fields.password}
            value={values.password}
            onChange={change('password')}
            onFocus={() => setPasswordFocused(true)}
            onBlur={() => setPasswordFocused(false)}
            error={errors.password}
          />
          <Anchor component={Link} to={pathTo('forgot-my-password')} size="sm" ta="right">
            Esqueci minha senha
          </Anchor>
          <Button type="submit" loading={submitting} fullWidth>
            entrar
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
