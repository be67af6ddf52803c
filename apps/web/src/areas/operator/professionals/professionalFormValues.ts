import { MASKS } from '@brilho/domain/masks';
import { mobileDigitsField, professionalCreate } from '@brilho/domain/schemas';
import { z } from 'zod';
import { professionalFormTexts as t } from '../../../words/operator/professional-form';
import type { OperatorProfessional } from './api';

/** The professional form's values: its schema, the defaults from a professional, and what it submits. */

const dayRow = z.object({
  weekday: z.number(),
  enabled: z.boolean(),
  start_hour: z.string(),
  end_hour: z.string(),
});

/** The form's schema; the e-mail is checked only when creating (it is read-only afterwards). */
export const professionalFormSchema = (creating: boolean) =>
  z
    .object({
      first_name: professionalCreate.shape.first_name,
      last_name: professionalCreate.shape.last_name,
      email: creating ? z.string().trim().pipe(z.email(t.invalidEmail)) : z.string(),
      phone: mobileDigitsField,
      bio: z.string().max(1000, t.bioTooLong),
      profile_picture: z.string(),
      is_top_professional: z.boolean(),
      in_high_demand: z.boolean(),
      has_products: z.boolean(),
      districtIds: z.array(z.string()),
      days: z.array(dayRow),
    })
    .superRefine((form, context) => {
      form.days.forEach((day, index) => {
        if (day.enabled && Number(day.end_hour) <= Number(day.start_hour))
          context.addIssue({
            code: 'custom',
            message: t.endBeforeStart,
            path: ['days', index, 'end_hour'],
          });
      });
    });

export type ProfessionalFormValues = z.input<ReturnType<typeof professionalFormSchema>>;

export interface ProfessionalFormOutput {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  bio: string | null;
  profile_picture: string | null;
  is_top_professional: boolean;
  in_high_demand: boolean;
  has_products: boolean;
  districtIds: string[];
  weekly_hours: { weekday: number; start_hour: number; end_hour: number }[];
}

export function defaultsOf(professional?: OperatorProfessional): ProfessionalFormValues {
  const hoursOf = (weekday: number) => professional?.weekly_hours.find((h) => h.weekday === weekday);
  return {
    first_name: professional?.first_name ?? '',
    last_name: professional?.last_name ?? '',
    email: professional?.email ?? '',
    phone: professional?.phone
      ? MASKS.phone(`${professional.phone.area_code}${professional.phone.number}`)
      : '',
    bio: professional?.bio ?? '',
    profile_picture: professional?.profile_picture ?? '',
    is_top_professional: professional?.is_top_professional ?? false,
    in_high_demand: professional?.in_high_demand ?? false,
    has_products: professional?.has_products ?? false,
    districtIds: professional?.districts.map((d) => d.id) ?? [],
    days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
      const hours = hoursOf(weekday);
      return {
        weekday,
        enabled: Boolean(hours),
        start_hour: String(hours?.start_hour ?? 8),
        end_hour: String(hours?.end_hour ?? 18),
      };
    }),
  };
}

export function toOutput(values: ProfessionalFormValues): ProfessionalFormOutput {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email.trim().toLowerCase(),
    phone: values.phone.replace(/\D/g, ''),
    bio: values.bio.trim() || null,
    profile_picture: values.profile_picture || null,
    is_top_professional: values.is_top_professional,
    in_high_demand: values.in_high_demand,
    has_products: values.has_products,
    districtIds: values.districtIds,
    weekly_hours: values.days
      .filter((d) => d.enabled)
      .map((d) => ({ weekday: d.weekday, start_hour: Number(d.start_hour), end_hour: Number(d.end_hour) })),
  };
}
