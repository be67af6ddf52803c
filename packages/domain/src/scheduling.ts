import {
  BOOKABLE_WINDOW_DAYS,
  BUSINESS_HOURS,
  DEC_24_LAST_START_HOUR,
  FIRST_START_HOUR,
  LAST_START_HOUR,
  MAX_DURATION_HOURS,
  MIN_DURATION_HOURS,
  MIN_LEAD_HOURS,
} from './constants';
import { addDays, daysBetween, saoPauloClock, saoPauloInstant } from './time';

/**
 * When a cleaning may be booked (scheduling rules, the business constants). Everything is evaluated on the São Paulo clock and
 * takes the current instant as a parameter, so the API, the web and the tests agree on every boundary.
 */

/** A requested cleaning: a São Paulo calendar day, a whole start hour and a duration in whole hours. */
export interface Slot {
  date: string;
  startHour: number;
  duration: number;
}

/** From this São Paulo hour on, today is no longer bookable (spec: "tomorrow if after 16h"). */
export const SAME_DAY_CUTOFF_HOUR = 16;
/** Before this hour today, the first start is AFTERNOON_START_HOUR (spec: "Before 8h today: from 14h"). */
export const MORNING_CUTOFF_HOUR = 8;
/** From this hour on, tomorrow's first start is AFTERNOON_START_HOUR (spec: "Tomorrow from 18h"). */
export const EVENING_CUTOFF_HOUR = 18;
export const AFTERNOON_START_HOUR = 14;

const CLOSED_DAYS = new Set(['12-25', '01-01']);
/** Dec 24 and Dec 31: starts until 15h and the cleaning ends by 18h (docs/decisions.md). */
const RESTRICTED_DAYS = new Set(['12-24', '12-31']);
export const RESTRICTED_DAY_END_HOUR = 18;

const monthDay = (date: string) => date.slice(5);

export const isClosedDay = (date: string): boolean => CLOSED_DAYS.has(monthDay(date));
export const isRestrictedDay = (date: string): boolean => RESTRICTED_DAYS.has(monthDay(date));

const lastStartHour = (date: string) => (isRestrictedDay(date) ? DEC_24_LAST_START_HOUR : LAST_START_HOUR);
const dayEndHour = (date: string) => (isRestrictedDay(date) ? RESTRICTED_DAY_END_HOUR : BUSINESS_HOURS.end);

/** The first day a cleaning can be booked for (today, or tomorrow from 16h). */
export function firstBookableDate(now: Date): string {
  const clock = saoPauloClock(now);
  return clock.hour >= SAME_DAY_CUTOFF_HOUR ? addDays(clock.date, 1) : clock.date;
}

/** The last day: 35 days after today. */
export const lastBookableDate = (now: Date): string => addDays(saoPauloClock(now).date, BOOKABLE_WINDOW_DAYS);

/** The first start hour allowed on `date`, given the lead-time rules for today and tomorrow. */
function earliestStartHour(date: string, now: Date): number {
  const clock = saoPauloClock(now);
  const ahead = daysBetween(clock.date, date);
  if (ahead === 0) {
    if (clock.hour < MORNING_CUTOFF_HOUR) return AFTERNOON_START_HOUR;
    // The next three hours on, rounded up to a whole hour: 08:00:00.001 is past 08:00, so 11:00 is too soon.
    // Seconds and milliseconds are the same on every wall clock (offsets are whole minutes).
    const pastTheHour = clock.minute > 0 || now.getUTCSeconds() > 0 || now.getUTCMilliseconds() > 0;
    return clock.hour + MIN_LEAD_HOURS + (pastTheHour ? 1 : 0);
  }
  if (ahead === 1 && clock.hour >= EVENING_CUTOFF_HOUR) return AFTERNOON_START_HOUR;
  return FIRST_START_HOUR;
}

/**
 * What the scheduling rules read of `now`: the São Paulo day and hour, and whether the hour has begun
 * (08:00:00.000 vs anything after it). Two instants with the same key get the same answer from every rule
 * here, so a screen whose clock ticks every second recomputes the bookable days once an hour, not once a
 * tick (the reschedule calendar froze the page recomputing them).
 */
