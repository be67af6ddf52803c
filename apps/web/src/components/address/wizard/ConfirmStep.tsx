import '@mantine/core/styles/Grid.layer.css';
import { messages } from '@brilho/domain';
import { MASKS, maskMaxLength } from '@brilho/domain/masks';
import { addressConfirmStep } from '@brilho/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { notify } from '../../../lib/notify';
import { addressWizardTexts as t } from '../../../words/address-wizard';
import { MaskedTextInput } from '../../MaskedTextInput';
import { StepActions, type StepProps, useServerFieldErrors } from './common';

interface ConfirmForm {
  street: string;
  street_number: string;
  complement: string;
  zip_code: string;
  reference: string;
}
const SERVER_FIELDS = ['street', 'street_number', 'complement', 'zip_code', 'reference'] as const;

/** Step 4: the data as it will be saved; district and city only shown (they come from steps 1 and 2). */
export function ConfirmStep({ data, serverErrors, onNext, onBack }: StepProps) {
  const form = useForm<ConfirmForm>({
    resolver: zodResolver(addressConfirmStep) as never,
    defaultValues: {
      street: data.street,
      street_number: data.street_number,
      complement: data.complement,
      zip_code: MASKS.cep(data.zip_code),
      reference: data.reference,
    },
    mode: 'onTouched',
  });
  useServerFieldErrors(form, serverErrors, SERVER_FIELDS);
  const errors = form.formState.errors;
  const city = data.cityRecord;
  const cityLabel = city ? `${city.display_name}${city.state?.code ? `/${city.state.code}` : ''}` : data.city;

  const submit = form.handleSubmit(
    () => onNext(form.getValues()),
    () => notify({ type: 'error', message: messages.places.validationCheckData }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t.confirmIntro}</Text>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label="Rua"
              autoComplete="address-line1"
              {...form.register('street')}
              error={errors.street?.message}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t.number}
              inputMode="numeric"
              {...form.register('street_number')}
              error={errors.street_number?.message}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Complemento"
              description="Opcional"
              autoComplete="address-line2"
              {...form.register('complement')}
              error={errors.complement?.message}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="zip_code"
              render={({ field, fieldState }) => (
                <MaskedTextInput
                  mask={MASKS.cep}
                  label="CEP"
                  placeholder="00000-000"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={maskMaxLength('cep')}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput
              label={t.reference}
              description="Opcional"
              {...form.register('reference')}
              error={errors.reference?.message}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Bairro" value={data.district?.display_name ?? ''} readOnly variant="filled" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Cidade" value={cityLabel} readOnly variant="filled" />
          </Grid.Col>
        </Grid>
      </Stack>
      <StepActions onBack={() => onBack(form.getValues())} nextLabel="continuar" />
    </form>
  );
}
