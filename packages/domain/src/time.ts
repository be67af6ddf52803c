import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { saoPauloDate } from './clock';
import { TIME_ZONE } from './constants';

// The São Paulo day and wall clock, weekdays and the labels of days and hours need no dayjs: clock.ts.
export {
  clockLabel,
  clockSpan,
  dayOfMonthLabel,
  formatDateBR,
  formatInstantBR,
  formatInstantShortBR,
  instantClock,
  isoWeekday,
  monthName,
  monthOfYear,
  saoPauloClock,
  saoPauloDate,
  spokenDate,
  weekdayName,
  weekdayShort,
} from './clock';

// The only place the plugins are extended and the business time zone applied.
dayjs.extend(utc);
dayjs.extend(timezone);

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * Milliseconds of a 'YYYY-MM-DD' day's UTC midnight, or null for anything else. The slot rules call the day
 * arithmetic dozens of times per search: plain Date.UTC is ~20× cheaper than dayjs's parse and format (issue
 * 23), and rolls over out-of-range days (02-30) as dayjs does.
 */
function utcDay(date: string): number | null {
  const match = CALENDAR_DAY.exec(date);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** Whole calendar days from `from` to `to` ('YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const start = utcDay(from);
  const end = utcDay(to);
  if (start === null || end === null) return dayjs.utc(to).diff(dayjs.utc(from), 'day');
  return Math.trunc((end - start) / DAY_MS);
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
  const start = utcDay(date);
  const moved = start === null ? Number.NaN : start + days * DAY_MS;
  // Outside what a calendar day string can say (a bad input, a fraction of a day): dayjs's answer, as before.
  if (!Number.isInteger(days) || !Number.isFinite(moved) || moved < 0 || moved >= Date.UTC(10_000, 0, 1))
    return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
  return new Date(moved).toISOString().slice(0, 10);
}