export function schedulingClockKey(now: Date): string {
  const clock = saoPauloClock(now);
  const pastTheHour = clock.minute > 0 || now.getUTCSeconds() > 0 || now.getUTCMilliseconds() > 0;
  return `${clock.date}T${clock.hour}${pastTheHour ? '+' : ''}`;
}

/** Whether `date` can be booked at all (the window and the closed holidays). */
export function isBookableDate(date: string, now: Date): boolean {
  if (isClosedDay(date)) return false;
  if (daysBetween(firstBookableDate(now), date) < 0) return false;
  if (daysBetween(date, lastBookableDate(now)) < 0) return false;
  return startHours(date, now).length > 0;
}

/** Every bookable day from the first to the last, in order. */
export function bookableDates(now: Date): string[] {
  const dates: string[] = [];
  const last = lastBookableDate(now);
  for (let date = firstBookableDate(now); daysBetween(date, last) >= 0; date = addDays(date, 1)) {
    if (isBookableDate(date, now)) dates.push(date);
  }
  return dates;
}

/** The start hours offered on `date` (empty when the date is not bookable). */
export function startHours(date: string, now: Date): number[] {
  if (isClosedDay(date)) return [];
  const ahead = daysBetween(saoPauloClock(now).date, date);
  if (ahead < 0 || ahead > BOOKABLE_WINDOW_DAYS) return [];
  if (ahead === 0 && saoPauloClock(now).hour >= SAME_DAY_CUTOFF_HOUR) return [];
  const hours: number[] = [];
  for (
    let hour = Math.max(FIRST_START_HOUR, earliestStartHour(date, now));
    hour <= lastStartHour(date);
    hour++
  )
    hours.push(hour);
  return hours;
}

/** The durations (hours) a cleaning starting at `startHour` on `date` may have: 1–8, ending by the day's end. */
export function durations(date: string, startHour: number): number[] {
  const longest = Math.min(MAX_DURATION_HOURS, dayEndHour(date) - startHour);
  const options: number[] = [];
  for (let hours = MIN_DURATION_HOURS; hours <= longest; hours++) options.push(hours);
  return options;
}

export function isValidSlot(slot: Slot, now: Date): boolean {
  return (
    Number.isInteger(slot.startHour) &&
    Number.isInteger(slot.duration) &&
    isBookableDate(slot.date, now) &&
    startHours(slot.date, now).includes(slot.startHour) &&
    durations(slot.date, slot.startHour).includes(slot.duration)
  );
}

const nearest = (options: number[], wanted: number): number =>
  options.reduce((best, option) => (Math.abs(option - wanted) < Math.abs(best - wanted) ? option : best));

/**
 * After the date changes: the start hour moves to the nearest hour offered that day (the later one on a
 * tie) and the duration to the longest allowed when it no longer fits. Null when the day has no hours.
 */
export function adjustToDate(
  current: { startHour?: number | null; duration?: number | null },
  date: string,
  now: Date,
): { startHour: number | null; duration: number | null } | null {
  const hours = startHours(date, now);
  if (hours.length === 0) return null;
  const startHour = current.startHour == null ? null : nearest([...hours].reverse(), current.startHour);
  if (startHour === null || current.duration == null)
    return { startHour, duration: current.duration ?? null };
  const allowed = durations(date, startHour);
  return { startHour, duration: Math.min(current.duration, allowed[allowed.length - 1]!) };
}

/** The instants a slot covers. */
export function slotInterval(slot: Slot): { startsAt: Date; endsAt: Date } {
  const startsAt = saoPauloInstant(slot.date, slot.startHour);
  return { startsAt, endsAt: new Date(startsAt.getTime() + slot.duration * 3_600_000) };
}

/**
 * A professional's free period fits a request when the start lies inside the period and, with a duration,
 * the cleaning ends no later than the period does.
 */
export function periodFits(
  period: { startsAt: Date; endsAt: Date },
  start: Date,
  durationHours?: number | null,
): boolean {
  const s = start.getTime();
  if (s < period.startsAt.getTime() || s >= period.endsAt.getTime()) return false;
  return durationHours == null || s + durationHours * 3_600_000 <= period.endsAt.getTime();
}
