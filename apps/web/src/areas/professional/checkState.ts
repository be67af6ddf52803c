import { checkInOpensAt, checkInRefusal, saoPauloDate } from '@brilho/domain';
import { texts } from '../../words/professional';
import type { Job } from './api';
import { clockLabel, shortDate } from './format';

export type CheckButton =
  | { kind: 'allowed' }
  | { kind: 'blocked'; reason: string }
  /** Already done: the time it was done, or nothing more to do. */
  | { kind: 'done'; text: string };

const asOrder = (job: Job) => ({
  status: job.status,
  startsAt: new Date(job.starts_at),
  endsAt: new Date(job.ends_at),
});

/**
 * Whether 'Fazer check-in' can be pressed now (`now` on the server's clock) and, if not, why. The domain's
 * rule is the API's: on the cleaning's day, from 60 min before the start until its end. The server's
 * `can_check_in` also opens it (its clock is the one that decides).
 */
export function checkInButton(job: Job, now: Date): CheckButton {
  if (job.checked_in_at) return { kind: 'done', text: texts.checkedInAt(clockLabel(job.checked_in_at)) };
  const order = asOrder(job);
  const refusal = checkInRefusal(order, now);
  if (job.can_check_in || refusal === null) return { kind: 'allowed' };
  if (refusal === 'wrong_status') return { kind: 'blocked', reason: texts.checkInNotAllowed };
  if (refusal === 'too_late') return { kind: 'blocked', reason: texts.checkInClosed };
  const day = saoPauloDate(order.startsAt);
  if (saoPauloDate(now) < day) return { kind: 'blocked', reason: texts.checkInOpensOn(shortDate(day)) };
  return { kind: 'blocked', reason: texts.checkInOpensAt(clockLabel(checkInOpensAt(order).toISOString())) };
}

/** Whether 'Fazer check-out' can be pressed now and, if not, why. */
export function checkOutButton(job: Job): CheckButton {
  if (job.checked_out_at) return { kind: 'done', text: texts.checkedOutAt(clockLabel(job.checked_out_at)) };
  if (job.status === 'provisioning') return { kind: 'allowed' };
  if (job.status === 'complete') return { kind: 'done', text: texts.done };
  if (job.status === 'paid') return { kind: 'blocked', reason: texts.checkOutNeedsCheckIn };
  return { kind: 'blocked', reason: texts.checkInNotAllowed };
}
