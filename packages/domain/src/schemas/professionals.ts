import { z } from 'zod';
import { onlyDigits } from '../phone';
import { email, personName, REQUIRED } from './signup';

/**
 * The operator's professional form, shared by the console and `POST`/`PATCH /professionals`.
 * Weekly availability: one window per ISO weekday (1 = Monday … 7 = Sunday), whole São Paulo hours inside
 * the cleaning day (7h to 22h), end after start.
 */

export const WEEKDAY_LABELS: Record<number, string> = {
  1: 'Segunda-feira',
  2: 'Terça-feira',
  3: 'Quarta-feira',
  4: 'Quinta-feira',
  5: 'Sexta-feira',
  6: 'Sábado',
  7: 'Domingo',
};

/** Business hours of a cleaning day (business constants: 7 to 22). */
export const WORKDAY_FIRST_HOUR = 7;
export const WORKDAY_LAST_HOUR = 22;

const hour = z
  .number({ error: REQUIRED })
  .int('Use horas inteiras')
  .min(WORKDAY_FIRST_HOUR, `A partir das ${WORKDAY_FIRST_HOUR}h`)
  .max(WORKDAY_LAST_HOUR, `Até as ${WORKDAY_LAST_HOUR}h`);

export const weeklyHoursEntry = z
  .object({
    weekday: z.number({ error: REQUIRED }).int().min(1, 'Dia inválido').max(7, 'Dia inválido'),
    start_hour: hour,
    end_hour: hour,
  })
  .refine((entry) => entry.end_hour > entry.start_hour, {
    message: 'O fim deve ser depois do início',
    path: ['end_hour'],
  });

export const weeklyHours = z
  .array(weeklyHoursEntry)
  .max(7)
  .refine((entries) => new Set(entries.map((e) => e.weekday)).size === entries.length, {
    message: 'Cada dia da semana aparece uma vez só',
  });
export type WeeklyHoursInput = z.infer<typeof weeklyHours>;

/** Mobile with area code, 10 to 11 digits; answers the digits. */
export const mobileDigitsField = z
  .string({ error: REQUIRED })
  .transform(onlyDigits)
  .refine((value) => value.length >= 10 && value.length <= 11, 'Informe DDD e número (10 ou 11 dígitos)');

export const bio = z.string().trim().max(1000, 'Deve ter no máximo 1000 caracteres');

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
