import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { messages, saoPauloInstant } from '@brilho/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, Paper, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../lib/api/client';
import { ticketTexts as t } from '../../../words/operator/tickets';
import { ConsoleForm, useConsoleForm } from '../ConsoleForm';
import { FormErrors } from '../components';
import { formatDay } from '../orders/format';
import { OPTION_LABELS, type OperatorTicketDetail, useFreeProfessionals, useTicketAction } from './api';
import { FreeProfessionals, nameOfFree } from './FreeProfessionals';
import { ProfessionalPicker } from './ProfessionalPicker';

const REQUIRED = messages.common.required;

/** The new slot as typed: a day, a whole start hour (an emptied NumberInput gives ''), and who takes it. */
const slotFields = {
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, REQUIRED),
  hour: z
    .union([z.number(), z.string()], { error: REQUIRED })
    .transform((value) => (value === '' ? undefined : Number(value)))
    .pipe(z.number({ error: REQUIRED }).int(REQUIRED)),
  professional: z.string().nullable(),
};

/** KEEP sends no professional (the order's stays); otherwise one must be chosen before anything is sent. */
const rescheduleSchema = (keep: boolean) =>
  z.object(slotFields).refine((form) => keep || form.professional !== null, {
    message: t.reschedule.chooseProfessional,
    path: ['professional'],
  });

type RescheduleInput = { date: string; hour: number | string; professional: string | null };
type RescheduleValues = z.output<ReturnType<typeof rescheduleSchema>>;

/** The 2-hour (or the order's length) slot from `date` at `hour`, São Paulo time; null while incomplete. */
function slotOf(date: string, hour: number | string, hours: number) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !Number.isInteger(hour)) return null;
  const start = saoPauloInstant(date, Number(hour));
  if (Number.isNaN(start.getTime())) return null;
  return {
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + hours * 3_600_000).toISOString(),
  };
}

/**
 * The new slot for a rebooking: the day and hour asked, the professional by KEEP / ANY / CHOOSE. A console form
 * (decision 0120) whose refusals stay in the form: it sits on the ticket's page, not in a dialog.
 */
export function RescheduleForm({ ticket }: { ticket: OperatorTicketDetail }) {
  const data = ticket.reschedule_data!;
  const hours = data.duration_hours ?? ticket.order?.duration_hours ?? 2;
  const keep = data.reschedule_option === 'KEEP';
  // CHOOSE with the customer's professionals recorded: only they may take it.
  const asked = data.reschedule_option === 'CHOOSE' ? (data.professional_ids ?? []) : [];
  const restricted = asked.length > 0;
  const order = ticket.order;
  const current =
    order?.professional_id != null
      ? { id: order.professional_id, name: order.professional_name ?? t.reschedule.currentProfessional }
      : null;
  const act = useTicketAction(ticket.id);
  const form = useConsoleForm<RescheduleInput, RescheduleValues>({
    resolver: zodResolver(rescheduleSchema(keep)),
    defaultValues: {
      date: data.date,
      hour: data.initial_hour,
      professional: restricted ? (asked[0] ?? null) : (current?.id ?? null),
    },
    fields: [],
    save: (values) => {
      const slot = slotOf(values.date, values.hour, hours)!;
      return act.mutateAsync({
        kind: 'approve-reschedule',
        ...slot,
        professional_id: keep ? null : values.professional,
      });
    },
    success: t.reschedule.approved,
    failure: (error) => (error instanceof ApiError ? error.message : t.reschedule.unexpected),
    invalid: null,
    failuresInPlace: true,
  });
  const { control, register, watch, setValue } = form;
  const [date, hour, professional] = watch(['date', 'hour', 'professional']);
  const slot = useMemo(() => slotOf(date, hour, hours), [date, hour, hours]);
  const free = useFreeProfessionals(ticket.id, slot);
  const known = (free.data ?? []).map((p) => ({ id: p.id, name: nameOfFree(p) }));
  const choose = (id: string | null) => setValue('professional', id);
  const missing = form.formState.errors.professional?.message;

  return (
    <Paper withBorder radius="lg" p="lg">
      <ConsoleForm form={form} submitLabel={t.reschedule.submit} gap="sm">
        <Title order={3} fz={18}>
          {t.reschedule.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.reschedule.asked(
            formatDay(data.date),
            data.initial_hour,
            hours,
            OPTION_LABELS[data.reschedule_option],
          )}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t.reschedule.date}
            type="date"
            {...register('date')}
            error={form.formState.errors.date?.message}
            required
          />
          <Controller
            control={control}
            name="hour"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t.reschedule.startHour}
                min={7}
                max={19}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                error={fieldState.error?.message}
                suffix="h"
                required
              />
            )}
          />
        </SimpleGrid>
        <ProfessionalPicker
          label={t.reschedule.professional}
          description={
            keep
              ? t.reschedule.sameProfessional
              : restricted
                ? t.reschedule.chosenProfessionals
                : t.reschedule.anyProfessional
          }
          value={professional}
          onChange={choose}
          current={current}
          known={known}
          disabled={keep || restricted}
        />
        <FreeProfessionals
          rows={free.data}
          loading={free.isFetching}
          failed={free.isError}
          value={keep ? (current?.id ?? null) : professional}
          onChoose={(p) => choose(p.id)}
          selectable={(p) => (keep ? p.id === current?.id : restricted ? p.is_asked : true)}
        />
        {/* No professional chosen: said where the API's refusals are, above the button. */}
        <FormErrors errors={missing ? [missing] : []} />
      </ConsoleForm>
    </Paper>
  );
}
