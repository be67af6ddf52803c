import { z } from 'zod';
import { attributesOf, cents, resourceOf } from './resource';

/** `GET /countries`, a state's `country`. */
export const countryAttributes = attributesOf({ code: z.string(), display_name: z.string() });
export const countryResource = resourceOf('countries', countryAttributes);

/** `GET /states`, a city's `state`; `code` is the UF ('PR'). */
export const stateAttributes = attributesOf({ display_name: z.string(), code: z.string() });
export const stateResource = resourceOf('states', stateAttributes);

/** `GET /cities`: a closed city (`active: false`) keeps its addresses but takes no new orders. */
export const cityAttributes = attributesOf({
  display_name: z.string(),
  code: z.string(),
  active: z.boolean(),
  /** Where the address wizard's map opens when the places search could not place an address; null if unknown. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export const cityResource = resourceOf('cities', cityAttributes);

/** `GET /districts`, `GET /cities/:id/districts`. */
export const districtAttributes = attributesOf({
  display_name: z.string(),
  code: z.string(),
  active: z.boolean(),
});
export const districtResource = resourceOf('districts', districtAttributes);

/** The rating bounds of the professionals offered in a district, ×100 (0 to 500). */
export const districtRatingAttributes = attributesOf({
  rating_min: z.number().int(),
  rating_max: z.number().int(),
});
export const districtRatingResource = resourceOf('district-ratings', districtRatingAttributes);

/** Price = hours × price_per_hour + price + hours × fee_per_hour + fee, all in cents. */
export const districtPricingAttributes = attributesOf({
  price: cents,
  price_per_hour: cents,
  fee: cents,
  fee_per_hour: cents,
});
export const districtPricingResource = resourceOf('district-pricings', districtPricingAttributes);
