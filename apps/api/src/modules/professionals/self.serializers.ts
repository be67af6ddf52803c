import { professionalMeResource } from '@brilho/domain/contract';
import { serializerOf } from '../../lib/jsonapi';
import type { SignedInProfessional } from '../professional-side';
import type { ServedDistrict } from './self.queries';

/** The professional's own profile as the professional side reads it (wire contract). */

export interface MeView extends SignedInProfessional {
  districts: ServedDistrict[];
  weeklyHours: { weekday: number; startHour: number; endHour: number }[];
}

export const meSerializer = serializerOf<MeView>()(professionalMeResource, {
  id: (me) => me.professional.id,
  attributes: (me) => ({
    first_name: me.account.firstName,
    last_name: me.account.lastName,
    email: me.account.email,
    profile_picture: me.profile?.profilePicture ?? null,
    bio: me.profile?.bio ?? me.professional.bio,
    validation: me.professional.validation,
    refusal_reason: me.professional.refusalReason,
    rating: me.professional.rating,
    completed_orders_count: me.professional.completedOrdersCount,
    districts: me.districts.map((d) => ({ id: d.id, display_name: d.displayName, city: d.city })),
    weekly_hours: me.weeklyHours.map((w) => ({
      weekday: w.weekday,
      start_hour: w.startHour,
      end_hour: w.endHour,
    })),
  }),
});
