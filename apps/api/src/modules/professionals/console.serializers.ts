import { operatorProfessionalResource } from '@brilho/domain/contract';
import { pixKeyTypeOf } from '@brilho/domain/pix-key';
import type { Account, Phone, Professional } from '../../db/schema';
import { serializerOf } from '../../lib/jsonapi';

const iso = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);

/** Blocked wins over suspended; otherwise the validation state. */
export function professionalStatus(
  p: Pick<Professional, 'blockedAt' | 'suspendedAt' | 'validation'>,
): 'blocked' | 'suspended' | Professional['validation'] {
  if (p.blockedAt) return 'blocked';
  if (p.suspendedAt) return 'suspended';
  return p.validation;
}

/** A professional as the operator console sees it: contact data, standing, badges, districts and hours. */
export interface OperatorProfessionalView extends Professional {
  account: Account;
  profilePicture: string | null;
  phone: Phone | null;
  districts: { id: string; displayName: string; cityId: string; cityName: string }[];
  weeklyHours: { weekday: number; startHour: number; endHour: number }[];
  scheduleId: string | null;
  /** Registered ones only: business hours since the request (null otherwise). */
  ageBusinessHours: number | null;
  overdue: boolean;
}

export const operatorProfessionalSerializer = serializerOf<OperatorProfessionalView>()(
  operatorProfessionalResource,
  {
    id: (p) => p.id,
    attributes: (p) => ({
      first_name: p.account.firstName,
      last_name: p.account.lastName,
      email: p.account.email,
      phone: p.phone
        ? { country_code: p.phone.countryCode, area_code: p.phone.areaCode, number: p.phone.number }
        : null,
      profile_picture: p.profilePicture,
      bio: p.bio,
      status: professionalStatus(p),
      validation: p.validation,
      validated_at: iso(p.validatedAt),
      blocked_at: iso(p.blockedAt),
      suspended_at: iso(p.suspendedAt),
      is_top_professional: p.isTopProfessional,
      in_high_demand: p.inHighDemand,
      has_products: p.hasProducts,
      rating: p.rating,
      completed_orders_count: p.completedOrdersCount,
      total_feedbacks_count: p.totalFeedbacksCount,
      districts: p.districts.map((d) => ({
        id: d.id,
        display_name: d.displayName,
        city_id: d.cityId,
        city_name: d.cityName,
      })),
      weekly_hours: p.weeklyHours.map((h) => ({
        weekday: h.weekday,
        start_hour: h.startHour,
        end_hour: h.endHour,
      })),
      schedule_id: p.scheduleId,
      request_age_business_hours: p.ageBusinessHours === null ? null : Math.floor(p.ageBusinessHours),
      validation_overdue: p.overdue,
      // What the operator checks before validating a self sign-up.
      cpf: p.cpf,
      pix_key: p.pixKey,
      pix_key_type: p.pixKey ? pixKeyTypeOf(p.pixKey) : null,
      document_urls: p.documentUrls,
      refusal_reason: p.refusalReason,
      created_at: p.createdAt.toISOString(),
    }),
  },
);
