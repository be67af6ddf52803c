import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { messages } from '@brilho/domain';
import { MASKS } from '@brilho/domain/masks';
import { WEEKDAY_LABELS, WORKDAY_FIRST_HOUR, WORKDAY_LAST_HOUR } from '@brilho/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Avatar,
  Button,
  Checkbox,
  Fieldset,
  FileButton,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, type Resolver, useFieldArray } from 'react-hook-form';
import { MaskedTextInput } from '../../../components/MaskedTextInput';
import { notify } from '../../../lib/notify';
import { isAcceptedImage, uploadProfilePicture } from '../../../lib/upload';
import { professionalFormTexts as t } from '../../../words/operator/professional-form';
import { ConsoleForm, FormDialogs, type FormDialogsState, useConsoleForm } from '../ConsoleForm';
import type { OperatorProfessional } from './api';
import { DistrictsPicker } from './DistrictsPicker';
import {
  defaultsOf,
  type ProfessionalFormOutput,
  type ProfessionalFormValues,
  professionalFormSchema,
  toOutput,
} from './professionalFormValues';

export {
  defaultsOf,
  type ProfessionalFormOutput,
  type ProfessionalFormValues,
  professionalFormSchema,
  toOutput,
} from './professionalFormValues';

const HOURS = Array.from({ length: WORKDAY_LAST_HOUR - WORKDAY_FIRST_HOUR + 1 }, (_, i) => {
  const hour = WORKDAY_FIRST_HOUR + i;
  return { value: String(hour), label: `${hour}h` };
});

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'bio', 'profile_picture'] as const;

