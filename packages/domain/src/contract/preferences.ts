import { idParams, queryOf } from './common';

/** Configurable fields, their options and an order's answers: `filter[...]` and `include`. */
export const preferenceQuery = queryOf([
  'include',
  'filter[model]',
  'filter[key]',
  'filter[order_id]',
  'filter[configurable_field_id]',
]);
export const preferenceParams = idParams;
