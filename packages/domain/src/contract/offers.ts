import { idParams, queryOf } from './common';

/** An open offer by id. */
export const offerParams = idParams;
/** What the offer's document includes (default: the willing professionals as the scheduler shows them). */
export const offerIncludeQuery = queryOf(['include']);
/** `GET /finders/order-offers/willing_professionals?filter[order_offer_id]=…`. */
export const willingProfessionalsQuery = queryOf(['filter[order_offer_id]', 'include']);
