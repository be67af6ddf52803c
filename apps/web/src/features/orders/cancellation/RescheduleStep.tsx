import '@mantine/core/styles/Radio.layer.css';
import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/pt-br';
import {
  bookableDates,
  durations,
  formatDateBR,
  LAYOUT,
  saoPauloClock,
  spokenDate,
  startHours,
  weekdayName,
  weekdayShort,
} from '@brilho/domain';
import { ActionIcon, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { type Order, RESCHEDULE_OPTIONS, type RescheduleData, type RescheduleOption } from '../api';
import { durationLabel } from '../model';
import { texts } from '../texts';

const t = texts.modal;

/**
 * The start hours a reschedule may take on `date` (rules §5.8, §5.11): the day's start hours where the
 * order's duration still ends in time. Nothing when the day is not bookable.
 */
export function rescheduleHours(date: string, durationHours: number, now: Date): number[] {
  return startHours(date, now).filter((hour) => durations(date, hour).includes(durationHours));
}

/** The days a reschedule may pick: bookable (same day included) and with at least one hour that fits. */
export function rescheduleDates(durationHours: number, now: Date): string[] {
  return bookableDates(now).filter((date) => rescheduleHours(date, durationHours, now).length > 0);
}

const nearest = (options: number[], wanted: number): number | null =>
  options.reduce<number | null>(
    (best, option) => (best === null || Math.abs(option - wanted) < Math.abs(best - wanted) ? option : best),
    null,
  );

/**
 * The reschedule step (product §2): a pt-BR calendar starting on Monday with the days that cannot be
 * booked disabled, an hour stepper over the day's available hours, the professional choice (KEEP, ANY —
 * the default — or CHOOSE) and a summary.
 */
export function RescheduleStep({
  order,
  now,
  onBack,
  onSubmit,
  submitting,
  children,
}: {
  order: Order;
  now: Date;
  onBack?: () => void;
  onSubmit: (data: RescheduleData) => void;
  submitting: boolean;
  /** Shown above the calendar (the reason, when this step opens the modal). */
  children?: ReactNode;
}) {
  const ids = useId();
  const twoMonths = useMediaQuery(`(min-width: ${LAYOUT.calendarColumnsBreakpointPx}px)`);
  const dates = useMemo(() => rescheduleDates(order.duration, now), [order.duration, now]);
  const allowed = useMemo(() => new Set(dates), [dates]);
  const originalHour = saoPauloClock(new Date(order.starts_at)).hour;
  const [date, setDate] = useState<string | null>(null);
  const [hour, setHour] = useState<number | null>(null);
  const [option, setOption] = useState<RescheduleOption>('ANY');
  const hours = date ? rescheduleHours(date, order.duration, now) : [];
  const index = hour === null ? -1 : hours.indexOf(hour);

  const pickDate = (next: string | null) => {
    if (!next) return;
    setDate(next);
    const options = rescheduleHours(next, order.duration, now);
    setHour((current) => nearest(options, current ?? originalHour));
  };

  const submit = () => {
    if (date === null || hour === null) return;
    onSubmit({ date, initial_hour: hour, reschedule_option: option });
  };

  return (
    <Stack gap="md">
      {children}
      <Stack gap="xs" align="center">
        <Text fw={600} id={`${ids}-date`} w="100%">
          {t.rescheduleDate}
        </Text>
        <DatePicker
          aria-labelledby={`${ids}-date`}
          value={date}
          onChange={pickDate}
          locale="pt-br"
          firstDayOfWeek={1}
          weekdayFormat={weekdayShort}
          minDate={dates[0]}
          maxDate={dates[dates.length - 1]}
          excludeDate={(day) => !allowed.has(day)}
          defaultDate={dates[0]}
          numberOfColumns={twoMonths ? 2 : 1}
          getDayAriaLabel={spokenDate}
          weekendDays={[]}
          hideOutsideDates
          maxLevel="month"
          ariaLabels={{
            previousMonth: 'Mês anterior',
            nextMonth: 'Próximo mês',
            monthLevelControl: 'Escolher o mês',
          }}
        />
      </Stack>

      <Stack gap={4}>
        <Text fw={600} id={`${ids}-hour`}>
          {t.rescheduleHour}
        </Text>
        {date !== null && hours.length === 0 ? (
          <Text size="sm">{t.noHours}</Text>
        ) : (
          <Group gap="sm" role="group" aria-labelledby={`${ids}-hour`}>
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={t.decreaseHour}
              disabled={index <= 0}
              onClick={() => setHour(hours[index - 1] ?? hour)}
            >
              −
            </ActionIcon>
            <Text fw={700} miw={64} ta="center" aria-live="polite" data-testid="reschedule-hour">
              {hour === null ? '--' : `${String(hour).padStart(2, '0')}:00`}
            </Text>
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={t.increaseHour}
              disabled={index < 0 || index >= hours.length - 1}
              onClick={() => setHour(hours[index + 1] ?? hour)}
            >
              +
            </ActionIcon>
          </Group>
        )}
      </Stack>

      <Radio.Group
        label={t.professionalChoice}
        value={option}
        onChange={(value) => setOption(value as RescheduleOption)}
      >
        <Stack gap="xs" mt="xs">
          {RESCHEDULE_OPTIONS.map((value) => (
            <Radio key={value} value={value} label={t.rescheduleOptions[value]} />
          ))}
        </Stack>
      </Radio.Group>

      {date !== null && hour !== null && (
        <Paper withBorder radius="md" p="sm" bg="violet.0">
          <Text fw={700} size="sm">
            {t.summaryTitle}
          </Text>
          <Text size="sm" data-testid="reschedule-summary">
            {t.summaryLine(
              `${weekdayName(date)}, ${formatDateBR(date)}`,
              `${String(hour).padStart(2, '0')}:00`,
              durationLabel(order.duration),
            )}
          </Text>
          <Text size="sm">{t.rescheduleOptions[option]}</Text>
        </Paper>
      )}

      <Group justify={onBack ? 'space-between' : 'flex-end'}>
        {onBack && (
          <Button variant="subtle" onClick={onBack}>
            {t.back}
          </Button>
        )}
        <Button onClick={submit} disabled={date === null || hour === null} loading={submitting}>
          {t.requestReschedule}
        </Button>
      </Group>
    </Stack>
  );
}
