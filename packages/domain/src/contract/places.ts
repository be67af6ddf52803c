import { idParams, LIST_KEYS, queryOf } from './common';

/** States, cities and districts lists: search, sort, page, `include` and `filter[...]` (e.g. `filter[state]`). */
export const placeListQuery = queryOf([
  ...LIST_KEYS,
  'include',
  'filter[state]',
  'filter[city]',
  'filter[name]',
]);
/** A state, city or district by id. */
export const placeParams = idParams;
