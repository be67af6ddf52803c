import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { messages } from '@brilho/domain';
import { MASKS } from '@brilho/domain/masks';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MaskedTextInput } from '../../components/MaskedTextInput';
import { notify } from '../../lib/notify';
import { useLocalities } from './useLocalities';

/** What every sign-up step is made of: its form, its actions, and the fields several steps share. */

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
export function useStepForm<T extends FieldValues>(schema: z.ZodType, props: StepProps): UseFormReturn<T> {
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

export function StepForm<T extends FieldValues>({
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

export const err = (form: UseFormReturn<FieldValues>, name: string) =>
  form.formState.errors[name]?.message as string | undefined;

/** The masked fields of the sign-up: the mask, its placeholder and the keyboard it calls for. */
const MASKED = {
  cpf: { mask: MASKS.cpf, placeholder: '000.000.000-00', inputMode: 'numeric' },
  cnpj: { mask: MASKS.cnpj, placeholder: '00.000.000/0000-00', inputMode: 'numeric' },
  date: { mask: MASKS.date, placeholder: 'DD/MM/AAAA', inputMode: 'numeric' },
  phone: { mask: MASKS.phone, placeholder: '(41) 99999-8888', inputMode: 'tel' },
  cep: { mask: MASKS.cep, placeholder: '00000-000', inputMode: 'numeric' },
} as const;

/** One masked field of a step, registered on its form, with its error. */
export function MaskedField({
  form,
  name,
  kind,
  label,
  autoComplete,
}: {
  form: UseFormReturn<FieldValues>;
  name: string;
  kind: keyof typeof MASKED;
  label: string;
  autoComplete?: string;
}) {
  const { mask, placeholder, inputMode } = MASKED[kind];
  return (
    <MaskedTextInput
      mask={mask}
      label={label}
      placeholder={placeholder}
      inputMode={inputMode}
      autoComplete={autoComplete}
      {...form.register(name)}
      error={err(form, name)}
    />
  );
}

/** UF and city: selects fed by the localities service, or text fields when it fails (registration rules). */
export function StateCityFields({ form }: { form: UseFormReturn<FieldValues> }) {
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

export function TermsCheckbox({ form }: { form: UseFormReturn<FieldValues> }) {
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
