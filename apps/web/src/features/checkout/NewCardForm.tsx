import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { onlyDigits } from '@brilho/domain';
import {
  cardBrandOf,
  cardNumberMaxDigits,
  EXPIRY_MONTHS,
  expiryYears,
  GATEWAY_BRAND,
  maskCardNumber,
} from '@brilho/domain/cards';
import { MASKS, maskMaxLength } from '@brilho/domain/masks';
import {
  EMPTY_NEW_CARD_FORM,
  holderFromForm,
  type NewCardForm as NewCardFields,
  newCardSchema,
} from '@brilho/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { MaskedTextInput } from '../../components/MaskedTextInput';
import { brandLabel } from '../../entities/credit-card/api';
import { texts } from '../../words/checkout';
import type { PaymentRequest } from './api';
import { BackHeader } from './BackHeader';
import { encryptCardForGateway } from './encrypt';

/** What the form keeps between attempts: everything but the card number and the CVC. */
export type CardDraft = Omit<NewCardFields, 'number' | 'cvc'>;

/**
 * The new-card form (payment rules) on the domain's `newCardSchema`: every error inline with the spec's
 * text, the pay button disabled until every field is filled. The card is encrypted in the browser; only
 * the ciphertext leaves it.
 */
export function NewCardForm({
  now,
  total,
  draft,
  busy,
  onBack,
  onDraft,
  onPay,
}: {
  now: Date;
  total: number;
  draft: CardDraft | null;
  busy: boolean;
  onBack: () => void;
  onDraft: (draft: CardDraft) => void;
  onPay: (request: PaymentRequest) => void;
}) {
  const schema = useMemo(() => newCardSchema(now), [now]);
  const years = useMemo(() => expiryYears(now), [now]);
  const { control, register, handleSubmit, setError, formState } = useForm<NewCardFields>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    mode: 'onTouched',
    defaultValues: { ...EMPTY_NEW_CARD_FORM, ...draft, number: '', cvc: '' },
  });
  const values = useWatch({ control });
  const number = values.number ?? '';
  const brand = cardBrandOf(number);
  const complete = (
    ['number', 'deadline_month', 'deadline_year', 'cvc', 'name', 'document', 'birthdate', 'phone'] as const
  ).every((field) => (values[field] ?? '').trim() !== '');
  const errors = formState.errors;

  const submit = handleSubmit(async (raw) => {
    const { number: _number, cvc: _cvc, ...rest } = raw;
    onDraft(rest);
    let hash: string;
    try {
      hash = await encryptCardForGateway({
        number: onlyDigits(raw.number),
        holder: raw.name.trim().replace(/\s+/g, ' '),
        exp_month: raw.deadline_month,
        exp_year: raw.deadline_year,
        cvc: raw.cvc.trim(),
      });
    } catch {
      setError('root', { message: texts.encryptionFailed });
      return;
    }
    onPay({ kind: 'new-card', hash, holder: { ...holderFromForm(raw), address: null }, store: raw.store });
  });

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="novo-cartao"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <BackHeader title={texts.newCardTitle} id="novo-cartao" onBack={onBack} />
          {errors.root?.message && (
            <Alert color="red" variant="light" role="alert">
              {errors.root.message}
            </Alert>
          )}
          <Controller
            control={control}
            name="number"
            render={({ field, fieldState }) => (
              <MaskedTextInput
                mask={maskCardNumber}
                label={texts.cardNumber}
                placeholder="0000 0000 0000 0000"
                inputMode="numeric"
                autoComplete="cc-number"
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                ref={field.ref}
                maxLength={cardNumberMaxDigits(brand) + 3}
                error={fieldState.error?.message}
                description={brand ? texts.brandRecognised(brandLabel(GATEWAY_BRAND[brand])) : undefined}
                required
              />
            )}
          />
          <SimpleGrid cols={{ base: 3 }} spacing="sm">
            <Controller
              control={control}
              name="deadline_month"
              render={({ field, fieldState }) => (
                <NativeSelect
                  label={texts.month}
                  data={[{ value: '', label: 'MM' }, ...EXPIRY_MONTHS.map((m) => ({ value: m, label: m }))]}
                  value={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                  autoComplete="cc-exp-month"
                  required
                />
              )}
            />
            <Controller
              control={control}
              name="deadline_year"
              render={({ field, fieldState }) => (
                <NativeSelect
                  label={texts.year}
                  data={[
                    { value: '', label: 'AAAA' },
                    ...years.map((y) => ({ value: String(y), label: String(y) })),
                  ]}
                  value={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                  autoComplete="cc-exp-year"
                  required
                />
              )}
            />
            <Controller
              control={control}
              name="cvc"
              render={({ field, fieldState }) => (
                <MaskedTextInput
                  mask={MASKS.cvc}
                  label={texts.cvc}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={maskMaxLength('cvc')}
                  value={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                  required
                />
              )}
            />
          </SimpleGrid>
          <TextInput
            label={texts.holderName}
            autoComplete="cc-name"
            error={errors.name?.message}
            required
            {...register('name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Controller
              control={control}
              name="document"
              render={({ field, fieldState }) => (
                <MaskedTextInput
                  mask={MASKS.cpfOrCnpj}
                  label={texts.document}
                  inputMode="numeric"
                  value={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                  required
                />
              )}
            />
            <Controller
              control={control}
              name="birthdate"
              render={({ field, fieldState }) => (
                <MaskedTextInput
                  mask={MASKS.date}
                  label={texts.birthdate}
                  placeholder="DD/MM/AAAA"
                  inputMode="numeric"
                  autoComplete="bday"
                  value={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                  required
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="phone"
            render={({ field, fieldState }) => (
              <MaskedTextInput
                mask={MASKS.phone}
                label={texts.phone}
                placeholder="(41) 99999-8888"
                inputMode="tel"
                autoComplete="tel-national"
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
                required
              />
            )}
          />
          <Checkbox label={texts.store} description={texts.storeHint} {...register('store')} />
          <Stack gap={4}>
            <Button
              type="submit"
              size="lg"
              disabled={!complete || busy}
              loading={formState.isSubmitting || busy}
              aria-describedby={complete ? undefined : 'preencha-tudo'}
            >
              {texts.pay(total)}
            </Button>
            {!complete && (
              <Text size="sm" c="dimmed" id="preencha-tudo" ta="center">
                {texts.fillEverything}
              </Text>
            )}
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
