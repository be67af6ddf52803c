import { Button, Group } from '@mantine/core';
import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { WizardData } from './state';

/** What every step receives from the wizard. */
export interface StepProps {
  data: WizardData;
  /** The API's messages (422) by field. */
  serverErrors: Record<string, string>;
  /** Saves the step's values and moves on. */
  onNext: (values: Partial<WizardData>) => void;
  /** Saves what is typed, valid or not, and goes one step back (or closes on the first step). */
  onBack: (values: Partial<WizardData>) => void;
}

/** The server's messages on the fields a step holds. */
export function useServerFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  serverErrors: Record<string, string>,
  fields: readonly Path<T>[],
) {
  useEffect(() => {
    for (const field of fields) {
      const message = serverErrors[field];
      if (message) form.setError(field, { message }, { shouldFocus: false });
    }
  }, [form, serverErrors, fields]);
}

export function StepActions({
  backLabel = 'voltar',
  onBack,
  nextLabel,
  loading,
  disabled,
  onNext,
}: {
  backLabel?: string;
  onBack: () => void;
  nextLabel: string;
  loading?: boolean;
  disabled?: boolean;
  /** Without it the next button submits the step's form. */
  onNext?: () => void;
}) {
  return (
    <Group justify="space-between" mt="lg" gap="sm">
      <Button variant="subtle" onClick={onBack}>
        {backLabel}
      </Button>
      <Button type={onNext ? 'button' : 'submit'} onClick={onNext} loading={loading} disabled={disabled}>
        {nextLabel}
      </Button>
    </Group>
  );
}
