import type { Flat, placeResource } from '@brilho/domain/contract';
import { formatPoint, type LonLat } from '@brilho/domain/point';
import type { AddressCreateAttributes } from '@brilho/domain/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDocument, apiRequest, resourceBody } from '../../lib/api/client';
import type { City, District } from '../../lib/api/places';

// The wire of docs/api/places.md: attributes in snake_case, related resources resolved from `included`.

export type { City, Country, District, DistrictPricing, State } from '../../lib/api/places';

export interface Address {
  id: string;
  type: 'addresses';
  name: string;
  street: string;
  street_number: string;
  complement: string | null;
  reference: string | null;
  /** 8 digits. */
  zip_code: string;
  /** 'POINT(lng lat)'. */
  lonlat: string;
  created_at: string;
  district?: District;
}

/** A result of the places search (Nominatim behind the API): the contract's `places`. */
export type Place = Flat<typeof placeResource>;

export interface ZipCodeInfo {
  id: string;
  type: 'zip-codes';
  zip_code: string;
  street: string | null;
  district: string | null;
  city: string | null;
  state: string | null;
}

export interface MapSettings {
  id: string;
  type: 'map-settings';
  tiles_url: string;
  attribution: string;
  geocoder_available: boolean;
}

/** Whether the customer's address may be served (closed cities: false). */
export const isServed = (address: Address): boolean => address.district?.city?.active !== false;

// ---------------------------------------------------------------------------------------------------
// Addresses

export const ADDRESSES_KEY = ['addresses'] as const;
const ADDRESS_INCLUDES = 'district.city.state.country,district.pricing';
const PAGE_SIZE = 25;
/** More than this many pages of addresses is not a customer's list any more. */
const MAX_PAGES = 20;

/** Every address of the signed-in customer, newest first (all pages). */
export async function fetchAddresses(): Promise<Address[]> {
  const all: Address[] = [];
  for (let number = 1; number <= MAX_PAGES; number++) {
    const { data, meta } = await apiDocument<Address[]>(
      `/addresses?include=${ADDRESS_INCLUDES}&page[number]=${number}&page[size]=${PAGE_SIZE}`,
    );
    all.push(...(data ?? []));
    const pageCount = typeof meta.page_count === 'number' ? meta.page_count : 1;
    if (number >= pageCount || (data ?? []).length < PAGE_SIZE) break;
  }
  return all;
}

export function useAddresses() {
  return useQuery({ queryKey: ADDRESSES_KEY, queryFn: fetchAddresses });
}

export interface NewAddress extends Omit<AddressCreateAttributes, 'lonlat'> {
  lonlat: LonLat;
  districtId: string;
}

export async function createAddress({ districtId, lonlat, ...attributes }: NewAddress): Promise<Address> {
  const { data } = await apiDocument<Address>(`/addresses?include=${ADDRESS_INCLUDES}`, {
    method: 'POST',
    body: resourceBody(
      'addresses',
      { ...attributes, lonlat: formatPoint(lonlat) },
      { district: { data: { type: 'districts', id: districtId } } },
    ),
  });
  return data;
}

export function useCreateAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}

export interface AddressChanges {
  id: string;
  name: string;
  complement: string | null;
  reference: string | null;
}

export function useUpdateAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...attributes }: AddressChanges) =>
      (
        await apiDocument<Address>(`/addresses/${encodeURIComponent(id)}?include=${ADDRESS_INCLUDES}`, {
          method: 'PATCH',
          body: resourceBody('addresses', attributes, undefined, id),
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}

// ---------------------------------------------------------------------------------------------------
// Places

/** Active cities whose name is `name` (accent/case-insensitive exact match), with their state. */
export const citiesByNameQuery = (name: string) =>
  queryOptions({
    queryKey: ['cities', 'by-name', name.trim().toLowerCase()],
    queryFn: async () =>
      (
        await apiDocument<City[]>(
          `/cities?filter[display_name]=${encodeURIComponent(name.trim())}&filter[active]=true&include=state`,
        )
      ).data ?? [],
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * Cities no longer served whose name contains `name`: when no active city matches what was typed, the
 * wizard tells a closed city ('Não estamos operando mais nessa cidade!') from an unknown one.
 */
export const closedCitiesByNameQuery = (name: string) =>
  queryOptions({
    queryKey: ['cities', 'closed-by-name', name.trim().toLowerCase()],
    queryFn: async () =>
      (
        await apiDocument<City[]>(
          `/cities?filter[display_name]=${encodeURIComponent(name.trim())}&filter[active]=false`,
        )
      ).data ?? [],
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Active districts of a city whose name contains `name` (≥ 3 characters). */
export const districtSearchQuery = (cityId: string, name: string) =>
  queryOptions({
    queryKey: ['districts', 'search', cityId, name.trim().toLowerCase()],
    queryFn: async () =>
      (
        await apiDocument<District[]>(
          `/districts?filter[city_id]=${encodeURIComponent(cityId)}&filter[display_name]=${encodeURIComponent(
            name.trim(),
          )}&include=rating,pricing,city`,
        )
      ).data ?? [],
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useDistrictSearch(cityId: string | undefined, name: string) {
  return useQuery({
    ...districtSearchQuery(cityId ?? '', name),
    enabled: Boolean(cityId) && name.trim().length >= 3,
  });
}

/** Up to 5 places for a free text; a 503 means the geocoder is unavailable. */
export const geocodingSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['geocoding', 'search', q.trim().toLowerCase()],
    queryFn: async () =>
      (await apiDocument<Place[]>(`/geocoding/search?q=${encodeURIComponent(q.trim())}`)).data ?? [],
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useGeocodingSearch(q: string, enabled = true) {
  return useQuery({
    ...geocodingSearchQuery(q),
    enabled: enabled && q.trim().length >= 3,
    placeholderData: keepPreviousData,
  });
}

export const reverseGeocodingQuery = ({ latitude, longitude }: LonLat) =>
  queryOptions({
    queryKey: ['geocoding', 'reverse', latitude.toFixed(6), longitude.toFixed(6)],
    queryFn: async () =>
      (await apiDocument<Place>(`/geocoding/reverse?lat=${latitude}&lng=${longitude}`)).data ?? null,
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The place at a point (null point: nothing asked). */
export function useReverseGeocoding(point: LonLat | null) {
  return useQuery({
    ...reverseGeocodingQuery(point ?? { latitude: 0, longitude: 0 }),
    enabled: point !== null,
  });
}

/** ViaCEP behind the API: 8 digits → street, district, city and UF. */
export const cepQuery = (digits: string) =>
  queryOptions({
    queryKey: ['cep', digits],
    queryFn: async () => (await apiDocument<ZipCodeInfo>(`/cep/${encodeURIComponent(digits)}`)).data,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useMapSettings() {
  return useQuery({
    queryKey: ['map-settings'],
    queryFn: async () => (await apiDocument<MapSettings>('/maps')).data,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

// ---------------------------------------------------------------------------------------------------
// Display

/** 'Rua XV de Novembro, 123'. */
export const streetLine = (address: Pick<Address, 'street' | 'street_number'>) =>
  `${address.street}, ${address.street_number}`;

/** 'Batel – Curitiba/PR'. */
export function districtLine(address: Address): string {
  const district = address.district;
  if (!district) return '';
  const city = district.city;
  const uf = city?.state?.code;
  return city
    ? `${district.display_name} – ${city.display_name}${uf ? `/${uf}` : ''}`
    : district.display_name;
}
