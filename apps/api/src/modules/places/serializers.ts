import {
  cityResource,
  countryResource,
  districtPricingResource,
  districtRatingResource,
  districtResource,
  stateResource,
} from '@brilho/domain/contract';
import type { City, Country, District, DistrictPricing, DistrictRating, State } from '../../db/schema';
import { type ResourceSerializer, relation, serializerOf } from '../../lib/jsonapi';

/** Rows with whatever the request asked to include already loaded (undefined: not asked for). */
export interface StateView extends State {
  country?: Country;
}

export interface CityView extends City {
  state?: StateView;
  districts?: DistrictView[];
}

export interface DistrictView extends District {
  city?: CityView;
  rating?: DistrictRating | null;
  pricing?: DistrictPricing | null;
}

export const countrySerializer = serializerOf<Country>()(countryResource, {
  id: (c) => c.id,
  attributes: (c) => ({ code: c.code, display_name: c.displayName }),
});

export const stateSerializer = serializerOf<StateView>()(stateResource, {
  id: (s) => s.id,
  attributes: (s) => ({ display_name: s.displayName, code: s.code }),
  relationships: {
    country: relation(
      () => countrySerializer,
      (s) => s.country,
    ),
  },
});

// Cities and districts point at each other: their types are spelled out so TypeScript needn't infer a cycle.
export const citySerializer: ResourceSerializer<CityView> = serializerOf<CityView>()(cityResource, {
  id: (c) => c.id,
  attributes: (c) => ({
    display_name: c.displayName,
    code: c.code,
    active: c.active,
    latitude: c.latitude,
    longitude: c.longitude,
  }),
  relationships: {
    state: relation(
      () => stateSerializer,
      (c) => c.state,
    ),
    districts: relation(
      () => districtSerializer,
      (c) => c.districts,
    ),
  },
});

export const districtRatingSerializer = serializerOf<DistrictRating>()(districtRatingResource, {
  id: (r) => r.id,
  attributes: (r) => ({ rating_min: r.ratingMin, rating_max: r.ratingMax }),
});

export const districtPricingSerializer = serializerOf<DistrictPricing>()(districtPricingResource, {
  id: (p) => p.id,
  attributes: (p) => ({
    price: p.price,
    price_per_hour: p.pricePerHour,
    fee: p.fee,
    fee_per_hour: p.feePerHour,
  }),
});

export const districtSerializer: ResourceSerializer<DistrictView> = serializerOf<DistrictView>()(
  districtResource,
  {
    id: (d) => d.id,
    attributes: (d) => ({ display_name: d.displayName, code: d.code, active: d.active }),
    relationships: {
      city: relation(
        () => citySerializer,
        (d) => d.city,
      ),
      rating: relation(
        () => districtRatingSerializer,
        (d) => d.rating,
      ),
      pricing: relation(
        () => districtPricingSerializer,
        (d) => d.pricing,
      ),
    },
  },
);
