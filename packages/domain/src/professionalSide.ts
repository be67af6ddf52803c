import type { OrderStatus } from './statuses';
import { saoPauloDate, saoPauloInstant } from './time';

/**
 * The professional side's rules (docs/decisions/0050-professional-side-issue-12.md). Pure: `now` is always a
 * parameter, so the API refuses at its clock exactly what the professional's screens hide.
 *
 * - Check-in (paid → provisioning): on the cleaning's São Paulo day, from 60 min before its start until its
 *   end (half-open: at the end it is too late). Check-out (provisioning → complete): any time after check-in.
 * - The customer's address, first name and description are shown to the booked professional from 24 h
 *   before the start until 2 h after the end (both ends included), while the order still holds their time.
 */

export const CHECK_IN_LEAD_MINUTES = 60;
export const ADDRESS_VISIBLE_HOURS_BEFORE = 24;
export const ADDRESS_VISIBLE_HOURS_AFTER = 2;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** Statuses in which an order is on the professional's agenda (their time is held for it, or it happened). */
export const PROFESSIONAL_AGENDA_STATUSES = [
  'paid',
  'rescheduling',
  'rebooking',
  'provisioning',
  'service_not_provided',
  'complete',
] as const satisfies readonly OrderStatus[];

export interface ProfessionalOrder {
  status: OrderStatus;
  startsAt: Date;
  endsAt: Date;
}

/** When check-in opens: 60 min before the start, but never before the start's São Paulo day begins. */
export function checkInOpensAt(order: Pick<ProfessionalOrder, 'startsAt'>): Date {
  const lead = order.startsAt.getTime() - CHECK_IN_LEAD_MINUTES * MINUTE_MS;
  const dayStart = saoPauloInstant(saoPauloDate(order.startsAt), 0).getTime();
  return new Date(Math.max(lead, dayStart));
}

export type CheckInRefusal = 'wrong_status' | 'too_early' | 'too_late';

/** Why check-in is refused at `now`, or null when it is allowed. */
export function checkInRefusal(order: ProfessionalOrder, now: Date): CheckInRefusal | null {
  if (order.status !== 'paid') return 'wrong_status';
  if (now.getTime() < checkInOpensAt(order).getTime()) return 'too_early';
  if (now.getTime() >= order.endsAt.getTime()) return 'too_late';
  return null;
}

export const canCheckIn = (order: ProfessionalOrder, now: Date): boolean =>
  checkInRefusal(order, now) === null;

export const canCheckOut = (order: Pick<ProfessionalOrder, 'status'>): boolean =>
  order.status === 'provisioning';

/** Whether the booked professional may read the customer's address, first name and description at `now`. */
export function addressVisibleToProfessional(order: ProfessionalOrder, now: Date): boolean {
  if (!(PROFESSIONAL_AGENDA_STATUSES as readonly OrderStatus[]).includes(order.status)) return false;
  const from = order.startsAt.getTime() - ADDRESS_VISIBLE_HOURS_BEFORE * HOUR_MS;
  const until = order.endsAt.getTime() + ADDRESS_VISIBLE_HOURS_AFTER * HOUR_MS;
  return now.getTime() >= from && now.getTime() <= until;
}

/**
 * A professional may give back a job they accepted while it is `paid` (booked and paid, not yet
 * checked into) and its start is at least 24 h away: at the cut-off instant itself still allowed, after it
 * no longer (the customer then needs the team, and a day is the least the rebooking needs to find someone).
 * `rescheduling`/`rebooking` orders are already being moved by the team; unpaid ones are still the
 * customer's to pay or drop.
 */
export const DECLINE_CUTOFF_HOURS = 24;

export type DeclineRefusal = 'wrong_status' | 'too_late';

export function declineDeadline(order: Pick<ProfessionalOrder, 'startsAt'>): Date {
  return new Date(order.startsAt.getTime() - DECLINE_CUTOFF_HOURS * HOUR_MS);
}

export function declineRefusal(
  order: Pick<ProfessionalOrder, 'status' | 'startsAt'>,
  now: Date,
): DeclineRefusal | null {
  if (order.status !== 'paid') return 'wrong_status';
  if (now.getTime() > declineDeadline(order).getTime()) return 'too_late';
  return null;
}

export const canDecline = (order: Pick<ProfessionalOrder, 'status' | 'startsAt'>, now: Date): boolean =>
  declineRefusal(order, now) === null;
