import { z } from 'zod';
import { attributesOf, isoDateTime, noAttributes, resourceOf } from './resource';

/** `GET /addresses`, an order's `address`. */
export const addressAttributes = attributesOf({
  name: z.string(),
  street: z.string(),
  street_number: z.string(),
  complement: z.string().nullable(),
  reference: z.string().nullable(),
  zip_code: z.string(),
  /** `POINT(lon lat)`; null when the address has no position. */
  lonlat: z.string().nullable(),
  created_at: isoDateTime,
});
export const addressResource = resourceOf('addresses', addressAttributes);

/** A place found by the geocoder (`GET /maps/places`), as the address wizard reads it. */
export const placeAttributes = attributesOf({
  label: z.string(),
  street: z.string().nullable(),
  street_number: z.string().nullable(),
  district: z.string().nullable(),
  city: z.string().nullable(),
  /** UF ('PR'). */
  state: z.string().nullable(),
  /** 8 digits, or null when the geocoder has no full CEP. */
  zip_code: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** Street, street number and city are all present (only then is the place accepted). */
  complete: z.boolean(),
});
export const placeResource = resourceOf('places', placeAttributes);

/** An address only as a relationship's target (an offer's `address`; its attributes come from `GET /addresses/:id`). */
export const addressRefResource = resourceOf('addresses', noAttributes);

/** `GET /maps`: where the address wizard's map tiles come from, and whether the places search answers. */
export const mapSettingsAttributes = attributesOf({
  tiles_url: z.string(),
  attribution: z.string(),
  geocoder_available: z.boolean(),
});
export const mapSettingsResource = resourceOf('map-settings', mapSettingsAttributes);

/** `GET /cep/:cep`: what the CEP service knows of a zip code (8 digits, its id). */
export const zipCodeAttributes = attributesOf({
  zip_code: z.string(),
  street: z.string().nullable(),
  district: z.string().nullable(),
  city: z.string().nullable(),
  /** UF. */
  state: z.string().nullable(),
});
export const zipCodeResource = resourceOf('zip-codes', zipCodeAttributes);
