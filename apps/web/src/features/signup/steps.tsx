import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { messages } from '@brilho/domain';
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
import { Avatar, Button, FileButton, Group, PasswordInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { notify } from '../../lib/notify';
import { isAcceptedImage, uploadProfilePicture } from '../../lib/upload';
import { signupStepsTexts as t } from '../../words/signup-steps';
import {
  err,
  MaskedField,
  StateCityFields,
  StepForm,
  type StepProps,
  TermsCheckbox,
  useStepForm,
} from './StepForm';

export type { StepProps, StepValues } from './StepForm';

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
          description={t.passwordHint}
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
        <MaskedField
          form={form}
          name="birthdate"
          kind="date"
          label="Data de nascimento"
          autoComplete="bday"
        />
        <MaskedField form={form} name="mobile" kind="phone" label="Celular" autoComplete="tel-national" />
      </SimpleGrid>
      <StateCityFields form={form} />
    </StepForm>
  );
}

export function IndividualStep(props: StepProps) {
  const form = useStepForm<FieldValues>(individualStep, props);
  const accepted = form.watch('terms') === true;
  return (
    <StepForm form={form} props={props} disabled={!accepted}>
      <MaskedField form={form} name="cpf" kind="cpf" label="CPF" />
      <TermsCheckbox form={form} />
    </StepForm>
  );
}

export function RepresentativeStep(props: StepProps) {
  const form = useStepForm<FieldValues>(representativeStep, props);
  return (
    <StepForm form={form} props={props}>
      <Text size="sm" c="dimmed">
        {t.representativeIntro}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Nome" {...form.register('first_name')} error={err(form, 'first_name')} />
        <TextInput label="Sobrenome" {...form.register('last_name')} error={err(form, 'last_name')} />
        <MaskedField form={form} name="cpf" kind="cpf" label="CPF" />
        <MaskedField form={form} name="birthdate" kind="date" label="Data de nascimento" />
      </SimpleGrid>
      <MaskedField form={form} name="phone" kind="phone" label="Celular" />
    </StepForm>
  );
}

export function RepresentativeAddressStep(props: StepProps) {
  const form = useStepForm<FieldValues>(representativeAddressStep, props);
  return (
    <StepForm form={form} props={props}>
      <Text size="sm" c="dimmed">
        {t.representativeAddressIntro}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <MaskedField form={form} name="zip_code" kind="cep" label="CEP" />
        <TextInput
          label="Rua"
          style={{ gridColumn: 'span 2' }}
          {...form.register('street')}
          error={err(form, 'street')}
        />
        <TextInput
          label={t.number}
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
      <MaskedField form={form} name="cnpj" kind="cnpj" label="CNPJ" />
      <TextInput label={t.companyName} {...form.register('company_name')} error={err(form, 'company_name')} />
      <TextInput
        label="Nome fantasia"
        {...form.register('business_name')}
        error={err(form, 'business_name')}
      />
      <TermsCheckbox form={form} />
    </StepForm>
  );
}
