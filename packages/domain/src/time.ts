import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { TIME_ZONE } from './constants';

// The only place the plugins are extended and the business time zone applied.
dayjs.extend(utc);
dayjs.extend(timezone);

/** The São Paulo calendar day of an instant, 'YYYY-MM-DD'. */
export function saoPauloDate(instant: Date): string {
  return dayjs(instant).tz(TIME_ZONE).format('YYYY-MM-DD');
}

// One formatter, built once: the wall-clock reading is on the hot path of every availability check.
const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The São Paulo wall-clock reading of an instant. */
export function saoPauloClock(instant: Date): { date: string; hour: number; minute: number } {
  const parts: Record<string, string> = {};
  for (const part of wallClock.formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** Whole calendar days from `from` to `to` ('YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return dayjs.utc(to).diff(dayjs.utc(from), 'day');
}

/** The instant of `hour:minute` on a São Paulo calendar day. */
export function saoPauloInstant(date: string, hour: number, minute = 0): Date {
  return dayjs
    .tz(`${date} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`, TIME_ZONE)
    .toDate();
}

/** The daily jobs (availability horizon, subscription cycles) run at this São Paulo time, after midnight's turn. */
export const DAILY_JOBS_TIME = { hour: 0, minute: 5 } as const;

/** The next daily jobs' run: the first 00:05 São Paulo strictly after `now`. */
export function nextDailyRun(now: Date): Date {
  const today = saoPauloDate(now);
  const { hour, minute } = DAILY_JOBS_TIME;
  const candidate = saoPauloInstant(today, hour, minute);
  return candidate > now ? candidate : saoPauloInstant(addDays(today, 1), hour, minute);
}

/** Calendar arithmetic on 'YYYY-MM-DD' (no time zone involved). */
export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** ISO weekday of a calendar day: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = dayjs.utc(date).day();
  return day === 0 ? 7 : day;
}

/** 'DD/MM/AAAA' for a calendar day. */
export const formatDateBR = (date: string): string => date.split('-').reverse().join('/');

const WEEKDAY_NAMES = [
  '',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
  'domingo',
];

/** 'quinta-feira' for a 'YYYY-MM-DD' calendar day. */
export const weekdayName = (date: string): string => WEEKDAY_NAMES[isoWeekday(date)] ?? '';

const WEEKDAY_SHORT = ['', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb', 'Dom'];

/**
 * A calendar's column header: 'Seg' … 'Dom', one style for all seven days (the locale's minimal names mix
 * '2ª … 6ª' with 'Sá Do', issue #26). Takes 'YYYY-MM-DD' or a date-time string starting with it.
 */
export const weekdayShort = (date: string): string => WEEKDAY_SHORT[isoWeekday(date.slice(0, 10))] ?? '';

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** '09:00', '14:30', '24:00' (a period that runs to midnight): the one way the app writes an hour. */
export const clockLabel = (hour: number, minute = 0): string => `${twoDigits(hour)}:${twoDigits(minute)}`;

/** '09:00 às 12:00'. */
export const clockSpan = (from: number, to: number): string => `${clockLabel(from)} às ${clockLabel(to)}`;

const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** 'março' for 'YYYY-MM…' (a calendar day or a reference month). */
export const monthName = (date: string): string => MONTH_NAMES[Number(date.slice(5, 7)) - 1] ?? '';

/** 'dezembro de 2026' for 'YYYY-MM' or 'YYYY-MM-DD'. */
export const monthOfYear = (date: string): string => `${monthName(date)} de ${date.slice(0, 4)}`;

/** 'quinta-feira, 5 de março' for a 'YYYY-MM-DD' calendar day. */
export const dayOfMonthLabel = (date: string): string =>
  `${weekdayName(date)}, ${Number(date.slice(8, 10))} de ${monthName(date)}`;

/** '09:05': an instant's hour on the São Paulo clock. */
export function instantClock(instant: Date): string {
  const { hour, minute } = saoPauloClock(instant);
  return clockLabel(hour, minute);
}

/** '05/03/2026, 09:05': an instant on the São Paulo clock, whatever the device's zone. */
export const formatInstantBR = (instant: Date): string =>
  `${formatDateBR(saoPauloDate(instant))}, ${instantClock(instant)}`;

/** '05/03, 09:05': the same without the year (a chat's messages). */
export const formatInstantShortBR = (instant: Date): string =>
  `${formatDateBR(saoPauloDate(instant)).slice(0, 5)}, ${instantClock(instant)}`;

/** '26 de novembro de 2026, quinta-feira': a calendar day ('YYYY-MM-DD') as a screen reader reads it. */
export function spokenDate(date: string): string {
  const [year, , day] = date.split('-').map(Number);
  return `${day} de ${monthName(date)} de ${year}, ${weekdayName(date)}`;
}
