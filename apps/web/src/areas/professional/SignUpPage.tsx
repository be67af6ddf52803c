import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import { PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES, type PixKeyType } from '@brilho/domain/pix-key';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Checkbox,
  Fieldset,
  NativeSelect,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { ApiError } from '../../lib/api/client';
import {
  isAcceptedDocument,
  isAcceptedImage,
  uploadProfessionalDocument,
  uploadProfilePicture,
} from '../../lib/upload';
import { signUpLabels, signUpTexts as t } from '../../words/professional-signup';
import { DistrictFields, WeeklyHoursFields } from './AvailabilityFields';
import type { WeeklyHours } from './api';
import { professionalPath } from './paths';
import { registerProfessional, registrationDistrictsQuery } from './selfApi';

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'cpf',
  'password',
  'password_confirmation',
  'pix_key',
  'bio',
] as const;
type Field = (typeof FIELDS)[number];

const LABELS: Record<Field, string> = signUpLabels;

const FILE_NOT_ACCEPTED = t.fileNotAccepted;

/**
 * `/profissional/cadastro`: a visitor registers as a professional. One page of fieldsets; the
 * API checks everything (CPF digits, Pix key by type, hours, districts, files by their bytes) and its field
 * errors are shown next to their fields. Done, the page says the registration waits for the team.
 */
