// Test-only fixtures of the scheduler: a fixed server clock and JSON:API documents of professionals.
import { address, CURITIBA, district, PARANA } from '../../components/address/testing';

/** Monday 2 March 2026, 09:00 in São Paulo: bookable from today 12h to 6 April. */
export const SERVER_NOW = '2026-03-02T12:00:00.000Z';
/** A Thursday with every start hour (7–19). */
export const DAY = '2026-03-05';

export const CLOCK = { body: { current_time: SERVER_NOW } };

export const BATEL_PRICING = {
  type: 'district-pricings',
  id: 'pr-batel',
  // 4 h → 4 × 4000 + 500 + 4 × 400 + 500 = R$ 186,00
  attributes: { price: 500, price_per_hour: 4_000, fee: 500, fee_per_hour: 400 },
};

/** Casa (a1) in Batel, with the district's pricing included. */
export const PRICED_ADDRESSES_DOCUMENT = {
  data: [address('a1', 'Casa', 'd-batel')],
  included: [
    {
      ...district('d-batel', 'Batel'),
      relationships: {
        city: { data: { type: 'cities', id: 'c-cwb' } },
        pricing: { data: { type: 'district-pricings', id: 'pr-batel' } },
      },
    },
    BATEL_PRICING,
    CURITIBA,
    PARANA,
  ],
  meta: { page_count: 1, record_count: 1 },
};

export const PRODUCTS_PRICING = {
  data: {
    type: 'products-pricings',
    id: 'pp1',
    // 4 h → 4 × 300 + 1000 = R$ 22,00
    attributes: { price: 1_000, price_per_hour: 300, fee: 0, fee_per_hour: 0 },
  },
};

export interface ProfessionalFixture {
  id: string;
  first: string;
  last: string;
  rating?: number;
  completed?: number;
  bio?: string;
  top?: boolean;
  highDemand?: boolean;
  hasProducts?: boolean;
  coupon?: { name: string; value_type: 'PERCENTAGE' | 'VALUE'; value: number } | null;
  availableStartHours?: number[];
}

type Raw = { type: string; id: string; attributes: Record<string, unknown>; relationships?: unknown };

/** A professional and everything it includes (account, profile, badges, coupon). */
export function professionalResources(p: ProfessionalFixture): { data: Raw; included: Raw[] } {
  const included: Raw[] = [
    {
      type: 'accounts',
      id: `acc-${p.id}`,
      attributes: { first_name: p.first, last_name: p.last, created_at: '2024-05-10T12:00:00Z' },
      relationships: { profile: { data: { type: 'profiles', id: `prof-${p.id}` } } },
    },
    {
      type: 'profiles',
      id: `prof-${p.id}`,
      attributes: { profile_picture: null, bio: p.bio ?? `Bio de ${p.first}` },
    },
    {
      type: 'professional-ratings',
      id: p.id,
      attributes: {
        is_top_professional: p.top ?? false,
        in_high_demand: p.highDemand ?? false,
        has_products: p.hasProducts ?? true,
      },
    },
  ];
  if (p.coupon) included.push({ type: 'coupons', id: `cup-${p.id}`, attributes: p.coupon });
  return {
    data: {
      type: 'professionals',
      id: p.id,
      attributes: {
        completed_orders_count: p.completed ?? 30,
        rating: p.rating ?? 9_600,
        total_feedbacks_count: 3,
        ...(p.availableStartHours ? { available_start_hours: p.availableStartHours } : {}),
      },
      relationships: {
        account: { data: { type: 'accounts', id: `acc-${p.id}` } },
        active_coupon: { data: p.coupon ? { type: 'coupons', id: `cup-${p.id}` } : null },
        professional_rating: { data: { type: 'professional-ratings', id: p.id } },
      },
    },
    included,
  };
}

const NAMES = ['Maria', 'Ana', 'Francisca', 'Antônia', 'Adriana', 'Juliana', 'Márcia', 'Fernanda'];

/** `count` professionals p{from}… */
export const manyProfessionals = (count: number, from = 1): ProfessionalFixture[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `p${from + i}`,
    first: NAMES[(from + i) % NAMES.length]!,
    last: `Número ${from + i}`,
  }));

export function professionalsDocument(professionals: ProfessionalFixture[], total = professionals.length) {
  const parts = professionals.map(professionalResources);
  return {
    data: parts.map((part) => part.data),
    included: parts.flatMap((part) => part.included),
    meta: { record_count: total },
  };
}

export function professionalDocument(professional: ProfessionalFixture) {
  return professionalResources(professional);
}

/** A free period on DAY, in São Paulo hours (UTC−3). */
export function scheduleEvent(id: string, fromHour: number, toHour: number) {
  const [year, month, day] = DAY.split('-').map(Number);
  const at = (hour: number) => new Date(Date.UTC(year!, month! - 1, day!, hour + 3)).toISOString();
  return {
    type: 'schedule-events',
    id,
    attributes: {
      starts_at: at(fromHour),
      ends_at: at(toHour),
      duration: (toHour - fromHour) * 3600,
      status: 'available',
      window_id: id,
    },
  };
}
