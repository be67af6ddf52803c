import { queryOptions } from '@tanstack/react-query';
import { apiDocument, apiRequest } from '../../lib/api/client';
import { type Me, PROFESSIONAL_KEY, type WeeklyHours } from './api';

// The professional's own availability and the sign-up: used only by lazily loaded screens (their chunks).

export interface DistrictChoice {
  id: string;
  display_name: string;
  city: string;
}

export const registrationDistrictsQuery = queryOptions({
  queryKey: [...PROFESSIONAL_KEY, 'registration-districts'],
  queryFn: async () =>
    (await apiDocument<DistrictChoice[]>('/professional/registration/districts')).data ?? [],
  staleTime: 5 * 60_000,
});

const districtsRelationship = (ids: string[]) => ({
  districts: { data: ids.map((id) => ({ type: 'districts', id })) },
});

/** `PATCH /professional/me`: the weekly hours and served districts. */
export async function updateMyAvailability(weeklyHours: WeeklyHours[], districtIds: string[]): Promise<Me> {
  return (
    await apiDocument<Me>('/professional/me', {
      method: 'PATCH',
      body: {
        data: {
          type: 'professionals',
          attributes: { weekly_hours: weeklyHours },
          relationships: districtsRelationship(districtIds),
        },
      },
    })
  ).data;
}

export interface ProfessionalSignupBody {
  attributes: Record<string, unknown>;
  districtIds: string[];
}

/** `POST /professional/registration` (signed out). */
export async function registerProfessional(body: ProfessionalSignupBody): Promise<void> {
  await apiRequest('/professional/registration', {
    method: 'POST',
    body: {
      data: {
        type: 'professionals',
        attributes: body.attributes,
        relationships: districtsRelationship(body.districtIds),
      },
    },
  });
}

/** `POST /professional/orders/{id}/decline`: gives the job back up to 24 h before its start. */
export async function declineJob(id: string): Promise<void> {
  await apiRequest(`/professional/orders/${encodeURIComponent(id)}/decline`, { method: 'POST' });
}
