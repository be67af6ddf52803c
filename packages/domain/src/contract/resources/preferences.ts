import { z } from 'zod';
import { attributesOf, cents, resourceOf } from './resource';

/** A question asked about an order (`GET /configurable-fields`), e.g. CUSTOMER_ORDER_REQUIRE_PROFESSIONAL_PRODUTCS. */
export const configurableFieldAttributes = attributesOf({
  key: z.string(),
  model: z.string(),
  display_name: z.string(),
});
export const configurableFieldResource = resourceOf('configurable-fields', configurableFieldAttributes);

/** One answer a configurable field allows (`GET /configurable-field-options`). */
export const configurableFieldOptionAttributes = attributesOf({
  opt_id: z.number().int(),
  /** YES or NO. */
  key: z.string(),
});
export const configurableFieldOptionResource = resourceOf(
  'configurable-field-options',
  configurableFieldOptionAttributes,
);

/** An order's answer to a configurable field (`GET /order-has-preferences`). */
export const orderHasPreferenceAttributes = attributesOf({ answer: z.string() });
export const orderHasPreferenceResource = resourceOf('order-has-preferences', orderHasPreferenceAttributes);

/** What bringing the professional's products adds (`GET /orders/products-pricing`), cents, priced like a district. */
export const productsPricingAttributes = attributesOf({
  fee: cents,
  price: cents,
  fee_per_hour: cents,
  price_per_hour: cents,
});
export const productsPricingResource = resourceOf('products-pricings', productsPricingAttributes);
