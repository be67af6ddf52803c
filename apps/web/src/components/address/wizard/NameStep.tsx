import { addressNameStep } from '@brilho/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { addressWizardTexts as t } from '../../../words/address-wizard';
import { StepActions, type StepProps, useServerFieldErrors } from './common';

const SERVER_FIELDS = ['name'] as const;

/** Step 5: a name for the address ('Casa', 'Trabalho'…), then it is created. */
export function NameStep({
  data,
  serverErrors,
  onNext,
  onBack,
  submitting,
}: StepProps & { submitting: boolean }) {
  const form = useForm<{ name: string }>({
    resolver: zodResolver(addressNameStep) as never,
    defaultValues: { name: data.name },
    mode: 'onTouched',
  });
  useServerFieldErrors(form, serverErrors, SERVER_FIELDS);

  return (
    <form onSubmit={form.handleSubmit(() => onNext(form.getValues()))} noValidate>
      <Stack gap="md">
        <Text size="sm">{t.nameIntro}</Text>
        <TextInput
          label={t.name}
          description="Ex.: Casa, Trabalho, Apartamento da praia"
          autoComplete="off"
          data-autofocus
          {...form.register('name')}
          error={form.formState.errors.name?.message}
        />
      </Stack>
      <StepActions onBack={() => onBack(form.getValues())} nextLabel={t.register} loading={submitting} />
    </form>
  );
}
