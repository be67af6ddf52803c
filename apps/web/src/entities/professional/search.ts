import { PROFESSIONAL_SEARCH_PAGE_LIMIT } from '@brilho/domain';
import { apiDocument } from '../../lib/api/client';
import type { Professional } from './model';

// The search of professionals free for a district, day, hour and duration: the booking lists them, and an
// order's rebooking lets the customer choose among them (decision 0111).

export interface SearchFilters {
  districtId: string;
  date: string;
  startHour: number | null;
  duration: number | null;
  name: string;
}

export interface ProfessionalsPage {
  professionals: Professional[];
  total: number;
}

const filterQuery = (filters: SearchFilters): string => {
  const parts = [
    ['filter[district_id]', filters.districtId],
    ['filter[date]', filters.date],
    ['filter[initial_hour]', filters.startHour === null ? '' : String(filters.startHour)],
    ['filter[duration]', filters.duration === null ? '' : String(filters.duration)],
    ['filter[professional_name]', filters.name.trim()],
  ];
  return parts.map(([key, value]) => `${key}=${encodeURIComponent(value ?? '')}`).join('&');
};

/** One page (15) of the professionals free for the filters, from `offset`. */
export async function searchProfessionals(filters: SearchFilters, offset = 0): Promise<ProfessionalsPage> {
  const { data, meta } = await apiDocument<Professional[]>(
    `/finders/professionals/available-by-district?${filterQuery(filters)}&page[limit]=${PROFESSIONAL_SEARCH_PAGE_LIMIT}&page[offset]=${offset}`,
  );
  const professionals = data ?? [];
  const total = typeof meta.record_count === 'number' ? meta.record_count : professionals.length;
  return { professionals, total };
}
