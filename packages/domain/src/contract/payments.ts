import { idParams, includeQuery, paramsOf } from './common';

/** A payment, or the order paid (`POST /orders/:id/create-on-gateway`), by id, with `include`. */
export const paymentParams = idParams;
export const paymentIncludeQuery = includeQuery;
/** `POST /payments/webhooks/:gateway`: the configured gateway's name (another answers 404). */
export const webhookParams = paramsOf('gateway');
/** A stored card by id. */
export const creditCardParams = idParams;
