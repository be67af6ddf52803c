import { SUPPORT_HOURS } from './constants';
import { isBusinessDay, nationalHolidays } from './holidays';
import { isoWeekday, saoPauloClock, saoPauloInstant } from './time';

/**
 * Customer support hours (spec product §1, rules §9): Monday to Friday 8h–18h and Saturday 8h–14h on
 * the São Paulo clock; Sundays and national holidays have none. Checkout warns before booking a
 * cleaning that support cannot follow live (spec §4 "Checkout submit"; docs/decisions.md).
 */

/** The support window of a São Paulo calendar day, or null when support is closed all day. */
export function supportWindow(date: string): { from: number; to: number } | null {
  const weekday = isoWeekday(date);
  if (weekday <= 5) return isBusinessDay(date) ? SUPPORT_HOURS.weekdays : null;
  if (weekday === 6) {
    const holiday = nationalHolidays(Number(date.slice(0, 4))).includes(date);
    return holiday ? null : SUPPORT_HOURS.saturday;
  }
  return null;
}

/**
 * Whether any part of the cleaning from `startsAt` to `endsAt` falls outside support hours. The end is
 * exclusive: a cleaning ending exactly at 18h on a weekday is fully covered. A cleaning crossing
 * midnight always needs it (no day's support reaches midnight).
 */
export function needsReducedSupport(startsAt: Date, endsAt: Date): boolean {
  const start = saoPauloClock(startsAt);
  // The last instant the cleaning covers decides its day; a zero-length interval is just its start.
  const lastInstant = new Date(Math.max(startsAt.getTime(), endsAt.getTime() - 1));
  if (saoPauloClock(lastInstant).date !== start.date) return true;
  const window = supportWindow(start.date);
  if (!window) return true;
  const opens = saoPauloInstant(start.date, window.from).getTime();
  const closes = saoPauloInstant(start.date, window.to).getTime();
  return startsAt.getTime() < opens || Math.max(endsAt.getTime(), startsAt.getTime()) > closes;
}
