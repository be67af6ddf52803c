import { type OrderStatus, saoPauloDate } from '@brilho/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDocument, apiRequest } from '../../lib/api/client';

// The professional side's calls (contract: /professional/*), through the app's one API client.

/** Every query of this area starts with this key, so one invalidation refreshes the whole area. */
export const PROFESSIONAL_KEY = ['professional'] as const;

export interface SignInAnswer {
  token: string;
  account: { id: string; accountable_type: string; role: string };
  professional: { id: string };
}

/**
 * `POST /professional/authentication`. Its 401 ('Usuário ou senha incorretos') is an answer, not the end of
 * a session, so it must not log anyone out (`quietUnauthorized`).
 */
export function signInProfessional(email: string, password: string): Promise<SignInAnswer> {
  return apiRequest<SignInAnswer>('/professional/authentication', {
    method: 'POST',
    body: { email: email.trim().toLowerCase(), password },
    quietUnauthorized: true,
  });
}

// ---------------------------------------------------------------------------------------------------
// Me

export interface ServedDistrict {
  id: string;
  display_name: string;
  city: string;
}

export interface WeeklyHours {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  start_hour: number;
  end_hour: number;
}

export interface Me {
  id: string;
  type: 'professionals';
  first_name: string;
  last_name: string;
  email: string;
  profile_picture: string | null;
  bio: string | null;
  validation: string | null;
  /** Why the operator refused the registration (validation 'refused'). */
  refusal_reason: string | null;
  rating: number | null;
  completed_orders_count: number;
  districts: ServedDistrict[];
  weekly_hours: WeeklyHours[];
}

export const meQuery = queryOptions({
  queryKey: [...PROFESSIONAL_KEY, 'me'],
  queryFn: async () => (await apiDocument<Me>('/professional/me')).data,
  staleTime: 60_000,
});

export const useMe = () => useQuery(meQuery);

// ---------------------------------------------------------------------------------------------------
// Server clock

/**
 * How far the server's clock is from this browser's, in ms (`/what-time-is-it`; 0 when it cannot tell).
 * Re-read with the rest of the area, so a clock moved on the server (demo, tests) is followed.
 */
export const serverOffsetQuery = queryOptions({
  queryKey: [...PROFESSIONAL_KEY, 'server-time'],
  queryFn: async (): Promise<number> => {
    try {
      const answer = await apiRequest<{ current_time?: string }>('/what-time-is-it');
      const server = Date.parse(answer?.current_time ?? '');
      return Number.isFinite(server) ? server - Date.now() : 0;
    } catch {
      return 0;
    }
  },
  staleTime: 60_000,
  retry: false,
});

// ---------------------------------------------------------------------------------------------------
// Offers

export interface ProfessionalOffer {
  id: string;
  type: 'order-offers';
  starts_at: string;
  ends_at: string;
  /** Hours. */
  duration: number;
  district: string;
  city: string;
  created_at: string;
  expires_at: string;
  seconds_left: number;
  /** Cents: what the customer pays. */
  total: number;
  /** Cents: what the job pays the professional (her share of `total`). */
  professional_earning: number;
  should_include_products: boolean;
  willing: boolean;
}

export interface OffersAnswer {
  offers: ProfessionalOffer[];
  /** The server's clock minus this browser's when the answer arrived (meta.now), in ms. */
  offsetMs: number;
}

export const OFFERS_KEY = [...PROFESSIONAL_KEY, 'offers'] as const;

export async function fetchOffers(): Promise<OffersAnswer> {
  const { data, meta } = await apiDocument<ProfessionalOffer[]>('/professional/offers');
  const now = typeof meta.now === 'string' ? Date.parse(meta.now) : Number.NaN;
  return { offers: data ?? [], offsetMs: Number.isFinite(now) ? now - Date.now() : 0 };
}

export const offersQuery = queryOptions({ queryKey: OFFERS_KEY, queryFn: fetchOffers, staleTime: 0 });

export async function becomeWilling(offerId: string): Promise<ProfessionalOffer> {
  const { data } = await apiDocument<ProfessionalOffer>(
    `/professional/offers/${encodeURIComponent(offerId)}/willing`,
    { method: 'POST' },
  );
  return data;
}

// ---------------------------------------------------------------------------------------------------
// Agenda and jobs

export interface JobAddress {
  name: string | null;
  street: string;
  street_number: string;
  complement: string | null;
  reference: string | null;
  zip_code: string | null;
  /** 'POINT(lng lat)'. */
  lonlat: string | null;
}

export interface Job {
  id: string;
  type: 'orders';
  status: OrderStatus;
  starts_at: string;
  ends_at: string;
  duration_hours: number;
  district: string;
  city: string;
  should_include_products: boolean;
  checked_in_at: string | null;
  checked_out_at: string | null;
  can_check_in: boolean;
  can_check_out: boolean;
  /** Cents: what the customer pays. */
  total: number;
  /** Cents: what the job pays the professional (her share of `total`, the ledger's rule). */
  professional_earning: number;
  customer_first_name: string | null;
  address: JobAddress | null;
  description: string | null;
}

export const agendaQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...PROFESSIONAL_KEY, 'agenda', from, to],
    queryFn: async () =>
      (
        await apiDocument<Job[]>(
          `/professional/agenda?filter[from]=${encodeURIComponent(from)}&filter[to]=${encodeURIComponent(to)}`,
        )
      ).data ?? [],
    staleTime: 15_000,
  });

export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: [...PROFESSIONAL_KEY, 'job', id],
    queryFn: async () => (await apiDocument<Job>(`/professional/orders/${encodeURIComponent(id)}`)).data,
    staleTime: 0,
    retry: false,
  });

export async function checkIn(id: string): Promise<Job> {
  return (
    await apiDocument<Job>(`/professional/orders/${encodeURIComponent(id)}/check-in`, { method: 'POST' })
  ).data;
}

export async function checkOut(id: string): Promise<Job> {
  return (
    await apiDocument<Job>(`/professional/orders/${encodeURIComponent(id)}/check-out`, { method: 'POST' })
  ).data;
}

/** The São Paulo calendar day of a job's start. */
export const jobDay = (job: Pick<Job, 'starts_at'>): string => saoPauloDate(new Date(job.starts_at));
