import { SUPPORT_HOURS } from './constants';
import { isBusinessDay, nationalHolidays } from './holidays';
import { addDays, isoWeekday, saoPauloClock, saoPauloInstant } from './time';

/**
 * Customer support hours (the product overview, the business constants): Monday to Friday 8h–18h and Saturday 8h–14h on
 * the São Paulo clock; Sundays and national holidays have none. Checkout warns before booking a
 * cleaning that support cannot follow live (states "Checkout submit"; docs/decisions.md).
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

/** Whether the support team is answering live at `now` (the closing hour itself is outside). */
export function isSupportOpen(now: Date): boolean {
  const clock = saoPauloClock(now);
  const window = supportWindow(clock.date);
  if (!window) return false;
  const t = now.getTime();
  return (
    t >= saoPauloInstant(clock.date, window.from).getTime() &&
    t < saoPauloInstant(clock.date, window.to).getTime()
  );
}

/**
 * When support next answers live: `now` itself when it is open, else the next day's opening instant
 * (the support chat tells the customer this outside hours). Looks ahead far enough to cross any run of
 * Sundays and holidays.
 */
export function nextSupportOpening(now: Date): Date {
  if (isSupportOpen(now)) return now;
  const today = saoPauloClock(now).date;
  for (let offset = 0; offset <= 14; offset += 1) {
    const date = addDays(today, offset);
    const window = supportWindow(date);
    if (!window) continue;
    const opens = saoPauloInstant(date, window.from);
    if (opens.getTime() > now.getTime()) return opens;
  }
  // Unreachable with the real calendar: a fortnight always has a support day.
  throw new Error('no support opening within 14 days');
}
