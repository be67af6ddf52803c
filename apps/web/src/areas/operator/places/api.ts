import { type DistrictForm, districtFormToAttributes } from '@brilho/domain/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDocument, resourceBody } from '../../../lib/api/client';
import type { City, District, State } from '../../../lib/api/places';
import { type ListState, withListQuery } from '../listParams';

export type { City, Country, District, State } from '../../../lib/api/places';

export interface Page<T> {
  rows: T[];
  /** `meta.page_count` (at least 1). */
  pageCount: number;
}

/** The API's sort of cities (`display_name`, `-code`…): lib/list-query's whitelist. */
export type CitySort = string;

const pageCountOf = (meta: Record<string, unknown>) =>
  typeof meta.page_count === 'number' && meta.page_count > 0 ? meta.page_count : 1;

async function fetchPage<T>(path: string): Promise<Page<T>> {
  const { data, meta } = await apiDocument<T[] | null>(path);
  return { rows: data ?? [], pageCount: pageCountOf(meta) };
}

export const placesKeys = {
  all: ['operator', 'places'] as const,
  states: () => [...placesKeys.all, 'states'] as const,
  statesPage: (page: number, state?: ListState) => [...placesKeys.states(), 'page', page, state] as const,
  allStates: () => [...placesKeys.states(), 'all'] as const,
  cities: () => [...placesKeys.all, 'cities'] as const,
  citiesPage: (page: number, sort: CitySort, search = '') =>
    [...placesKeys.cities(), 'page', page, sort, search] as const,
  allCities: () => [...placesKeys.cities(), 'all'] as const,
  districts: (cityId: string) => [...placesKeys.all, 'districts', cityId] as const,
};

/** By name unless asked otherwise (the spec's call names no sort); the search box adds `filter[search]`. */
export const statesPath = (page: number, state: ListState = { search: '', sort: 'display_name' }) =>
  withListQuery(`/states?page[number]=${page}&include=country`, {
    search: state.search,
    sort: state.sort === 'display_name' ? '' : state.sort,
  });
export const ALL_STATES_PATH = '/states?page[limit]=1000';
export const citiesPath = (page: number, sort: CitySort, search = '') =>
  withListQuery(`/cities?include=districts,state,state.country&page[number]=${page}&sort=${sort}`, {
    search,
  });
export const districtsPath = (cityId: string) =>
  `/cities/${encodeURIComponent(cityId)}/districts?include=rating,pricing`;

export function useStatesPage(page: number, state?: ListState) {
  return useQuery({
    queryKey: placesKeys.statesPage(page, state),
    queryFn: () => fetchPage<State>(statesPath(page, state)),
    placeholderData: keepPreviousData,
  });
}

/** Every state, for the city form's select (spec: one page of 1000). */
export function useAllStates(enabled = true) {
  return useQuery({
    queryKey: placesKeys.allStates(),
    queryFn: async () => (await fetchPage<State>(ALL_STATES_PATH)).rows,
    enabled,
  });
}

export function useCitiesPage(page: number, sort: CitySort, search = '') {
  return useQuery({
    queryKey: placesKeys.citiesPage(page, sort, search),
    queryFn: () => fetchPage<City>(citiesPath(page, sort, search)),
    placeholderData: keepPreviousData,
  });
}

/** Every city with its state, by name (the city chooser): walks the pages, whatever the server's size cap. */
export function useAllCities() {
  return useQuery({
    queryKey: placesKeys.allCities(),
    queryFn: async () => {
      const cities: City[] = [];
      for (let page = 1; ; page++) {
        const { rows, pageCount } = await fetchPage<City>(
          `/cities?include=state&sort=display_name&page[number]=${page}&page[size]=100`,
        );
        cities.push(...rows);
        if (page >= pageCount || rows.length === 0) return cities;
      }
    },
  });
}

export function useCityDistricts(cityId: string) {
  return useQuery({
    queryKey: placesKeys.districts(cityId),
    queryFn: async () => (await apiDocument<District[] | null>(districtsPath(cityId))).data ?? [],
  });
}

export interface StateInput {
  display_name: string;
  code: string;
}

export function useCreateState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: StateInput) =>
      (await apiDocument<State>('/states', { method: 'POST', body: resourceBody('states', { ...values }) }))
        .data,
    onSuccess: () => client.invalidateQueries({ queryKey: placesKeys.states() }),
  });
}

export interface CityInput {
  display_name: string;
  code: string;
  active: boolean;
  state: string;
}

export function useCreateCity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ state, ...attributes }: CityInput) =>
      (
        await apiDocument<City>('/cities', {
          method: 'POST',
          body: resourceBody('cities', attributes, { state: { data: { type: 'states', id: state } } }),
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: placesKeys.cities() }),
  });
}

/** POST /districts: stars → ×100 and reais → cents on the way out (address rules). */
export function useCreateDistrict(cityId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (form: DistrictForm) =>
      (
        await apiDocument<District>('/districts', {
          method: 'POST',
          body: resourceBody('districts', districtFormToAttributes(form), {
            city: { data: { type: 'cities', id: cityId } },
          }),
        })
      ).data,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: placesKeys.districts(cityId) }),
        // The cities table counts districts.
        client.invalidateQueries({ queryKey: placesKeys.cities() }),
      ]),
  });
}

/** PATCH /states/{id}: rename or recode a state (operator, audited). */
export function useUpdateState(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (attributes: Partial<StateInput>) =>
      (
        await apiDocument<State>(`/states/${encodeURIComponent(id)}?include=country`, {
          method: 'PATCH',
          body: resourceBody('states', { ...attributes }, undefined, id),
        })
      ).data,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: placesKeys.states() }),
        // Cities show their state's name and code.
        client.invalidateQueries({ queryKey: placesKeys.cities() }),
      ]),
  });
}

/** PATCH /cities/{id}: rename, recode, move to another state or close/reopen a city (operator, audited). */
export function useUpdateCity(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ state, ...attributes }: Partial<CityInput>) =>
      (
        await apiDocument<City>(`/cities/${encodeURIComponent(id)}`, {
          method: 'PATCH',
          body: resourceBody(
            'cities',
            attributes,
            state ? { state: { data: { type: 'states', id: state } } } : undefined,
            id,
          ),
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: placesKeys.cities() }),
  });
}

/** PATCH /districts/{id}: the active flag (and any other field) of a district. */
export function useUpdateDistrict(cityId: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (attributes: { active?: boolean; display_name?: string; code?: string }) =>
      (
        await apiDocument<District>(`/districts/${encodeURIComponent(id)}`, {
          method: 'PATCH',
          body: resourceBody('districts', attributes, undefined, id),
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: placesKeys.districts(cityId) }),
  });
}

/** PATCH /districts/{id} with the whole form: stars → ×100 and reais → cents, as on creation. */
export function useEditDistrict(cityId: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (form: DistrictForm) =>
      (
        await apiDocument<District>(`/districts/${encodeURIComponent(id)}?include=rating,pricing`, {
          method: 'PATCH',
          body: resourceBody('districts', districtFormToAttributes(form), undefined, id),
        })
      ).data,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: placesKeys.districts(cityId) }),
        client.invalidateQueries({ queryKey: placesKeys.cities() }),
      ]),
  });
}
