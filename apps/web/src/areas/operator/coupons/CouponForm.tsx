import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Checkbox,
  Chip,
  Group,
  Input,
  MultiSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { Controller } from 'react-hook-form';
import { couponsTexts as t } from '../../../words/operator/coupons';
import { ConsoleForm, FormDialogs, type FormDialogsState, useConsoleForm } from '../ConsoleForm';
import {
  type CouponForm as CouponFormValues,
  couponFormSchema,
  useCreateCoupon,
  useDistrictOptions,
} from './api';

const FIELDS = [
  'name',
  'value',
  'max_discount',
  'max_uses',
  'valid_from',
  'valid_until',
  'district_ids',
] as const;

/** 'Novo cupom': the coupon's discount, limits, dates, weekdays, districts and flags. */
export function CouponForm({ onDone }: { onDone: () => void }) {
  const create = useCreateCoupon();
  const districts = useDistrictOptions(true);
  const form = useConsoleForm<CouponFormValues>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: {
      name: '',
      value_type: 'PERCENTAGE',
      value: '',
      max_discount: '',
      max_uses: '',
      valid_from: '',
      valid_until: '',
      weekdays: [],
      district_ids: [],
      first_purchase_only: false,
      combinable: true,
    },
    fields: FIELDS,
    save: (values) => create.mutateAsync(values),
    success: 'Cupom criado.',
    onDone,
    // The errors on the fields and above the buttons say it all: no toast.
    invalid: null,
  });
  const { register, control, watch } = form;
  const percent = watch('value_type') === 'PERCENTAGE';
  const errors = form.formState.errors;
  return (
    <ConsoleForm form={form} onCancel={onDone} submitLabel="Criar cupom">
      <TextInput
        label="Nome"
        placeholder="VERAO15"
        data-autofocus
        {...register('name')}
        error={errors.name?.message}
      />
      <Controller
        control={control}
        name="value_type"
        render={({ field }) => (
          <Stack gap={4}>
            <Input.Label labelElement="div" id="coupon-type-label">
              Tipo de desconto
            </Input.Label>
            <SegmentedControl
              aria-labelledby="coupon-type-label"
              value={field.value}
              onChange={field.onChange}
              data={[
                { value: 'PERCENTAGE', label: 'Porcentagem' },
                { value: 'VALUE', label: 'Valor (R$)' },
              ]}
            />
          </Stack>
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          label={percent ? 'Desconto (%)' : 'Desconto (R$)'}
          placeholder={percent ? '10' : '20,00'}
          inputMode="decimal"
          {...register('value')}
          error={errors.value?.message}
        />
        <TextInput
          label={t.maxDiscount}
          placeholder="opcional"
          inputMode="decimal"
          {...register('max_discount')}
          error={errors.max_discount?.message}
        />
        <TextInput
          label="Limite de usos"
          placeholder="sem limite"
          inputMode="numeric"
          {...register('max_uses')}
          error={errors.max_uses?.message}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t.validFrom}
          type="date"
          {...register('valid_from')}
          error={errors.valid_from?.message}
        />
        <TextInput
          label={t.validUntil}
          type="date"
          {...register('valid_until')}
          error={errors.valid_until?.message}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="weekdays"
        render={({ field }) => (
          <Stack gap={4}>
            <Input.Label labelElement="div" id="coupon-weekdays-label">
              Dias da semana da limpeza (nenhum: todos)
            </Input.Label>
            <Chip.Group multiple value={field.value} onChange={field.onChange}>
              <Group gap={6} role="group" aria-labelledby="coupon-weekdays-label">
                {t.weekdays.map((label, index) => (
                  <Chip key={label} value={String(index + 1)} size="sm">
                    {label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
        )}
      />
      <Controller
        control={control}
        name="district_ids"
        render={({ field }) => (
          <MultiSelect
            label="Bairros (nenhum: todos)"
            placeholder={districts.isPending ? 'Carregando bairros...' : 'Escolha os bairros'}
            data={districts.data ?? []}
            value={field.value}
            onChange={field.onChange}
            searchable
            clearable
            error={errors.district_ids?.message}
          />
        )}
      />
      <Group gap="lg">
        <Checkbox label="Somente primeira compra" {...register('first_purchase_only')} />
        <Checkbox label={t.combinable} {...register('combinable')} />
      </Group>
    </ConsoleForm>
  );
}

/**
 * 'Novo cupom' with its form: the page loads this file on the dialog's first opening (decision 0124), so the
 * dialog mounts with its fields and focuses 'Nome' as before.
 */
export function NewCouponDialog({ dialogs }: { dialogs: FormDialogsState<never> }) {
  return (
    <FormDialogs
      dialogs={dialogs}
      createTitle="Novo cupom"
      size="lg"
      form={(_, done) => <CouponForm onDone={done} />}
    />
  );
}