/** Create or edit a professional: account, photo, bio, badges, districts and weekly availability. */
export function ProfessionalForm({
  professional,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  professional?: OperatorProfessional;
  submitLabel: string;
  onSubmit: (values: ProfessionalFormOutput) => Promise<void>;
  onCancel?: () => void;
}) {
  const creating = !professional;
  const [uploading, setUploading] = useState(false);
  // The success alert and what follows (closing, opening the new professional) are the caller's.
  const form = useConsoleForm<ProfessionalFormValues>({
    resolver: zodResolver(professionalFormSchema(creating)) as unknown as Resolver<ProfessionalFormValues>,
    defaultValues: defaultsOf(professional),
    fields: FIELDS,
    save: (values) => onSubmit(toOutput(values)),
  });
  const { register, control, setValue, watch, formState } = form;
  const { fields } = useFieldArray({ control, name: 'days' });
  const { errors } = formState;
  const picture = watch('profile_picture');

  const upload = async (file: File | null) => {
    if (!file) return;
    if (!isAcceptedImage(file)) {
      notify({ type: 'error', message: messages.profile.fileTypeNotAccepted });
      return;
    }
    setUploading(true);
    try {
      setValue('profile_picture', await uploadProfilePicture(file), { shouldDirty: true });
    } catch {
      notify({ type: 'error', message: messages.profile.uploadFailed });
    } finally {
      setUploading(false);
    }
  };

  return (
    <ConsoleForm form={form} gap="lg" onCancel={onCancel} submitLabel={submitLabel}>
      <Fieldset legend="Dados pessoais" radius="md">
        <Stack gap="md">
          <Group gap="md" align="center">
            <Avatar src={picture || null} size={72} radius="xl" alt="Foto do profissional" color="violet" />
            <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg">
              {(props) => (
                <Button {...props} variant="light" loading={uploading}>
                  {picture ? 'Trocar foto' : 'Enviar foto'}
                </Button>
              )}
            </FileButton>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Nome"
              {...register('first_name')}
              error={errors.first_name?.message}
              data-autofocus
            />
            <TextInput label="Sobrenome" {...register('last_name')} error={errors.last_name?.message} />
            <TextInput
              label="E-mail"
              type="email"
              {...register('email')}
              readOnly={!creating}
              description={creating ? t.passwordHint : undefined}
              error={errors.email?.message}
            />
            <MaskedTextInput
              mask={MASKS.phone}
              label="Celular com DDD"
              placeholder="(41) 99999-8888"
              inputMode="tel"
              {...register('phone')}
              error={errors.phone?.message}
            />
          </SimpleGrid>
          <Textarea
            label="Bio"
            autosize
            minRows={3}
            maxRows={8}
            {...register('bio')}
            error={errors.bio?.message}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend="Selos" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {(
            [
              ['is_top_professional', 'Profissional top'],
              ['in_high_demand', 'Alta procura'],
              ['has_products', 'Leva produtos'],
            ] as const
          ).map(([name, label]) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <Switch
                  label={label}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  name={field.name}
                  ref={field.ref}
                />
              )}
            />
          ))}
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend={t.serviceArea} radius="md">
        <Controller
          control={control}
          name="districtIds"
          render={({ field }) => (
            <DistrictsPicker
              value={field.value}
              onChange={field.onChange}
              known={professional?.districts ?? []}
            />
          )}
        />
      </Fieldset>

      <Fieldset legend="Disponibilidade semanal" radius="md">
        <Text size="sm" c="dimmed" mb="xs">
          {t.availabilityHint}
        </Text>
        {/* One line per weekday: the day, then its window ("8h às 18h"), which wraps below on a phone. */}
        <Stack gap={0} role="list" aria-label="Disponibilidade semanal">
          {fields.map((field, index) => {
            const enabled = watch(`days.${index}.enabled`);
            const label = WEEKDAY_LABELS[field.weekday] ?? '';
            return (
              <Group
                key={field.id}
                role="listitem"
                justify="space-between"
                wrap="wrap"
                gap="xs"
                py={6}
                style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
              >
                <Controller
                  control={control}
                  name={`days.${index}.enabled`}
                  render={({ field: f }) => (
                    <Checkbox
                      label={label}
                      checked={f.value}
                      onChange={(event) => f.onChange(event.currentTarget.checked)}
                      miw={150}
                    />
                  )}
                />
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  {(['start_hour', 'end_hour'] as const).map((name) => (
                    <Group key={name} gap="xs" wrap="nowrap" align="flex-start">
                      {name === 'end_hour' && (
                        <Text size="sm" c={enabled ? undefined : 'dimmed'} pt={8} aria-hidden>
                          {t.until}
                        </Text>
                      )}
                      <Controller
                        control={control}
                        name={`days.${index}.${name}`}
                        render={({ field: f, fieldState }) => (
                          <Select
                            aria-label={t.hourOf(name === 'start_hour' ? t.start : t.end, label)}
                            data={HOURS}
                            value={f.value}
                            onChange={(v) => f.onChange(v ?? f.value)}
                            disabled={!enabled}
                            allowDeselect={false}
                            w={96}
                            error={Boolean(fieldState.error)}
                            aria-describedby={fieldState.error ? `dia-${field.weekday}-erro` : undefined}
                          />
                        )}
                      />
                    </Group>
                  ))}
                </Group>
                {errors.days?.[index]?.end_hour?.message && (
                  <Text id={`dia-${field.weekday}-erro`} size="xs" c="red.8" w="100%" ta="right">
                    {errors.days[index].end_hour.message}
                  </Text>
                )}
              </Group>
            );
          })}
        </Stack>
      </Fieldset>
    </ConsoleForm>
  );
}

/**
 * 'Novo profissional' with its form: the list page loads this file on the dialog's first opening (decision 0124),
 * so the dialog mounts with its fields and focuses 'Nome' as before.
 */
export function NewProfessionalDialog({
  dialogs,
  onSubmit,
}: {
  dialogs: FormDialogsState<never>;
  onSubmit: (values: ProfessionalFormOutput, done: () => void) => Promise<void>;
}) {
  return (
    <FormDialogs
      dialogs={dialogs}
      createTitle="Novo profissional"
      size="xl"
      form={(_, done) => (
        <ProfessionalForm
          submitLabel="Cadastrar profissional"
          onCancel={done}
          onSubmit={(values) => onSubmit(values, done)}
        />
      )}
    />
  );
}
