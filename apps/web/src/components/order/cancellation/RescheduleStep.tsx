import '@mantine/core/styles/Radio.layer.css';
import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/pt-br';
import {
  bookableDates,
  durations,
  formatDateBR,
  LAYOUT,
  saoPauloClock,
  schedulingClockKey,
  spokenDate,
  startHours,
  weekdayName,
  weekdayShort,
} from '@brilho/domain';
import { ActionIcon, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { DatePicker, type DayOfWeek } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { memo, type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react';
import {
  type Order,
  RESCHEDULE_OPTIONS,
  type RescheduleData,
  type RescheduleOption,
} from '../../../entities/order/api';
import { durationLabel } from '../../../entities/order/model';
import { texts } from '../../../words/order';
import { ChooseProfessionals } from './ChooseProfessionals';

const t = texts.modal;

/**
 * The start hours a reschedule may take on `date` (scheduling rules, the cancellation and reschedule rules): the day's start hours where the
 * order's duration still ends in time. Nothing when the day is not bookable.
 */
export function rescheduleHours(date: string, durationHours: number, now: Date): number[] {
  return startHours(date, now).filter((hour) => durations(date, hour).includes(durationHours));
}

/** The days a reschedule may pick: bookable (same day included) and with at least one hour that fits. */
export function rescheduleDates(durationHours: number, now: Date): string[] {
  return bookableDates(now).filter((date) => rescheduleHours(date, durationHours, now).length > 0);
}

/**
 * `now` as the scheduling rules see it: the same Date while they would answer the same (same São Paulo
 * hour, see `schedulingClockKey`), so what is computed from it is recomputed once an hour, not on every
 * tick of the page's clock.
 */
function useRulesNow(now: Date): Date {
  const held = useRef(now);
  if (schedulingClockKey(held.current) !== schedulingClockKey(now)) held.current = now;
  return held.current;
}

const nearest = (options: number[], wanted: number): number | null =>
  options.reduce<number | null>(
    (best, option) => (best === null || Math.abs(option - wanted) < Math.abs(best - wanted) ? option : best),
    null,
  );

const NO_WEEKEND: DayOfWeek[] = [];
const CALENDAR_LABELS = texts.calendarLabels;

/**
 * The pt-BR calendar of the bookable days, starting on Monday. Memoised: the page's clock ticks every
 * second, and re-rendering two months of day buttons on each tick kept the main thread busy.
 */
const RescheduleCalendar = memo(function RescheduleCalendar({
  labelledBy,
  dates,
  value,
  onChange,
}: {
  labelledBy: string;
  dates: string[];
  value: string | null;
  onChange: (date: string | null) => void;
}) {
  const twoMonths = useMediaQuery(`(min-width: ${LAYOUT.calendarColumnsBreakpointPx}px)`);
  const allowed = useMemo(() => new Set(dates), [dates]);
  const excludeDate = useCallback((day: string) => !allowed.has(day), [allowed]);
  return (
    <DatePicker
      aria-labelledby={labelledBy}
      value={value}
      onChange={onChange}
      locale="pt-br"
      firstDayOfWeek={1}
      weekdayFormat={weekdayShort}
      minDate={dates[0]}
      maxDate={dates[dates.length - 1]}
      excludeDate={excludeDate}
      defaultDate={dates[0]}
      numberOfColumns={twoMonths ? 2 : 1}
      getDayAriaLabel={spokenDate}
      weekendDays={NO_WEEKEND}
      hideOutsideDates
      maxLevel="month"
      ariaLabels={CALENDAR_LABELS}
    />
  );
});

/**
 * The reschedule step (the screens): a pt-BR calendar starting on Monday with the days that cannot be
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
  const rulesNow = useRulesNow(now);
  const dates = useMemo(() => rescheduleDates(order.duration, rulesNow), [order.duration, rulesNow]);
  const originalHour = saoPauloClock(new Date(order.starts_at)).hour;
  const [date, setDate] = useState<string | null>(null);
  const [hour, setHour] = useState<number | null>(null);
  const [option, setOption] = useState<RescheduleOption>('ANY');
  const [chosen, setChosen] = useState<string[]>([]);
  const districtId = order.address?.district?.id ?? null;
  const hours = useMemo(
    () => (date ? rescheduleHours(date, order.duration, rulesNow) : []),
    [date, order.duration, rulesNow],
  );
  const index = hour === null ? -1 : hours.indexOf(hour);

  const pickDate = useCallback(
    (next: string | null) => {
      if (!next) return;
      setDate(next);
      const options = rescheduleHours(next, order.duration, rulesNow);
      setHour((current) => nearest(options, current ?? originalHour));
    },
    [order.duration, rulesNow, originalHour],
  );

  const submit = () => {
    if (date === null || hour === null) return;
    onSubmit({
      date,
      initial_hour: hour,
      reschedule_option: option,
      ...(option === 'CHOOSE' && chosen.length > 0 ? { professional_ids: chosen } : {}),
    });
  };

  return (
    <Stack gap="md">
      {children}
      <Stack gap="xs" align="center">
        <Text fw={600} id={`${ids}-date`} w="100%">
          {t.rescheduleDate}
        </Text>
        <RescheduleCalendar labelledBy={`${ids}-date`} dates={dates} value={date} onChange={pickDate} />
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
      {option === 'CHOOSE' && districtId && date !== null && hour !== null && (
        <ChooseProfessionals
          districtId={districtId}
          date={date}
          hour={hour}
          duration={order.duration}
          value={chosen}
          onChange={setChosen}
        />
      )}

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
