import { INACTIVE_ACCOUNT_YEARS } from './constants';
import { addDays, saoPauloDate, saoPauloInstant } from './time';

/**
 * "Inactive client accounts: 1 year or more may be cancelled": inactive when the last activity
 * (sign-up, sign-in, order) fell on or before the same São Paulo calendar day a year ago (29 Feb → 28 Feb).
 * Answers the instant the last activity must be before: the start of the day after that day. The console
 * lists such accounts so an operator may close them; nothing is closed by itself.
 */
export function inactiveAccountCutoff(now: Date): Date {
  const today = saoPauloDate(now);
  const year = Number(today.slice(0, 4)) - INACTIVE_ACCOUNT_YEARS;
  const monthDay = today.slice(5);
  const day = `${year}-${monthDay}`;
  const valid = monthDay === '02-29' && !isLeap(year) ? `${year}-02-28` : day;
  return saoPauloInstant(addDays(valid, 1), 0);
}

const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Inactive for a year or more: the last activity came before the cutoff day ended. */
export const isInactiveAccount = (lastActiveAt: Date, now: Date): boolean =>
  lastActiveAt.getTime() < inactiveAccountCutoff(now).getTime();
