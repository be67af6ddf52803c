import { z } from 'zod';
import { weekdayLabels } from '../messagesCalendar';
import { professionalValidationMessages } from '../messagesProfessionalForms';
import { validationMessages } from '../messagesValidation';
import { onlyDigits } from '../phone';
import { email, personName, REQUIRED } from './signup';

/**
 * The operator's professional form, shared by the console and `POST`/`PATCH /professionals`.
 * Weekly availability: one window per ISO weekday (1 = Monday … 7 = Sunday), whole São Paulo hours inside
 * the cleaning day (7h to 22h), end after start.
 */

export const WEEKDAY_LABELS: Record<number, string> = Object.fromEntries(
  weekdayLabels.flatMap((label, weekday) => (weekday === 0 ? [] : [[weekday, label]])),
);

/** Business hours of a cleaning day (business constants: 7 to 22). */
export const WORKDAY_FIRST_HOUR = 7;
export const WORKDAY_LAST_HOUR = 22;

const hour = z
  .number({ error: REQUIRED })
  .int(professionalValidationMessages.wholeHours)
  .min(WORKDAY_FIRST_HOUR, professionalValidationMessages.fromHour(WORKDAY_FIRST_HOUR))
  .max(WORKDAY_LAST_HOUR, professionalValidationMessages.untilHour(WORKDAY_LAST_HOUR));

export const weeklyHoursEntry = z
  .object({
    weekday: z
      .number({ error: REQUIRED })
      .int()
      .min(1, professionalValidationMessages.invalidWeekday)
      .max(7, professionalValidationMessages.invalidWeekday),
    start_hour: hour,
    end_hour: hour,
  })
  .refine((entry) => entry.end_hour > entry.start_hour, {
    message: professionalValidationMessages.endAfterStart,
    path: ['end_hour'],
  });

export const weeklyHours = z
  .array(weeklyHoursEntry)
  .max(7)
  .refine((entries) => new Set(entries.map((e) => e.weekday)).size === entries.length, {
    message: professionalValidationMessages.weekdayOnce,
  });
export type WeeklyHoursInput = z.infer<typeof weeklyHours>;

/** Mobile with area code, 10 to 11 digits; answers the digits. */
export const mobileDigitsField = z
  .string({ error: REQUIRED })
  .transform(onlyDigits)
  .refine(
    (value) => value.length >= 10 && value.length <= 11,
    professionalValidationMessages.phoneWithAreaCode,
  );

export const bio = z.string().trim().max(1000, validationMessages.atMostChars(1000));

/** Editable on create and update; every field optional on PATCH. */
export const professionalPatch = z.object({
  first_name: personName(64).optional(),
  last_name: personName(64).optional(),
  phone: mobileDigitsField.optional(),
  bio: bio.nullable().optional(),
  profile_picture: z.string().trim().max(2048).nullable().optional(),
  is_top_professional: z.boolean().optional(),
  in_high_demand: z.boolean().optional(),
  has_products: z.boolean().optional(),
  weekly_hours: weeklyHours.optional(),
});
export type ProfessionalPatch = z.infer<typeof professionalPatch>;

/** `POST /professionals`: the account's names, e-mail and phone are required. */
export const professionalCreate = professionalPatch.extend({
  first_name: personName(64),
  last_name: personName(64),
  email,
  phone: mobileDigitsField,
});
export type ProfessionalCreate = z.infer<typeof professionalCreate>;
