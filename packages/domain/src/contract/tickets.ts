import { idParams, LIST_KEYS, queryOf } from './common';

/** A ticket (or, for `service-not-provided`, an order) by id. */
export const ticketParams = idParams;

/** The operator's tickets list: search, sort, page and `filter[kind]`/`filter[status]` (lib/list-query.ts). */
export const ticketListQuery = queryOf([...LIST_KEYS, 'filter[kind]', 'filter[status]']);

/** `GET /operator/tickets/:id/free-professionals`: the slot to check. */
export const freeProfessionalsQuery = queryOf(['filter[starts_at]', 'filter[ends_at]']);
