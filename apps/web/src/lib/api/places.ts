/**
 * Place resources as the API sends them (docs/api/places.md), `included` already resolved by the client.
 * Relationships are present only when asked for in `include`.
 */

export interface Country {
  id: string;
  type: 'countries';
  code: string;
  display_name: string;
}

export interface State {
  id: string;
  type: 'states';
  code: string;
  display_name: string;
  country?: Country | null;
}

export interface City {
  id: string;
  type: 'cities';
  code: string;
  display_name: string;
  active: boolean;
  /** The city's centre; may be null. */
  latitude?: number | null;
  longitude?: number | null;
  state?: State | null;
  districts?: { id: string }[];
}

export interface DistrictRating {
  id?: string;
  type?: 'district-ratings';
  /** ×100 stars (450 = 4.5). */
  rating_min: number;
  rating_max: number;
}

export interface DistrictPricing {
  id?: string;
  type?: 'district-pricings';
  /** Cents. */
  price: number;
  price_per_hour: number;
  fee: number;
  fee_per_hour: number;
}

export interface District {
  id: string;
  type: 'districts';
  code: string;
  display_name: string;
  active: boolean;
  city?: City | null;
  rating?: DistrictRating | null;
  pricing?: DistrictPricing | null;
}
