import {
  DEC_24_LAST_START_HOUR,
  SUBSCRIPTION_YEARLY_SAVINGS_CENTS,
  type SubscriptionFrequency,
} from './constants';
import { isHoliday } from './holidays';
import { type Cents, cents } from './money';
import { durations, isClosedDay, isRestrictedDay } from './scheduling';
import { addDays, daysBetween, isoWeekday, saoPauloClock, saoPauloInstant } from './time';

export { SUBSCRIPTION_TEXTS } from './messagesSubscriptions';

/**
 * Subscriptions (docs/decisions/0051-subscriptions-and-cycles-issue-9.md): a subscription repeats its
 * origin order — same weekday, start hour (São Paulo wall time) and duration — every 7 days (Semanal),
 * every 14 days (Quinzenal) counted from the origin order's day, or once a month on the same ordinal
 * weekday (Mensal: the 2nd Tuesday stays the 2nd Tuesday; a 5th that a month lacks becomes the last).
 * A date the booking rules forbid (a national holiday, Dec 25 / Jan 1, Dec 24/31 beyond their hours) is
 * skipped: no cleaning that date. The customer saves the yearly amount the upsell shows, as a per-cleaning
 * discount: yearly saving ÷ cleanings per year.
 */

/** How many cleanings a year each frequency brings. */
const CLEANINGS_PER_YEAR: Record<SubscriptionFrequency, number> = {
  Mensal: 12,
  Quinzenal: 26,
  Semanal: 52,
};

export const cleaningsPerYear = (frequency: SubscriptionFrequency): number => CLEANINGS_PER_YEAR[frequency];

/** The discount of each cleaning of a subscription: the yearly saving shown, spread over its cleanings. */
export function perCleaningDiscount(frequency: SubscriptionFrequency): Cents {
  return cents(Math.round(SUBSCRIPTION_YEARLY_SAVINGS_CENTS[frequency] / CLEANINGS_PER_YEAR[frequency]));
}

/** A cycle order's amount: the normal price of the cleaning less the subscription's discount. */
export function subscriptionCleaningAmount(
  frequency: SubscriptionFrequency,
  subtotal: number,
): { subtotal: Cents; discount: Cents; total: Cents } {
  const discount = Math.min(perCleaningDiscount(frequency), subtotal);
  return { subtotal: cents(subtotal), discount: cents(discount), total: cents(subtotal - discount) };
}

const FREQUENCY_WORDS: Record<SubscriptionFrequency, string> = {
  Mensal: 'mensal',
  Quinzenal: 'quinzenal',
  Semanal: 'semanal',
};

/** 'Limpeza quinzenal — Casa'. */
export const subscriptionName = (frequency: SubscriptionFrequency, addressName: string): string =>
  `Limpeza ${FREQUENCY_WORDS[frequency]} — ${addressName}`;

const pad = (n: number): string => String(n).padStart(2, '0');

/** 'YYYY-MM' of a 'YYYY-MM-DD' day. */
const monthOf = (date: string): string => date.slice(0, 7);

/** The month after `month` ('YYYY-MM'). */
export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${pad(m + 1)}`;
}

/** The calendar month after today's in São Paulo: the month a subscription's next cycle bills. */
export const nextReferenceMonth = (now: Date): string => nextMonth(monthOf(saoPauloClock(now).date));

/** 'YYYY-MM' → 'YYYY-MM-01' (the cycle's reference_month column). */
export const referenceMonthDate = (month: string): string => `${month.slice(0, 7)}-01`;

function daysInMonth(month: string): number {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

/**
 * Whether a cleaning of `durationHours` from `startHour` may happen on `date` by the booking rules that
 * do not depend on today: not a national holiday nor Dec 25 / Jan 1, and, on Dec 24/31, within their
 * shorter hours (start by 15h, end by 18h); on other days it ends by 22h.
 */
export function isSubscriptionDateAllowed(date: string, startHour: number, durationHours: number): boolean {
  if (isHoliday(date) || isClosedDay(date)) return false;
  if (isRestrictedDay(date) && startHour > DEC_24_LAST_START_HOUR) return false;
  return durations(date, startHour).includes(durationHours);
}

/** The nth (1-based) `weekday` of `month`, or the last one when the month has fewer. */
function ordinalWeekdayOf(month: string, weekday: number, ordinal: number): string {
  const first = `${month}-01`;
  const offset = (weekday - isoWeekday(first) + 7) % 7;
  const firstMatch = 1 + offset;
  let day = firstMatch + (ordinal - 1) * 7;
  while (day > daysInMonth(month)) day -= 7;
  return `${month}-${pad(day)}`;
}

export interface CleaningDatesInput {
  frequency: SubscriptionFrequency;
  /** The origin order's start (an instant): weekday, start hour and minute, and the day counting starts from. */
  first: Date;
  /** The month to fill, 'YYYY-MM' (a 'YYYY-MM-DD' is read as its month). */
  month: string;
  durationHours: number;
}

/**
 * The starts (UTC instants of São Paulo wall times) of a subscription's cleanings in `month`, ascending.
 * Only days after the origin order's day count (the origin itself is an order already); days the booking
 * rules forbid are left out.
 */
export function subscriptionCleaningDates({
  frequency,
  first,
  month,
  durationHours,
}: CleaningDatesInput): Date[] {
  const target = monthOf(month);
  const origin = saoPauloClock(first);
  const monthStart = `${target}-01`;
  const monthEnd = `${target}-${pad(daysInMonth(target))}`;
  if (daysBetween(origin.date, monthEnd) <= 0) return [];
  const candidates: string[] = [];
  if (frequency === 'Mensal') {
    const ordinal = Math.ceil(Number(origin.date.slice(8, 10)) / 7);
    candidates.push(ordinalWeekdayOf(target, isoWeekday(origin.date), ordinal));
  } else {
    const step = frequency === 'Semanal' ? 7 : 14;
    const gap = daysBetween(origin.date, monthStart);
    // The first step on or after the month's first day (and after the origin's day).
    const steps = Math.max(1, Math.ceil(gap / step));
    for (let date = addDays(origin.date, steps * step); monthOf(date) === target; date = addDays(date, step))
      candidates.push(date);
  }
  return candidates
    .filter((date) => daysBetween(origin.date, date) > 0)
    .filter((date) => isSubscriptionDateAllowed(date, origin.hour, durationHours))
    .map((date) => saoPauloInstant(date, origin.hour, origin.minute));
}
