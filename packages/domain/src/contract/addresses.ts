import { idParams, PAGE_KEYS, queryOf } from './common';

/** The signed-in account's addresses, paged, with `include`. */
export const addressListQuery = queryOf([...PAGE_KEYS, 'include']);
/** An address by id. */
export const addressParams = idParams;
export const addressIncludeQuery = queryOf(['include']);
/** A customer record (`GET /physicals/:id`, `/legals/:id`) with `include=addresses…`. */
export const customerParams = idParams;
