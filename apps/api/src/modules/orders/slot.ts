import {
  isBookableDate,
  isValidSlot,
  type Slot,
  saoPauloClock,
  slotInterval,
  startHours,
} from '@brilho/domain';
import { ApiError } from '../../lib/errors';
import { SLOT_TEXTS, type SlotField } from '../professionals';

/**
 * The order body carries instants (starts_at, ends_at); the rules of the scheduling rules speak of a São Paulo day, a
 * whole start hour and a whole number of hours. This file turns one into the other and names the field at
 * fault, with the same texts as the availability search so the scheduler reads one vocabulary.
 */

const HOUR_MS = 3_600_000;

const POINTERS: Record<SlotField, string> = {
  date: '/data/attributes/starts_at',
  initial_hour: '/data/attributes/starts_at',
  duration: '/data/attributes/ends_at',
};

function refuse(field: SlotField): ApiError {
  return new ApiError(422, SLOT_TEXTS[field], {
    errors: [
      { status: '422', title: SLOT_TEXTS[field], code: 'invalid_slot', source: { pointer: POINTERS[field] } },
    ],
  });
}

/** The slot an interval stands for, or the field at fault when it is not whole São Paulo hours. */
export function slotOf(startsAt: Date, endsAt: Date): Slot | SlotField {
  const clock = saoPauloClock(startsAt);
  const duration = (endsAt.getTime() - startsAt.getTime()) / HOUR_MS;
  const slot: Slot = { date: clock.date, startHour: clock.hour, duration };
  // Minutes or seconds past the hour: the start is not one the scheduler offers.
  if (slotInterval({ ...slot, duration: 0 }).startsAt.getTime() !== startsAt.getTime()) return 'initial_hour';
  if (!Number.isInteger(duration) || duration <= 0) return 'duration';
  return slot;
}

/** The slot of [startsAt, endsAt) when every booking rule accepts it at `now`; else a 422 with the reason. */
export function requireValidSlot(startsAt: Date, endsAt: Date, now: Date): Slot {
  const slot = slotOf(startsAt, endsAt);
  if (typeof slot === 'string') throw refuse(slot);
  if (isValidSlot(slot, now)) return slot;
  if (!isBookableDate(slot.date, now)) throw refuse('date');
  if (!startHours(slot.date, now).includes(slot.startHour)) throw refuse('initial_hour');
  throw refuse('duration');
}
