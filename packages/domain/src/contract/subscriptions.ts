import { idParams, LIST_KEYS, queryOf } from './common';

/** Subscriptions and cycles lists: search, sort, page, `filter[status]` and `include`. */
export const subscriptionListQuery = queryOf([...LIST_KEYS, 'filter[status]', 'include']);
/** One cycle or subscription, with its `include`d relations. */
export const subscriptionParams = idParams;
export const subscriptionIncludeQuery = queryOf(['include']);
