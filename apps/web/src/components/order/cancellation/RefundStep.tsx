import '@mantine/core/styles/Combobox.layer.css';
import { BRAZILIAN_BANKS, bankLabel } from '@brilho/domain/banks';
import { zodResolver } from '@hookform/resolvers/zod';
import { Autocomplete, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ACCOUNT_TYPES, type RefundData } from '../../../entities/order/api';
import { texts } from '../../../words/order';

const t = texts.modal;

/** Refund bank data (cancellation and reschedule rules): bank, agency, account with digit, account type — all required. */
export const refundSchema = z.object({
  bank: z.string().trim().min(1, t.required),
  agency: z
    .string()
    .trim()
    .min(1, t.required)
    .regex(/^\d{1,6}(-[\dXx])?$/, t.agencyInvalid),
  account: z
    .string()
    .trim()
    .min(1, t.required)
    .regex(/^\d{1,13}-[\dXx]$/, t.accountInvalid),
  account_type: z
    .string()
    .min(1, t.required)
    .pipe(z.enum(ACCOUNT_TYPES, { error: t.required })),
});

type RefundForm = { bank: string; agency: string; account: string; account_type: string };

/** '001 - Banco do Brasil' …: typing a code or a name filters the list. */
const BANK_OPTIONS = BRAZILIAN_BANKS.map(bankLabel);

export function RefundStep({
  onBack,
  onSubmit,
  submitting,
}: {
  onBack: () => void;
  onSubmit: (data: RefundData) => void;
  submitting: boolean;
}) {
  const { control, register, handleSubmit, formState } = useForm<RefundForm, unknown, RefundData>({
    resolver: zodResolver(refundSchema),
    defaultValues: { bank: '', agency: '', account: '', account_type: '' },
  });
  const errors = formState.errors;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        <Text fw={700}>{t.refundTitle}</Text>
        <Text size="sm">{t.refundHint}</Text>
        <Controller
          control={control}
          name="bank"
          render={({ field }) => (
            <Autocomplete
              label={t.bank}
              placeholder={t.bankHint}
              withAsterisk
              data={BANK_OPTIONS}
              limit={8}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.bank?.message}
            />
          )}
        />
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label={t.agency}
            withAsterisk
            inputMode="numeric"
            {...register('agency')}
            error={errors.agency?.message}
          />
          <TextInput
            label={t.account}
            withAsterisk
            placeholder={t.accountHint}
            {...register('account')}
            error={errors.account?.message}
          />
        </Group>
        <NativeSelect
          label={t.accountType}
          withAsterisk
          data={[{ value: '', label: t.accountTypePlaceholder }, ...ACCOUNT_TYPES]}
          {...register('account_type')}
          error={errors.account_type?.message}
        />
        <Group justify="space-between" mt="sm">
          <Button variant="subtle" onClick={onBack}>
            {t.back}
          </Button>
          <Button type="submit" loading={submitting}>
            {t.requestRefund}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
