import { addDays, saoPauloDate, saoPauloInstant } from './clock';

// The São Paulo day and wall clock, calendar arithmetic, weekdays and the labels of days and hours: clock.ts,
// on the platform's time-zone data (Intl), no dayjs (≈ 4 kB on every page that schedules).
export {
  addDays,
  clockLabel,
  clockSpan,
  dayOfMonthLabel,
  daysBetween,
  formatDateBR,
  formatInstantBR,
  formatInstantShortBR,
  instantClock,
  isoWeekday,
  monthName,
  monthOfYear,
  saoPauloClock,
  saoPauloDate,
  saoPauloInstant,
  spokenDate,
  weekdayName,
  weekdayShort,
} from './clock';

/** The daily jobs (availability horizon, subscription cycles) run at this São Paulo time, after midnight's turn. */
export const DAILY_JOBS_TIME = { hour: 0, minute: 5 } as const;

/** The next daily jobs' run: the first 00:05 São Paulo strictly after `now`. */
export function nextDailyRun(now: Date): Date {
  const today = saoPauloDate(now);
  const { hour, minute } = DAILY_JOBS_TIME;
  const candidate = saoPauloInstant(today, hour, minute);
  return candidate > now ? candidate : saoPauloInstant(addDays(today, 1), hour, minute);
}
