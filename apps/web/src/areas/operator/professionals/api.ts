import type { ProfessionalCreate, ProfessionalPatch } from '@brilho/domain/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDocument, resourceBody } from '../../../lib/api/client';

export type ProfessionalStatus = 'registered' | 'validated' | 'refused' | 'blocked' | 'suspended';
export type ProfessionalAction = 'validate' | 'refuse' | 'block' | 'suspend' | 'reactivate';

export interface WeeklyHoursEntry {
  weekday: number;
  start_hour: number;
  end_hour: number;
}

export interface OperatorProfessional {
  id: string;
  type: 'professionals';
  first_name: string;
  last_name: string;
  email: string;
  phone: { country_code: string; area_code: string; number: string } | null;
  profile_picture: string | null;
  bio: string | null;
  status: ProfessionalStatus;
  validation: 'registered' | 'validated' | 'refused';
  validated_at: string | null;
  blocked_at: string | null;
  suspended_at: string | null;
  is_top_professional: boolean;
  in_high_demand: boolean;
  has_products: boolean;
  rating: number;
  completed_orders_count: number;
  districts: { id: string; display_name: string; city_id: string; city_name: string }[];
  weekly_hours: WeeklyHoursEntry[];
  request_age_business_hours: number | null;
  validation_overdue: boolean;
  /** Self sign-up: digits only. */
  cpf: string | null;
  pix_key: string | null;
  pix_key_type: 'cpf' | 'cnpj' | 'email' | 'phone' | 'evp' | null;
  /** Behind the operator's token: open them with `openDocument`. */
  document_urls: string[];
  refusal_reason: string | null;
  created_at: string;
}

export interface ProfessionalListParams {
  page: number;
  search: string;
  validation: '' | 'registered' | 'validated' | 'refused';
  standing: '' | 'active' | 'suspended' | 'blocked';
  /** The API's sort (`name` when absent). */
  sort?: string;
}

export interface Paged<T> {
  rows: T[];
  pageCount: number;
  total: number;
}

export const professionalKeys = {
  all: ['operator', 'professionals'] as const,
  list: (params: ProfessionalListParams) => [...professionalKeys.all, 'list', params] as const,
  queue: (page: number) => [...professionalKeys.all, 'queue', page] as const,
  one: (id: string) => [...professionalKeys.all, 'one', id] as const,
};

async function fetchPaged<T>(path: string): Promise<Paged<T>> {
  const { data, meta } = await apiDocument<T[] | null>(path);
  const pageCount = typeof meta.page_count === 'number' && meta.page_count > 0 ? meta.page_count : 1;
  const total = typeof meta.record_count === 'number' ? meta.record_count : (data ?? []).length;
  return { rows: data ?? [], pageCount, total };
}

const professionalFilters = ({
  search,
  validation,
  standing,
  sort,
}: Omit<ProfessionalListParams, 'page'>) => {
  const query = new URLSearchParams({ sort: sort || 'name' });
  if (search.trim()) query.set('filter[search]', search.trim());
  if (validation) query.set('filter[validation]', validation);
  if (standing) query.set('filter[standing]', standing);
  return query;
};

export function professionalsPath({ page, ...filters }: ProfessionalListParams): string {
  const query = new URLSearchParams({ 'page[number]': String(page), 'page[size]': '25' });
  for (const [name, value] of professionalFilters(filters)) query.set(name, value);
  return `/operator/professionals?${query.toString()}`;
}

/** The CSV of the list as shown: its search, filters and sort, every page. */
export const professionalsCsvPath = (params: Omit<ProfessionalListParams, 'page'>) =>
  `/operator/professionals.csv?${professionalFilters(params).toString()}`;

export function useProfessionals(params: ProfessionalListParams) {
  return useQuery({
    queryKey: professionalKeys.list(params),
    queryFn: () => fetchPaged<OperatorProfessional>(professionalsPath(params)),
    placeholderData: keepPreviousData,
  });
}

export function useValidationQueue(page: number) {
  return useQuery({
    queryKey: professionalKeys.queue(page),
    queryFn: () =>
      fetchPaged<OperatorProfessional>(
        `/operator/professionals/validation-queue?page[number]=${page}&page[size]=25`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useProfessional(id: string) {
  return useQuery({
    queryKey: professionalKeys.one(id),
    queryFn: async () =>
      (await apiDocument<OperatorProfessional>(`/operator/professionals/${encodeURIComponent(id)}`)).data,
  });
}

const districtsRelationship = (ids: string[]) => ({
  districts: { data: ids.map((id) => ({ type: 'districts', id })) },
});

export function useCreateProfessional() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ districtIds, ...attributes }: ProfessionalCreate & { districtIds: string[] }) => {
      const { data, meta } = await apiDocument<OperatorProfessional>('/professionals', {
        method: 'POST',
        body: resourceBody('professionals', { ...attributes }, districtsRelationship(districtIds)),
      });
      return { professional: data, temporaryPassword: String(meta.temporary_password ?? '') };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: professionalKeys.all }),
  });
}

export function useUpdateProfessional(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ districtIds, ...attributes }: ProfessionalPatch & { districtIds?: string[] }) =>
      (
        await apiDocument<OperatorProfessional>(`/professionals/${encodeURIComponent(id)}`, {
          method: 'PATCH',
          body: resourceBody(
            'professionals',
            { ...attributes },
            districtIds ? districtsRelationship(districtIds) : undefined,
            id,
          ),
        })
      ).data,
    onSuccess: (data) => {
      client.setQueryData(professionalKeys.one(id), data);
      return client.invalidateQueries({ queryKey: professionalKeys.all });
    },
  });
}

export function useProfessionalAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, reason }: { action: ProfessionalAction; reason?: string }) =>
      (
        await apiDocument<OperatorProfessional>(
          `/operator/professionals/${encodeURIComponent(id)}/${action}`,
          // Block and suspend say why: the professional receives the reason by e-mail.
          { method: 'POST', body: resourceBody('professional-actions', reason ? { reason } : {}) },
        )
      ).data,
    onSuccess: (data) => {
      client.setQueryData(professionalKeys.one(id), data);
      return client.invalidateQueries({ queryKey: professionalKeys.all });
    },
  });
}
