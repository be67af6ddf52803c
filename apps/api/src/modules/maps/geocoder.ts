import { getStates } from '@brazilian-utils/brazilian-utils';
import { onlyDigits } from '@brilho/domain';
import type { placeAttributes } from '@brilho/domain/contract';
import { searchable } from '@brilho/domain/schemas';
import type { z } from 'zod';
import { getJson, type HttpClientOptions, UpstreamUnavailable } from './http';

export const GEOCODER_LIMIT = 5;

/** A place found by the geocoder, as the address wizard reads it: the contract's `places` resource. */
export type Place = { id: string } & z.infer<typeof placeAttributes>;

/** The port: tests pass fakes, production a Nominatim-compatible service. */
export interface Geocoder {
  /** At most 5 places in Brazil for a free text. */
  search(query: string): Promise<Place[]>;
  /** The place at a point, or null when there is nothing there. */
  reverse(point: { latitude: number; longitude: number }): Promise<Place | null>;
}

/** Nominatim's `address` object (only the fields we read). */
export interface NominatimAddress {
  road?: string;
  pedestrian?: string;
  house_number?: string;
  suburb?: string;
  neighbourhood?: string;
  city_district?: string;
  quarter?: string;
  city?: string;
  town?: string;
  village?: string;
  municipality?: string;
  state?: string;
  'ISO3166-2-lvl4'?: string;
  postcode?: string;
}

export interface NominatimPlace {
  place_id?: number | string;
  osm_type?: string;
  osm_id?: number | string;
  lat: string;
  lon: string;
  display_name?: string;
  address?: NominatimAddress;
}

const first = (...values: (string | undefined)[]): string | null =>
  values.find((value) => typeof value === 'string' && value.trim() !== '')?.trim() ?? null;

/** 'BR-PR' → 'PR'; else the state's name → its UF; else null. */
export function ufOf(address: NominatimAddress): string | null {
  const iso = /^BR-([A-Z]{2})$/.exec(address['ISO3166-2-lvl4'] ?? '');
  if (iso) return iso[1]!;
  const name = address.state ? searchable(address.state) : null;
  return getStates().find((state) => searchable(state.name) === name)?.code ?? null;
}

export function placeFromNominatim(place: NominatimPlace): Place {
  const address = place.address ?? {};
  const street = first(address.road, address.pedestrian);
  const streetNumber = first(address.house_number);
  const city = first(address.city, address.town, address.village, address.municipality);
  const zip = onlyDigits(address.postcode ?? '');
  const latitude = Number(place.lat);
  const longitude = Number(place.lon);
  return {
    id: place.place_id !== undefined ? String(place.place_id) : `${latitude},${longitude}`,
    label: place.display_name ?? '',
    street,
    street_number: streetNumber,
    district: first(address.suburb, address.neighbourhood, address.city_district, address.quarter),
    city,
    state: ufOf(address),
    zip_code: zip.length === 8 ? zip : null,
    latitude,
    longitude,
    complete: street !== null && streetNumber !== null && city !== null,
  };
}

const isPlace = (value: unknown): value is NominatimPlace =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite(Number((value as NominatimPlace).lat)) &&
  Number.isFinite(Number((value as NominatimPlace).lon));

/** A Nominatim-compatible geocoder at `baseUrl` (`/search`, `/reverse`, format jsonv2). */
export function nominatimGeocoder(baseUrl: string, options: HttpClientOptions = {}): Geocoder {
  const base = baseUrl.replace(/\/+$/, '');
  const common = 'format=jsonv2&addressdetails=1';
  return {
    async search(query) {
      const q = encodeURIComponent(query);
      const url = `${base}/search?${common}&countrycodes=br&limit=${GEOCODER_LIMIT}&q=${q}`;
      const answer = await getJson(url, options);
      if (!Array.isArray(answer)) throw new UpstreamUnavailable('geocoder: not a list');
      return answer.filter(isPlace).slice(0, GEOCODER_LIMIT).map(placeFromNominatim);
    },
    async reverse({ latitude, longitude }) {
      const answer = await getJson(`${base}/reverse?${common}&lat=${latitude}&lon=${longitude}`, options);
      if (isPlace(answer)) return placeFromNominatim(answer);
      // Nominatim answers 200 with `{ error: 'Unable to geocode' }` where there is nothing.
      if (typeof answer === 'object' && answer !== null && 'error' in answer) return null;
      throw new UpstreamUnavailable('geocoder: not a place');
    },
  };
}
