import {
  isBookableDate,
  isValidSlot,
  MIN_DURATION_HOURS,
  messages,
  slotInterval,
  startHours,
} from '@brilho/domain';
import { ApiError } from '../../lib/errors';
import type { Locate } from './params';

/**
 * Turns a customer's (date, start hour?, duration?) into the concrete slots an availability search checks.
 * Every rule comes from the domain (scheduling rules); this file only decides which field a refusal blames.
 */

export interface SlotRequest {
  date: string;
  /** Absent: any start hour the rules offer that day (the filter modal says not every field is needed). */
  startHour?: number;
  /** Absent: the shortest cleaning, so "free at that hour" still means free for a whole hour. */
  duration?: number;
}

/** One start to check: the São Paulo hour and the instants the cleaning would cover. */
export interface Candidate {
  hour: number;
  startsAt: Date;
  endsAt: Date;
}

export const SLOT_TEXTS = messages.scheduling.slotRefused;

export type SlotField = keyof typeof SLOT_TEXTS;

function refuse(field: SlotField, locate: Locate): ApiError {
  return new ApiError(422, SLOT_TEXTS[field], {
    errors: [{ status: '422', title: SLOT_TEXTS[field], source: locate(field) }],
  });
}

/** The slots to search, in start order; a request the rules refuse is a 422 naming the field at fault. */
export function candidateSlots(request: SlotRequest, now: Date, locate: Locate): Candidate[] {
  const { date, startHour } = request;
  if (!isBookableDate(date, now)) throw refuse('date', locate);
  const offered = startHours(date, now);
  if (startHour !== undefined && !offered.includes(startHour)) throw refuse('initial_hour', locate);
  const duration = request.duration ?? MIN_DURATION_HOURS;
  const hours = (startHour === undefined ? offered : [startHour]).filter((hour) =>
    isValidSlot({ date, startHour: hour, duration }, now),
  );
  if (hours.length === 0) throw refuse('duration', locate);
  return hours.map((hour) => ({ hour, ...slotInterval({ date, startHour: hour, duration }) }));
}
