import { TIME_ZONE } from './constants';
import { monthNames, spanWords, weekdayNames, weekdayShortNames } from './messagesCalendar';

/**
 * The São Paulo calendar day and wall clock of an instant, by the platform's time-zone data (Intl), without
 * dayjs: a page that only shows a date (the public professional page) does not load dayjs and its time-zone
 * plugins. time.ts re-exports these.
 */

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

// The last reading: the slot rules read the same `now` dozens of times per search, and Intl's formatToParts is
// the costliest step of a cached search's CPU.
let lastInstant = Number.NaN;
let lastReading: { date: string; hour: number; minute: number } = { date: '', hour: 0, minute: 0 };

/** The São Paulo wall-clock reading of an instant. */
export function saoPauloClock(instant: Date): { date: string; hour: number; minute: number } {
  const time = instant.getTime();
  if (time === lastInstant) return { ...lastReading };
  const parts: Record<string, string> = {};
  for (const part of wallClock.formatToParts(instant)) parts[part.type] = part.value;
  lastReading = {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
  lastInstant = time;
  return { ...lastReading };
}

/** The São Paulo calendar day of an instant, 'YYYY-MM-DD'. */
export function saoPauloDate(instant: Date): string {
  return saoPauloClock(instant).date;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Midnight UTC of a calendar day 'YYYY-MM-DD', the unit of calendar arithmetic (no time zone involved). */
const dayMs = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** Whole calendar days from `from` to `to` ('YYYY-MM-DD'); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((dayMs(to) - dayMs(from)) / DAY_MS);

/** Calendar arithmetic on 'YYYY-MM-DD' (no time zone involved). */
export const addDays = (date: string, days: number): string =>
  new Date(dayMs(date) + days * DAY_MS).toISOString().slice(0, 10);

/** São Paulo's offset from UTC at an instant, in minutes (−180, or −120 in the old summer times). */
function offsetAt(ms: number): number {
  const atMinute = Math.floor(ms / MINUTE_MS) * MINUTE_MS;
  const { date, hour, minute } = saoPauloClock(new Date(atMinute));
  return Math.round((dayMs(date) + (hour * 60 + minute) * MINUTE_MS - atMinute) / MINUTE_MS);
}

/** São Paulo's offset since it dropped summer time (2019). */
const STANDARD_OFFSET = -180;

/**
 * The instant of `hour:minute` on a São Paulo calendar day: the wall time moved by the standard offset,
 * corrected if the offset there differs (the old summer times), as dayjs' time-zone plugin computed it. A
 * wall time a change skipped (a summer time's first midnight) lands an hour later; one that happened twice
 * (its last hour) is the later, standard one.
 */
export function saoPauloInstant(date: string, hour: number, minute = 0): Date {
  const wall = dayMs(date) + (hour * 60 + minute) * MINUTE_MS;
  const first = STANDARD_OFFSET;
  let guess = wall - first * MINUTE_MS;
  const second = offsetAt(guess);
  if (second === first) return new Date(guess);
  guess -= (second - first) * MINUTE_MS;
  const third = offsetAt(guess);
  if (third === second) return new Date(guess);
  return new Date(wall - Math.min(second, third) * MINUTE_MS);
}

/** 'DD/MM/AAAA' for a calendar day. */
export const formatDateBR = (date: string): string => date.split('-').reverse().join('/');

/** ISO weekday of a calendar day: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

const WEEKDAY_NAMES: readonly string[] = weekdayNames;

/** 'quinta-feira' for a 'YYYY-MM-DD' calendar day. */
export const weekdayName = (date: string): string => WEEKDAY_NAMES[isoWeekday(date)] ?? '';

const WEEKDAY_SHORT: readonly string[] = weekdayShortNames;

/**
 * A calendar's column header: 'Seg' … 'Dom', one style for all seven days (the locale's minimal names mix
 * '2ª … 6ª' with 'Sá Do'). Takes 'YYYY-MM-DD' or a date-time string starting with it.
 */
export const weekdayShort = (date: string): string => WEEKDAY_SHORT[isoWeekday(date.slice(0, 10))] ?? '';

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** '09:00', '14:30', '24:00' (a period that runs to midnight): the one way the app writes an hour. */
export const clockLabel = (hour: number, minute = 0): string => `${twoDigits(hour)}:${twoDigits(minute)}`;

/** '09:00 às 12:00'. */
export const clockSpan = (from: number, to: number): string => spanWords(clockLabel(from), clockLabel(to));

const MONTH_NAMES: readonly string[] = monthNames;

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
