import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { messages } from '@brilho/domain';
import { MASKS } from '@brilho/domain/masks';
import {
  accountStep,
  companyStep,
  individualStep,
  legalAccountStep,
  mobilePhone,
  profileStep,
  representativeAddressStep,
  representativeStep,
} from '@brilho/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Avatar,
  Button,
  Checkbox,
  FileButton,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { MaskedTextInput } from '../../components/MaskedTextInput';
import { notify } from '../../lib/notify';
import { isAcceptedImage, uploadProfilePicture } from '../../lib/upload';
import { useLocalities } from './useLocalities';

export type StepValues = Record<string, string | boolean | undefined>;

export interface StepProps {
  values: StepValues;
  serverErrors: Record<string, string>;
  onBack: () => void;
  onNext: (values: StepValues) => void;
  nextLabel: string;
  submitting?: boolean;
}

/** One step's form: keeps what was typed (refilled on return) and shows the server's errors on its fields. */
function useStepForm<T extends FieldValues>(schema: z.ZodType, props: StepProps): UseFormReturn<T> {
  const form = useForm<T>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: props.values as never,
    mode: 'onTouched',
  });
  useEffect(() => {
    for (const [field, message] of Object.entries(props.serverErrors)) {
      if (field in (props.values ?? {}) || field in form.getValues())
        form.setError(field as Path<T>, { message });
    }
  }, [props.serverErrors, props.values, form]);
  return form;
}

function StepActions({
  onBack,
  nextLabel,
  submitting,
  disabled,
}: {
  onBack: () => void;
  nextLabel: string;
  submitting?: boolean;
  disabled?: boolean;
}) {
  return (
    <Group justify="space-between" mt="md">
      <Button variant="subtle" onClick={onBack}>
        voltar
      </Button>
      <Button type="submit" loading={submitting} disabled={disabled}>
        {nextLabel}
      </Button>
    </Group>
  );
}

const invalidToast = () => notify({ type: 'error', message: messages.registration.incomplete });

function StepForm<T extends FieldValues>({
  form,
  props,
  children,
  disabled,
}: {
  form: UseFormReturn<T>;
  props: StepProps;
  children: React.ReactNode;
  disabled?: boolean;
}) {
  // The raw typed values are kept, so going back refills exactly what the user typed.
  const submit = form.handleSubmit(() => props.onNext(form.getValues() as StepValues), invalidToast);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">{children}</Stack>
      <StepActions
        onBack={props.onBack}
        nextLabel={props.nextLabel}
        submitting={props.submitting}
        disabled={disabled}
      />
    </form>
  );
}

const err = (form: UseFormReturn<FieldValues>, name: string) =>
  form.formState.errors[name]?.message as string | undefined;

