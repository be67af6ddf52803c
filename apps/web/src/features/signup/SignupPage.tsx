import '@mantine/core/styles/Stepper.layer.css';
import { messages, REGISTRATION_422_TOAST_MS } from '@brilho/domain';
import { Anchor, Box, Container, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Logo } from '../../components/Logo';
import { ApiError, apiRequest } from '../../lib/api/client';
import { safeNext } from '../../lib/landing';
import { notify } from '../../lib/notify';
import { pathTo } from '../../lib/paths';
import { sessionToken } from '../../lib/session';
import { signupTexts as t } from '../../words/signup';
import { type Kind, StartChoice } from './StartChoice';
import type { StepValues } from './steps';

// The step forms bring react-hook-form, zod and the selects (≈ 60 kB brotli) that the first screen, the
// choice between home and company, does not run: they load after it renders (decision 0121).
const loadSteps = () => import('./steps');
const AccountStep = lazy(() => loadSteps().then((m) => ({ default: m.AccountStep })));
const ProfileStep = lazy(() => loadSteps().then((m) => ({ default: m.ProfileStep })));
const IndividualStep = lazy(() => loadSteps().then((m) => ({ default: m.IndividualStep })));
const RepresentativeStep = lazy(() => loadSteps().then((m) => ({ default: m.RepresentativeStep })));
const RepresentativeAddressStep = lazy(() =>
  loadSteps().then((m) => ({ default: m.RepresentativeAddressStep })),
);
const CompanyStep = lazy(() => loadSteps().then((m) => ({ default: m.CompanyStep })));
/** Room a step form takes while its code loads: the account step's height (measured at 390 and 1280 px). */
const STEP_FALLBACK_HEIGHT = { base: 446, sm: 292 };

/** Steps of the spec: main 0, account 1, profile 2 (individuals only), accountable 3 (companies: 3 sub-steps). */
export type Step = 0 | 1 | 2 | 3;
export type Answers = Record<
  'account' | 'profile' | 'individual' | 'representative' | 'address' | 'company',
  StepValues
>;

const EMPTY: Answers = {
  account: {},
  profile: {},
  individual: {},
  representative: {},
  address: {},
  company: {},
};

