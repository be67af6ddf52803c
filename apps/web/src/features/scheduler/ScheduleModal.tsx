import '@mantine/core/styles/Chip.layer.css';
import {
  formatDateBR,
  formatMoney,
  isValidSlot,
  messages,
  type Pricing,
  periodFits,
  saoPauloClock,
  saoPauloInstant,
  startHours,
} from '@brilho/domain';
import { Alert, Button, Chip, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LazyModal } from '../../components/LazyModal';
import { MODAL_DEFAULTS } from '../../components/modal';
import { type Professional, professionalName, type ScheduleEvent } from '../../entities/professional/model';
import { hoursLabel } from '../../lib/labels';
import { hourLabel, texts, weekdayOf } from '../../words/scheduler';
import { scheduleEventsQuery } from './api';
import { durationPrice } from './DurationOptions';
import classes from './scheduler.module.css';
import { durationsFor } from './state';

export interface Slot {
  date: string;
  startHour: number;
  duration: number;
}

/** A free period as the customer reads it: 'entre 07:00 e 12:00'. */
export function periodLabel(event: ScheduleEvent): string {
  const from = saoPauloClock(new Date(event.starts_at));
  const to = saoPauloClock(new Date(event.ends_at));
  // A period that runs to midnight ends at '24:00' of its day, not '00:00'.
  const toHour = to.date !== from.date && to.hour === 0 && to.minute === 0 ? 24 : to.hour;
  return `entre ${hourLabel(from.hour, from.minute)} e ${hourLabel(toHour, to.minute)}`;
}

/** The start hours the rules offer on `date` where a cleaning of `duration` hours fits in the period. */
export function hoursInPeriod(event: ScheduleEvent, date: string, duration: number, now: Date): number[] {
  const period = { startsAt: new Date(event.starts_at), endsAt: new Date(event.ends_at) };
  return startHours(date, now).filter(
    (startHour) =>
      isValidSlot({ date, startHour, duration }, now) &&
      periodFits(period, saoPauloInstant(date, startHour), duration),
  );
}

/**
 * The professional's agenda on the chosen day: each free period with the start hours that fit the duration.
 * Confirming sets the day, hour, duration and professional.
 */
export function ScheduleModal({
  professional,
  ...props
}: {
  professional: Professional | null;
  date: string;
  startHour: number | null;
  duration: number | null;
  now: Date;
  district: Pricing | null;
  products?: Pricing | null;
  onClose: () => void;
  onConfirm: (professional: Professional, slot: Slot) => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <LazyModal
      opened={professional !== null}
      onClose={props.onClose}
      title={professional ? texts.scheduleTitle(professionalName(professional)) : ''}
      size="lg"
      fullScreen={phone}
      {...MODAL_DEFAULTS}
    >
      {professional && <ScheduleBody professional={professional} {...props} />}
    </LazyModal>
  );
}

function ScheduleBody({
  professional,
  date,
  startHour,
  duration: initialDuration,
  now,
  district,
  products = null,
  onClose,
  onConfirm,
}: {
  professional: Professional;
  date: string;
  startHour: number | null;
  duration: number | null;
  now: Date;
  district: Pricing | null;
  products?: Pricing | null;
  onClose: () => void;
  onConfirm: (professional: Professional, slot: Slot) => void;
}) {
  const options = durationsFor(date, null, now);
  const [duration, setDuration] = useState<number | null>(
    initialDuration !== null && options.includes(initialDuration) ? initialDuration : null,
  );
  const [hour, setHour] = useState<number | null>(startHour);
  const events = useQuery({
    ...scheduleEventsQuery(professional.id, date, duration ?? 0),
    enabled: duration !== null,
  });

  const periods =
    duration === null || !events.data
      ? []
      : events.data
          .map((event) => ({ event, hours: hoursInPeriod(event, date, duration, now) }))
          .filter((period) => period.hours.length > 0);
  const offered = new Set(periods.flatMap((period) => period.hours));
  const chosenHour = hour !== null && offered.has(hour) ? hour : null;
  const price =
    duration === null
      ? null
      : durationPrice(duration, district, products, professional.active_coupon ?? null);

  return (
    <Stack gap="md">
      <Text>
        Dia <b>{`${weekdayOf(date)}, ${formatDateBR(date)}`}</b>
      </Text>
      <Stack gap="xs">
        <Text size="sm" fw={600} id="agenda-duracao">
          {texts.cleaningDuration}
        </Text>
        <Chip.Group
          value={duration === null ? null : String(duration)}
          onChange={(value) => setDuration(Number(value))}
        >
          <Group gap="xs" role="radiogroup" aria-labelledby="agenda-duracao">
            {options.map((hours) => (
              <Chip key={hours} value={String(hours)} type="radio">
                {hoursLabel(hours)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>

      {duration === null ? (
        <Text size="sm">{texts.chooseDurationForHours}</Text>
      ) : events.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">Buscando a agenda...</Text>
        </Group>
      ) : events.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{texts.scheduleFailed}</Text>
            <Button size="xs" variant="white" color="red.9" onClick={() => events.refetch()}>
              tentar novamente
            </Button>
          </Stack>
        </Alert>
      ) : periods.length === 0 ? (
        <Alert color="orange" variant="light" role="status">
          {messages.scheduling.noMoreSlots}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {texts.freeHours}
          </Text>
          <Chip.Group
            value={chosenHour === null ? null : String(chosenHour)}
            onChange={(value) => setHour(Number(value))}
          >
            {periods.map(({ event, hours }) => {
              const label = periodLabel(event);
              return (
                <div key={event.id} className={classes.period}>
                  <Text size="sm" mb={6} id={`periodo-${event.id}`}>
                    {label}
                  </Text>
                  <Group gap="xs" role="radiogroup" aria-labelledby={`periodo-${event.id}`}>
                    {hours.map((startHourOption) => (
                      <Chip key={startHourOption} value={String(startHourOption)} type="radio">
                        {hourLabel(startHourOption)}
                      </Chip>
                    ))}
                  </Group>
                </div>
              );
            })}
          </Chip.Group>
        </Stack>
      )}

      {price && (
        <Text size="sm">
          Valor:{' '}
          {price.withCoupon !== null && price.withCoupon < price.price ? (
            <>
              <Text span td="line-through" c="dimmed" size="sm">
                {formatMoney(price.price)}
              </Text>{' '}
              <b>{formatMoney(price.withCoupon)}</b> com cupom {professional.active_coupon?.name}
            </>
          ) : (
            <b>{formatMoney(price.price)}</b>
          )}
        </Text>
      )}

      <div className={`${classes.footer} ${classes.footerEnd}`}>
        <Button variant="default" onClick={onClose}>
          {texts.backLower}
        </Button>
        <Button
          disabled={chosenHour === null || duration === null}
          onClick={() =>
            chosenHour !== null &&
            duration !== null &&
            onConfirm(professional, { date, startHour: chosenHour, duration })
          }
        >
          {texts.confirmTime}
        </Button>
      </div>
    </Stack>
  );
}