export function AccountStep(props: StepProps & { legal: boolean }) {
  const form = useStepForm<FieldValues>(props.legal ? legalAccountStep : accountStep, props);
  return (
    <StepForm form={form} props={props}>
      <SimpleGrid cols={{ base: 1, sm: props.legal ? 1 : 2 }}>
        <TextInput
          label={props.legal ? 'Seu nome' : 'Nome'}
          autoComplete="given-name"
          {...form.register('first_name')}
          error={err(form, 'first_name')}
        />
        {!props.legal && (
          <TextInput
            label="Sobrenome"
            autoComplete="family-name"
            {...form.register('last_name')}
            error={err(form, 'last_name')}
          />
        )}
      </SimpleGrid>
      <TextInput
        label="E-mail"
        type="email"
        autoComplete="email"
        {...form.register('email')}
        error={err(form, 'email')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PasswordInput
          label="Senha"
          autoComplete="new-password"
          description="Mínimo de 8 caracteres"
          {...form.register('password')}
          error={err(form, 'password')}
        />
        <PasswordInput
          label="Confirme a senha"
          autoComplete="new-password"
          {...form.register('password_confirmation')}
          error={err(form, 'password_confirmation')}
        />
      </SimpleGrid>
    </StepForm>
  );
}

const profileForm = profileStep.extend({ mobile: mobilePhone, profile_picture: z.string().optional() });

export function ProfileStep(props: StepProps) {
  const form = useStepForm<FieldValues>(profileForm, props);
  const [uploading, setUploading] = useState(false);
  const picture = form.watch('profile_picture') as string | undefined;

  const upload = async (file: File | null) => {
    if (!file) return;
    if (!isAcceptedImage(file)) {
      notify({ type: 'error', message: messages.registration.photoType });
      return;
    }
    setUploading(true);
    try {
      form.setValue('profile_picture', await uploadProfilePicture(file));
    } catch {
      notify({ type: 'error', message: messages.profile.uploadFailed });
    } finally {
      setUploading(false);
    }
  };

  return (
    <StepForm form={form} props={props} disabled={uploading}>
      <Group gap="md">
        <Avatar src={picture} size={64} radius="xl" color="violet" alt={picture ? 'Sua foto' : undefined} />
        <FileButton onChange={upload} accept="image/png,image/jpeg">
          {(buttonProps) => (
            <Button {...buttonProps} variant="light" loading={uploading}>
              {picture ? 'trocar foto' : 'enviar foto (opcional)'}
            </Button>
          )}
        </FileButton>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MaskedTextInput
          mask={MASKS.date}
          label="Data de nascimento"
          placeholder="DD/MM/AAAA"
          inputMode="numeric"
          autoComplete="bday"
          {...form.register('birthdate')}
          error={err(form, 'birthdate')}
        />
        <MaskedTextInput
          mask={MASKS.phone}
          label="Celular"
          placeholder="(41) 99999-8888"
          inputMode="tel"
          autoComplete="tel-national"
          {...form.register('mobile')}
          error={err(form, 'mobile')}
        />
      </SimpleGrid>
      <StateCityFields form={form} />
    </StepForm>
  );
}

/** UF and city: selects fed by the localities service, or text fields when it fails (spec rules §5.2). */
function StateCityFields({ form }: { form: UseFormReturn<FieldValues> }) {
  const stateCode = form.watch('state') as string | undefined;
  const { states, cities, failed } = useLocalities(stateCode);
  if (failed) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="UF" maxLength={2} {...form.register('state')} error={err(form, 'state')} />
        <TextInput label="Cidade" {...form.register('city')} error={err(form, 'city')} />
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Controller
        control={form.control}
        name="state"
        render={({ field, fieldState }) => (
          <Select
            label="UF"
            searchable
            data={states.map((s) => ({ value: s.sigla ?? '', label: `${s.sigla} - ${s.nome}` }))}
            value={(field.value as string) || null}
            onChange={(value) => {
              field.onChange(value ?? '');
              form.setValue('city', '');
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            nothingFoundMessage="Nenhum estado encontrado"
          />
        )}
      />
      <Controller
        control={form.control}
        name="city"
        render={({ field, fieldState }) => (
          <Select
            label="Cidade"
            searchable
            disabled={!stateCode}
            data={cities.map((c) => c.nome)}
            value={(field.value as string) || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            nothingFoundMessage="Nenhuma cidade encontrada"
          />
        )}
      />
    </SimpleGrid>
  );
}

function TermsCheckbox({ form }: { form: UseFormReturn<FieldValues> }) {
  return (
    <Controller
      control={form.control}
      name="terms"
      render={({ field, fieldState }) => (
        <Checkbox
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          label="Li e aceito os termos de uso da Brilho"
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function IndividualStep(props: StepProps) {
  const form = useStepForm<FieldValues>(individualStep, props);
  const accepted = form.watch('terms') === true;
  return (
    <StepForm form={form} props={props} disabled={!accepted}>
      <MaskedTextInput
        mask={MASKS.cpf}
        label="CPF"
        placeholder="000.000.000-00"
        inputMode="numeric"
        {...form.register('cpf')}
        error={err(form, 'cpf')}
      />
      <TermsCheckbox form={form} />
    </StepForm>
  );
}

export function RepresentativeStep(props: StepProps) {
  const form = useStepForm<FieldValues>(representativeStep, props);
  return (
    <StepForm form={form} props={props}>
      <Text size="sm" c="dimmed">
        Dados do responsável legal pela empresa.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Nome" {...form.register('first_name')} error={err(form, 'first_name')} />
        <TextInput label="Sobrenome" {...form.register('last_name')} error={err(form, 'last_name')} />
        <MaskedTextInput
          mask={MASKS.cpf}
          label="CPF"
          placeholder="000.000.000-00"
          inputMode="numeric"
          {...form.register('cpf')}
          error={err(form, 'cpf')}
        />
        <MaskedTextInput
          mask={MASKS.date}
          label="Data de nascimento"
          placeholder="DD/MM/AAAA"
          inputMode="numeric"
          {...form.register('birthdate')}
          error={err(form, 'birthdate')}
        />
      </SimpleGrid>
      <MaskedTextInput
        mask={MASKS.phone}
        label="Celular"
        placeholder="(41) 99999-8888"
        inputMode="tel"
        {...form.register('phone')}
        error={err(form, 'phone')}
      />
    </StepForm>
  );
}

export function RepresentativeAddressStep(props: StepProps) {
  const form = useStepForm<FieldValues>(representativeAddressStep, props);
  return (
    <StepForm form={form} props={props}>
      <Text size="sm" c="dimmed">
        Endereço do responsável legal.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <MaskedTextInput
          mask={MASKS.cep}
          label="CEP"
          placeholder="00000-000"
          inputMode="numeric"
          {...form.register('zip_code')}
          error={err(form, 'zip_code')}
        />
        <TextInput
          label="Rua"
          style={{ gridColumn: 'span 2' }}
          {...form.register('street')}
          error={err(form, 'street')}
        />
        <TextInput
          label="Número"
          inputMode="numeric"
          {...form.register('street_number')}
          error={err(form, 'street_number')}
        />
        <TextInput label="Complemento" {...form.register('complement')} error={err(form, 'complement')} />
        <TextInput label="Bairro" {...form.register('district')} error={err(form, 'district')} />
      </SimpleGrid>
      <StateCityFields form={form} />
    </StepForm>
  );
}

export function CompanyStep(props: StepProps) {
  const form = useStepForm<FieldValues>(companyStep, props);
  const accepted = form.watch('terms') === true;
  return (
    <StepForm form={form} props={props} disabled={!accepted}>
      <MaskedTextInput
        mask={MASKS.cnpj}
        label="CNPJ"
        placeholder="00.000.000/0000-00"
        inputMode="numeric"
        {...form.register('cnpj')}
        error={err(form, 'cnpj')}
      />
      <TextInput label="Razão social" {...form.register('company_name')} error={err(form, 'company_name')} />
      <TextInput
        label="Nome fantasia"
        {...form.register('business_name')}
        error={err(form, 'business_name')}
      />
      <TermsCheckbox form={form} />
    </StepForm>
  );
}
