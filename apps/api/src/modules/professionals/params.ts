import {
  MAX_DURATION_HOURS,
  MIN_DURATION_HOURS,
  messages,
  PROFESSIONAL_SEARCH_PAGE_LIMIT,
} from '@brilho/domain';
import { type ZodType, z } from 'zod';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { readPage, readPageOffset } from '../../lib/page';
import { REQUEST_TEXTS } from '../../words/errors';
import { PROFESSIONAL_PARAM_TEXTS } from '../../words/professionals';

/**
 * The inputs of the professional endpoints, read from a query string (`filter[...]`) or a JSON:API body,
 * validated at the boundary: every 422 names the parameter or attribute at fault.
 */

type Query = Record<string, unknown>;

const REQUIRED = messages.common.required;
const INVALID_ID = REQUEST_TEXTS.badId;
const INVALID_DATE = PROFESSIONAL_PARAM_TEXTS.badDate;
const INVALID_HOUR = PROFESSIONAL_PARAM_TEXTS.badHour;
const INVALID_DURATION = PROFESSIONAL_PARAM_TEXTS.badDuration(MIN_DURATION_HOURS, MAX_DURATION_HOURS);
/** Longer than any real name; bounds the work a search text can cause. */
const NAME_MAX = 100;

/** '' and null mean "not given", as a query string or a cleared form field sends them. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** REQUEST_TEXTS.required when absent, `invalid` otherwise. */
const requiredOr = (invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? REQUIRED : invalid;
const uuid = z.string({ error: requiredOr(INVALID_ID) }).refine(isUuid, INVALID_ID);
const isoDate = z.iso.date({ error: requiredOr(INVALID_DATE) });
const hourNumber = z.coerce
  .number({ error: INVALID_HOUR })
  .int(INVALID_HOUR)
  .min(0, INVALID_HOUR)
  .max(23, INVALID_HOUR);
const durationNumber = z.coerce
  .number({ error: INVALID_DURATION })
  .int(INVALID_DURATION)
  .min(MIN_DURATION_HOURS, INVALID_DURATION)
  .max(MAX_DURATION_HOURS, INVALID_DURATION);
// Optional inside the preprocess: a blank ('Qualquer' sends `filter[initial_hour]=`) becomes undefined
// first, and only then may be absent. `.optional()` outside would see '' and coerce it (NaN → invalid).
const optionalHour = z.preprocess(blankToUndefined, hourNumber.optional());
const optionalDuration = z.preprocess(blankToUndefined, durationNumber.optional());
const duration = z.preprocess(blankToUndefined, durationNumber);
const name = z.preprocess(blankToUndefined, z.string().trim().max(NAME_MAX).optional());

const searchSchema = z.object({
  district_id: uuid,
  date: isoDate,
  initial_hour: optionalHour,
  duration: optionalDuration,
  professional_name: name,
});

const byDurationSchema = z.object({ district_id: uuid, date: isoDate, duration });

const byNameSchema = z.object({ district_id: uuid, professional_name: name });

const scheduleEventsSchema = z.object({
  professional_id: uuid,
  date: z.preprocess(blankToUndefined, isoDate.optional()),
  duration: optionalDuration,
});

export interface SearchParams {
  districtId: string;
  date: string;
  startHour?: number;
  duration?: number;
  name?: string;
}

export interface ScheduleEventsParams {
  professionalId: string;
  date?: string;
  duration?: number;
}

/** Where a field's error points, for query (`filter[x]` or `x`) and body (`/data/attributes/x`) inputs. */
export type Locate = (field: string) => { pointer?: string; parameter?: string };
export const inFilter: Locate = (field) => ({ parameter: `filter[${field}]` });
export const inQuery: Locate = (field) => ({ parameter: field });
export const inBody: Locate = (field) => ({ pointer: `/data/attributes/${field}` });

function validate<T>(schema: ZodType<T>, value: unknown, locate: Locate): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    status: '422',
    title: issue.message,
    source: locate(String(issue.path[0] ?? '')),
  }));
  throw new ApiError(422, errors[0]?.title ?? REQUIRED, { errors });
}

export function parseSearch(value: unknown, locate: Locate): SearchParams {
  const input = validate(searchSchema, value, locate);
  return {
    districtId: input.district_id,
    date: input.date,
    ...(input.initial_hour === undefined ? {} : { startHour: input.initial_hour }),
    ...(input.duration === undefined ? {} : { duration: input.duration }),
    ...(input.professional_name ? { name: input.professional_name } : {}),
  };
}

export function parseByDuration(value: unknown, locate: Locate): SearchParams & { duration: number } {
  const input = validate(byDurationSchema, value, locate);
  return { districtId: input.district_id, date: input.date, duration: input.duration };
}

export function parseByName(value: unknown, locate: Locate): { districtId: string; name?: string } {
  const input = validate(byNameSchema, value, locate);
  return {
    districtId: input.district_id,
    ...(input.professional_name ? { name: input.professional_name } : {}),
  };
}

export function parseScheduleEvents(value: unknown, locate: Locate): ScheduleEventsParams {
  const input = validate(scheduleEventsSchema, value, locate);
  return {
    professionalId: input.professional_id,
    ...(input.date ? { date: input.date } : {}),
    ...(input.duration === undefined ? {} : { duration: input.duration }),
  };
}

export interface OffsetPage {
  limit: number;
  offset: number;
}

/** `page[limit]` (15, as the scheduler asks) and `page[offset]`; `page[number]` works too. */
export function parseOffsetPage(query: Query, maxLimit = 100): OffsetPage {
  const page = readPage(query, PROFESSIONAL_SEARCH_PAGE_LIMIT, maxLimit);
  return { limit: page.size, offset: readPageOffset(query) ?? page.offset };
}
