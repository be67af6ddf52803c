import { idParams, LIST_KEYS, PAGE_KEYS, queryOf } from './common';

/** A professional by id (the public page, the operator's and the customer's views). */
export const professionalParams = idParams;
/** `GET /professionals`: the console's list (search, sort, page, filters) and `include`. */
export const professionalListQuery = queryOf([...LIST_KEYS, 'include', 'filter[name]', 'filter[status]']);
export const professionalIncludeQuery = queryOf(['include']);
/** The public page's ratings, paged by cursor. */
export const publicFeedbackQuery = queryOf(['page[cursor]', 'page[size]']);
/** The availability searches: `filter[...]` (district, date, period, duration…) and an offset page. */
export const availabilitySearchQuery = queryOf([
  ...PAGE_KEYS,
  'filter[district_id]',
  'filter[date]',
  'filter[duration]',
  'filter[name]',
]);
