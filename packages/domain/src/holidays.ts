import { addDays, isoWeekday } from './time';

/**
 * Brazilian bank calendar (business constants: boleto lead and expiry count business days). Dates are
 * São Paulo calendar days 'YYYY-MM-DD'; use `saoPauloDate` (time.ts) to turn an instant into one.
 * Banks close on every national holiday below, including Carnaval Monday/Tuesday (bank holidays by
 * FEBRABAN even though they are not federal holidays) — see docs/decisions.md.
 */

const pad = (n: number): string => String(n).padStart(2, '0');

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Fixed-date national holidays, 'MM-DD'. Nov 20 (Consciência Negra) is national since 2024. */
const FIXED_HOLIDAYS = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25'];

/** Offsets from Easter Sunday: Carnaval Monday and Tuesday, Good Friday, Corpus Christi. */
const EASTER_OFFSETS = [-48, -47, -2, 60];

const holidayCache = new Map<number, { list: string[]; set: Set<string> }>();

function holidaysOf(year: number): { list: string[]; set: Set<string> } {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const list = [
    ...FIXED_HOLIDAYS.map((monthDay) => `${year}-${monthDay}`),
    ...EASTER_OFFSETS.map((offset) => addDays(easter, offset)),
  ].sort();
  const entry = { list, set: new Set(list) };
  holidayCache.set(year, entry);
  return entry;
}

/** The days banks close nationwide in a year, sorted ascending. */
export function nationalHolidays(year: number): string[] {
  return [...holidaysOf(year).list];
}

export function isHoliday(date: string): boolean {
  return holidaysOf(Number(date.slice(0, 4))).set.has(date);
}

/** Monday to Friday and not a national (bank) holiday. */
export function isBusinessDay(date: string): boolean {
  return isoWeekday(date) <= 5 && !isHoliday(date);
}

/**
 * Moves `n` business days from `date`; `n = 0` answers `date` itself, even when it is not a business day.
 * Forwards, counting starts on the first business day on or after `date` (a Saturday counts as the
 * Monday, so Saturday + 1 is Tuesday), as Brazilian deadlines are counted (CPC art. 224: a term that
 * starts on a non-business day starts on the next one). Backwards, each step lands on the previous
 * business day (1 business day before a Saturday or a Monday is the Friday). So for every n > 0,
 * `addBusinessDays(addBusinessDays(d, n), -n)` is the first business day on or after d.
 */
export function addBusinessDays(date: string, n: number): string {
  const count = Math.trunc(n);
  if (count === 0) return date;
  const step = count < 0 ? -1 : 1;
  let current = count > 0 ? nextBusinessDayOnOrAfter(date) : date;
  for (let remaining = Math.abs(count); remaining > 0; ) {
    current = addDays(current, step);
    if (isBusinessDay(current)) remaining -= 1;
  }
  return current;
}

/** The first business day on or after `date`. */
export function nextBusinessDayOnOrAfter(date: string): string {
  let current = date;
  while (!isBusinessDay(current)) current = addDays(current, 1);
  return current;
}

/** The last business day on or before `date`. */
export function previousBusinessDayOnOrBefore(date: string): string {
  let current = date;
  while (!isBusinessDay(current)) current = addDays(current, -1);
  return current;
}