export function SignUpPage() {
  const districts = useQuery(registrationDistrictsQuery);
  const [values, setValues] = useState<Record<Field, string>>(
    Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<Field, string>,
  );
  const [pixType, setPixType] = useState<PixKeyType>('cpf');
  const [hours, setHours] = useState<WeeklyHours[]>([]);
  const [districtIds, setDistrictIds] = useState<string[]>([]);
  const [photo, setPhoto] = useState<string | null>(null);
  const [documents, setDocuments] = useState<string[]>([]);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<null | 'photo' | 'document' | 'submit'>(null);
  const [done, setDone] = useState(false);

  const field = (name: Field) => ({
    label: LABELS[name],
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const next = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: next }));
    },
  });

  const upload = async (kind: 'photo' | 'document', file: File | null) => {
    if (!file) return;
    const accepted = kind === 'photo' ? isAcceptedImage(file) : isAcceptedDocument(file);
    const key = kind === 'photo' ? 'profile_picture' : 'document_urls';
    if (!accepted) {
      setErrors((current) => ({ ...current, [key]: FILE_NOT_ACCEPTED }));
      return;
    }
    setBusy(kind);
    try {
      if (kind === 'photo') setPhoto(await uploadProfilePicture(file));
      else {
        const url = await uploadProfessionalDocument(file);
        setDocuments((current) => [...current, url]);
      }
      setErrors((current) => ({ ...current, [key]: '' }));
    } catch (error) {
      setErrors((current) => ({
        ...current,
        [key]: error instanceof ApiError ? error.message : t.fileFailed,
      }));
    } finally {
      setBusy(null);
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy('submit');
    setErrors({});
    try {
      await registerProfessional({
        attributes: {
          ...values,
          pix_key_type: pixType,
          weekly_hours: hours,
          profile_picture: photo ?? '',
          document_urls: documents,
          terms,
        },
        districtIds,
      });
      setDone(true);
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (error instanceof ApiError) {
        const byField = error.fieldErrors();
        // '/data/attributes/document_urls/0' names the list's item: show it on the list.
        const pointers = error.errors.map((e) => e.source?.pointer ?? '');
        if (pointers.some((p) => p.startsWith('/data/attributes/document_urls')))
          byField.document_urls = error.message;
        if (pointers.some((p) => p.startsWith('/data/attributes/weekly_hours')))
          byField.weekly_hours = error.message;
        setErrors({ ...byField, form: error.message });
      } else setErrors({ form: t.sendFailed });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Center mih="100vh" px="md" py="xl" bg="gray.0">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={720} component="main">
        <Stack gap="lg">
          <Stack gap="xs">
            <Logo />
            <Title order={1} fz={24}>
              {done ? 'Cadastro enviado!' : 'Cadastro de profissional'}
            </Title>
            <Text size="sm" c="dimmed">
              {done ? t.sent : t.intro}
            </Text>
          </Stack>
          {done ? (
            <Button component={Link} to={professionalPath('signIn')}>
              Entrar
            </Button>
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack gap="lg">
                {errors.form && (
                  <Alert color="red" variant="light" role="alert">
                    {errors.form}
                  </Alert>
                )}
                <Fieldset legend="Seus dados" radius="md">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <TextInput autoComplete="given-name" {...field('first_name')} />
                    <TextInput autoComplete="family-name" {...field('last_name')} />
                    <TextInput type="email" autoComplete="email" inputMode="email" {...field('email')} />
                    <TextInput type="tel" autoComplete="tel-national" inputMode="tel" {...field('phone')} />
                    <TextInput inputMode="numeric" {...field('cpf')} />
                  </SimpleGrid>
                  <Textarea mt="md" autosize minRows={2} maxLength={1000} {...field('bio')} />
                </Fieldset>

                <Fieldset legend="Pagamentos" radius="md">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <NativeSelect
                      label="Tipo da chave Pix"
                      data={PIX_KEY_TYPES.map((type) => ({ value: type, label: PIX_KEY_TYPE_LABELS[type] }))}
                      value={pixType}
                      onChange={(event) => setPixType(event.currentTarget.value as PixKeyType)}
                    />
                    <TextInput {...field('pix_key')} />
                  </SimpleGrid>
                </Fieldset>

                <WeeklyHoursFields value={hours} onChange={setHours} error={errors.weekly_hours} />
                <DistrictFields
                  choices={districts.data ?? []}
                  value={districtIds}
                  onChange={setDistrictIds}
                  error={errors.districts}
                />

                <Fieldset legend="Foto e documentos" radius="md">
                  <Stack gap="sm">
                    <FilePicker
                      id="foto"
                      label="Sua foto (PNG ou JPEG)"
                      accept="image/png,image/jpeg"
                      loading={busy === 'photo'}
                      onFile={(file) => upload('photo', file)}
                      note={photo ? 'Foto enviada.' : null}
                      error={errors.profile_picture}
                    />
                    <FilePicker
                      id="documentos"
                      label={t.identityDocument}
                      accept="image/png,image/jpeg,application/pdf"
                      loading={busy === 'document'}
                      onFile={(file) => upload('document', file)}
                      note={documents.length ? `${documents.length} documento(s) enviado(s).` : null}
                      error={errors.document_urls}
                    />
                  </Stack>
                </Fieldset>

                <Fieldset legend="Acesso" radius="md">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <PasswordInput autoComplete="new-password" {...field('password')} />
                    <PasswordInput autoComplete="new-password" {...field('password_confirmation')} />
                  </SimpleGrid>
                </Fieldset>

                <Checkbox
                  checked={terms}
                  onChange={(event) => setTerms(event.currentTarget.checked)}
                  label="Li e aceito os termos de uso para profissionais"
                  error={errors.terms}
                />
                <Button
                  type="submit"
                  loading={busy === 'submit'}
                  disabled={busy !== null && busy !== 'submit'}
                >
                  Enviar cadastro
                </Button>
              </Stack>
            </form>
          )}
          <Text size="sm" ta="center">
            {t.haveAccount}{' '}
            <Anchor component={Link} to={professionalPath('signIn')} fw={600}>
              Entrar
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}

function FilePicker(props: {
  id: string;
  label: string;
  accept: string;
  loading: boolean;
  onFile: (file: File | null) => void;
  note: string | null;
  error?: string;
}) {
  return (
    <Stack gap={4}>
      <Text component="label" htmlFor={props.id} size="sm" fw={500}>
        {props.label}
      </Text>
      <input
        id={props.id}
        type="file"
        accept={props.accept}
        disabled={props.loading}
        aria-describedby={props.error ? `${props.id}-erro` : undefined}
        onChange={(event) => {
          props.onFile(event.currentTarget.files?.[0] ?? null);
          event.currentTarget.value = '';
        }}
      />
      {props.loading && <Text size="sm">Enviando…</Text>}
      {props.note && <Text size="sm">{props.note}</Text>}
      {props.error && (
        <Text id={`${props.id}-erro`} size="sm" c="red.8" role="alert">
          {props.error}
        </Text>
      )}
    </Stack>
  );
}