export function SignupPage() {
  const [params] = useSearchParams();
  const preset = params.get('type');
  const next = safeNext(params.get('next'));
  const [kind, setKind] = useState<Kind | null>(preset === 'physical' || preset === 'legal' ? preset : null);
  const [step, setStep] = useState<Step>(kind ? 1 : 0);
  const [subStep, setSubStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>(EMPTY);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    void loadSteps().catch(() => undefined); // fetched now, so choosing a kind shows the form at once
  }, []);

  const legal = kind === 'legal';
  const save = (part: keyof Answers, values: StepValues) =>
    setAnswers((current) => ({ ...current, [part]: values }));

  const back = () => {
    if (step === 3 && legal && subStep > 0) return setSubStep(subStep - 1);
    if (step === 3) return setStep(legal ? 1 : 2);
    if (step === 2) return setStep(1);
    if (step === 1) {
      setKind(null);
      return setStep(0);
    }
  };

  const register = async (final: Answers) => {
    if (!kind) return;
    setSubmitting(true);
    setServerErrors({});
    // The request's shape and the field → step map use the domain's schemas (zod): loaded on submit.
    const submission = import('./submission');
    try {
      const { signupBody } = await submission;
      await apiRequest(`/${legal ? 'legals' : 'physicals'}`, {
        method: 'POST',
        body: signupBody(kind, final),
      });
      const signedIn = await apiRequest<{ token: string }>('/authentication', {
        method: 'POST',
        body: {
          email: String(final.account.email ?? '')
            .trim()
            .toLowerCase(),
          password: final.account.password,
        },
      });
      sessionToken.set(signedIn.token);
      // Back to where the visitor came from, else to booking; a full load starts the session cleanly.
      window.location.assign(next ?? pathTo('purchase-flow'));
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.status === 422) {
        const fields = error.fieldErrors();
        // The phone travels as area code + number; on the form it is one field.
        if (!legal && (fields.number || fields.area_code))
          fields.mobile = fields.number ?? fields.area_code ?? '';
        setServerErrors(fields);
        const { stepOfField } = await submission;
        const target = stepOfField(kind, Object.keys(fields));
        setStep(target.step);
        setSubStep(target.subStep);
        notify({
          type: 'error',
          title: messages.registration.invalid422,
          durationMs: REGISTRATION_422_TOAST_MS,
          message: messages.registration.reviewHighlighted,
        });
      } else {
        notify({
          type: 'error',
          message:
            error instanceof ApiError && error.status > 0 ? error.message : messages.registration.unexpected,
        });
      }
    }
  };

  const common = { serverErrors, onBack: back, submitting };
  const stepLabels = legal ? t.legalSteps : t.individualSteps;
  const activeIndex = step === 1 ? 0 : legal ? 1 + subStep : step === 2 ? 1 : 2;

  return (
    <Container size={640} py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Anchor component={Link} to={pathTo('login')} aria-label="Brilho" underline="never" mx="auto">
          <Logo />
        </Anchor>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {step === 0 || !kind ? (
            <StartChoice
              onChoose={(chosen) => {
                setKind(chosen);
                setStep(1);
              }}
            />
          ) : (
            <Stack gap="lg">
              <div>
                <Title order={1} fz={24}>
                  {legal ? 'Limpeza na sua empresa' : 'Limpeza na sua casa'}
                </Title>
                <Text c="dimmed" size="sm">
                  Crie a sua conta em poucos passos.
                </Text>
              </div>
              <Stepper active={activeIndex} size="sm" allowNextStepsSelect={false} visibleFrom="sm">
                {stepLabels.map((label) => (
                  <Stepper.Step key={label} label={label} />
                ))}
              </Stepper>
              <Text hiddenFrom="sm" size="sm" fw={600} c="violet.8">
                Etapa {activeIndex + 1} de {stepLabels.length}: {stepLabels[activeIndex]}
              </Text>
              <Suspense fallback={<Box mih={STEP_FALLBACK_HEIGHT} aria-busy="true" />}>
                {step === 1 && (
                  <AccountStep
                    key={`account-${kind}`}
                    {...common}
                    legal={legal}
                    values={answers.account}
                    nextLabel="continuar"
                    onNext={(values) => {
                      save('account', values);
                      setStep(legal ? 3 : 2);
                      setSubStep(0);
                    }}
                  />
                )}
                {step === 2 && (
                  <ProfileStep
                    {...common}
                    values={answers.profile}
                    nextLabel="continuar"
                    onNext={(values) => {
                      save('profile', values);
                      setStep(3);
                    }}
                  />
                )}
                {step === 3 && !legal && (
                  <IndividualStep
                    {...common}
                    values={answers.individual}
                    nextLabel="cadastrar"
                    onNext={(values) => {
                      save('individual', values);
                      void register({ ...answers, individual: values });
                    }}
                  />
                )}
                {step === 3 && legal && subStep === 0 && (
                  <RepresentativeStep
                    {...common}
                    values={answers.representative}
                    nextLabel="continuar"
                    onNext={(values) => {
                      save('representative', values);
                      setSubStep(1);
                    }}
                  />
                )}
                {step === 3 && legal && subStep === 1 && (
                  <RepresentativeAddressStep
                    {...common}
                    values={answers.address}
                    nextLabel="continuar"
                    onNext={(values) => {
                      save('address', values);
                      setSubStep(2);
                    }}
                  />
                )}
                {step === 3 && legal && subStep === 2 && (
                  <CompanyStep
                    {...common}
                    values={answers.company}
                    nextLabel="cadastrar"
                    onNext={(values) => {
                      save('company', values);
                      void register({ ...answers, company: values });
                    }}
                  />
                )}
              </Suspense>
            </Stack>
          )}
        </Paper>
        <Text ta="center" size="sm">
          {t.haveAccount}{' '}
          <Anchor
            component={Link}
            to={`${pathTo('login')}${next ? `?next=${encodeURIComponent(next)}` : ''}`}
            fw={600}
          >
            Entrar
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
