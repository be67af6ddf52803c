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

/** The instant of `hour:minute` on a São Paulo calendar day. */
export function saoPauloInstant(date: string, hour: number, minute = 0): Date {
  return dayjs
    .tz(`${date} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`, TIME_ZONE)
    .toDate();
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
