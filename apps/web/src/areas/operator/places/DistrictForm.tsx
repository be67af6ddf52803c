import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { fromDistrictRating, messages, reaisToCents } from '@brilho/domain';
import { type DistrictForm as DistrictFormValues, stateAttributes } from '@brilho/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, NumberInput, SimpleGrid, Switch, TextInput, type TextInputProps } from '@mantine/core';
import { Controller, type Path } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../lib/api/client';
import { placeTexts } from '../../../words/operator/places';
import { ConsoleForm, useConsoleForm } from '../ConsoleForm';
import { texts } from '../texts';
import { type District, useCreateDistrict, useEditDistrict } from './api';

const REQUIRED = messages.common.required;

/** Stars as typed, 0 to 5 (sent ×100). An empty NumberInput gives '', which is "required". */
const stars = z
  .union([z.number(), z.string()], { error: REQUIRED })
  .transform((value) => (value === '' ? undefined : Number(value)))
  .pipe(z.number({ error: REQUIRED }).min(0, placeTexts.ratingAtLeast0).max(5, placeTexts.ratingAtMost5));

/** Reais as typed ('35', '35,50', '1.234,56'; sent in cents). */
const reais = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .refine((value) => reaisToCents(value) !== null, 'Informe um valor em reais, por exemplo 35,50');

export const districtFormSchema = z
  .object({
    display_name: stateAttributes.shape.display_name,
    code: stateAttributes.shape.code,
    active: z.boolean(),
    rating_min: stars,
    rating_max: stars,
    price: reais,
    price_per_hour: reais,
    fee: reais,
    fee_per_hour: reais,
  })
  .refine((form) => form.rating_min <= form.rating_max, {
    message: placeTexts.ratingRange,
    path: ['rating_min'],
  });

/** What the inputs hold: the star fields may be '' while empty. */
type DistrictFormInput = Omit<DistrictFormValues, 'rating_min' | 'rating_max'> & {
  rating_min: number | string;
  rating_max: number | string;
};

const DISTRICT_FIELDS = [
  'display_name',
  'code',
  'active',
  'rating_min',
  'rating_max',
  'price',
  'price_per_hour',
  'fee',
  'fee_per_hour',
] as const satisfies readonly Path<DistrictFormInput>[];

const EMPTY: DistrictFormInput = {
  display_name: '',
  code: '',
  active: true,
  rating_min: '',
  rating_max: '',
  price: '',
  price_per_hour: '',
  fee: '',
  fee_per_hour: '',
};

/** Cents as the operator types reais: 3690 → '36,90' (empty when unknown). */
export const centsToReaisInput = (amount: number | null | undefined): string =>
  amount === null || amount === undefined ? '' : (amount / 100).toFixed(2).replace('.', ',');

/** The form's values for an existing district: stars from ×100, reais from cents. */
export function districtDefaults(district: District): DistrictFormInput {
  return {
    display_name: district.display_name,
    code: district.code,
    active: district.active,
    rating_min: district.rating ? fromDistrictRating(district.rating.rating_min) : '',
    rating_max: district.rating ? fromDistrictRating(district.rating.rating_max) : '',
    price: centsToReaisInput(district.pricing?.price),
    price_per_hour: centsToReaisInput(district.pricing?.price_per_hour),
    fee: centsToReaisInput(district.pricing?.fee),
    fee_per_hour: centsToReaisInput(district.pricing?.fee_per_hour),
  };
}

const MONEY_FIELDS = [
  { name: 'price', label: texts.price },
  { name: 'price_per_hour', label: texts.pricePerHour },
  { name: 'fee', label: 'Taxa' },
  { name: 'fee_per_hour', label: 'Taxa por hora' },
] as const;

const STAR_FIELDS = [
  { name: 'rating_min', label: placeTexts.ratingMin },
  { name: 'rating_max', label: placeTexts.ratingMax },
] as const;

const moneyInputProps: TextInputProps = {
  leftSection: 'R$',
  leftSectionPointerEvents: 'none',
  placeholder: '0,00',
  inputMode: 'decimal',
  autoComplete: 'off',
};

/**
 * The new-district form of a city, or the edit form of `district`: name, code, active, rating range in stars
 * and prices in reais.
 */
export function DistrictForm({
  cityId,
  district,
  onDone,
}: {
  cityId: string;
  district?: District;
  onDone: () => void;
}) {
  const create = useCreateDistrict(cityId);
  const edit = useEditDistrict(cityId, district?.id ?? '');
  const form = useConsoleForm<DistrictFormInput, DistrictFormValues>({
    resolver: zodResolver(districtFormSchema),
    defaultValues: district ? districtDefaults(district) : EMPTY,
    fields: DISTRICT_FIELDS,
    save: (values) => (district ? edit.mutateAsync(values) : create.mutateAsync(values)),
    success: district ? placeTexts.districtUpdated : texts.districtCreated,
    onDone,
    failure: (error) =>
      error instanceof ApiError && error.status === 403
        ? error.message
        : district
          ? placeTexts.updateFailed
          : messages.places.districtCreateFailed,
  });
  const { register, control } = form;
  const { errors } = form.formState;

  return (
    <ConsoleForm
      form={form}
      allRequired
      onCancel={onDone}
      submitLabel={district ? texts.saveChanges : 'Cadastrar bairro'}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="Nome"
          placeholder={placeTexts.districtExample}
          data-autofocus
          {...register('display_name')}
          error={errors.display_name?.message}
        />
        <TextInput
          label={texts.code}
          placeholder="agua-verde"
          description={texts.codeHint}
          {...register('code')}
          error={errors.code?.message}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="active"
        render={({ field, fieldState }) => (
          <Switch
            label="Bairro ativo"
            error={fieldState.error?.message}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
          />
        )}
      />
      <Fieldset
        legend="Nota (em estrelas, de 0 a 5)"
        variant="unstyled"
        styles={{ legend: { fontWeight: 600 } }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {STAR_FIELDS.map(({ name, label }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <NumberInput
                  label={label}
                  placeholder="4,5"
                  min={0}
                  max={5}
                  step={0.1}
                  decimalScale={1}
                  decimalSeparator=","
                  allowNegative={false}
                  inputMode="decimal"
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={placeTexts.prices} variant="unstyled" styles={{ legend: { fontWeight: 600 } }}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {MONEY_FIELDS.map(({ name, label }) => (
            <TextInput
              key={name}
              label={label}
              {...moneyInputProps}
              {...register(name)}
              error={errors[name]?.message}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
    </ConsoleForm>
  );
}
