import {
  accountResource,
  addressResource,
  cityResource,
  configurableFieldOptionResource,
  configurableFieldResource,
  couponCheckResource,
  couponDetailResource,
  creditCardResource,
  cycleResource,
  districtResource,
  documentOf,
  gatewayKeyResource,
  gatewayRegistrationResource,
  listDocumentOf,
  mapSettingsResource,
  offerResource,
  operatorCouponResource,
  operatorOrderDetailResource,
  operatorOrderResource,
  operatorProfessionalResource,
  orderFeedbackResource,
  orderHasPreferenceResource,
  orderResource,
  ownFeedbackResource,
  paymentResource,
  physicalResource,
  placeResource,
  productsPricingResource,
  professionalMeResource,
  professionalMetaResource,
  professionalOfferResource,
  professionalOrderResource,
  professionalResource,
  stateResource,
  subscriptionResource,
  supportConversationResource,
  supportMessageResource,
  telemetryDayResource,
  termsOfUseResource,
  zipCodeResource,
} from '@brilho/domain/contract';
import type { z } from 'zod';

const one = (resource: { object: z.ZodType }) => documentOf(resource.object);
const list = (resource: { object: z.ZodType }) => listDocumentOf(resource.object);

/**
 * The answers of the main resources' routes (decision 0116), by `METHOD /url` as Fastify registers
 * them: the OpenAPI reference shows them (lib/api-docs.ts), and `wire-responses.integration.test.ts` parses the
 * real answers of these routes against them, so the serializers (typed by the same schemas) and the reference
 * cannot drift.
 *
 * Kept beside the routes rather than in their `schema.response`: a response schema there would make Fastify
 * serialize (and the type provider type) every answer through it — the checks run in tests instead, so the
 * benchmarked hot paths (the availability search, the order list) pay nothing.
 */
export const MAIN_RESPONSES: Readonly<Record<string, z.ZodType>> = {
  'GET /api/orders': list(orderResource),
  'GET /api/orders/:id': one(orderResource),
  'PATCH /api/orders/:id': one(orderResource),
  'GET /api/subscriptions': list(subscriptionResource),
  'GET /api/operator/subscriptions': list(subscriptionResource),
  'GET /api/cycles': list(cycleResource),
  'GET /api/cycles/:id': one(cycleResource),
  'GET /api/payments/:id': one(paymentResource),
  'GET /api/credit-cards': list(creditCardResource),
  'GET /api/addresses': list(addressResource),
  'GET /api/addresses/:id': one(addressResource),
  'GET /api/professionals': list(professionalResource),
  'GET /api/professionals/:id': one(professionalResource),
  'POST /api/professionals/available-by-duration': list(professionalResource),
  'GET /api/order-offers/open/:id': one(offerResource),
  'GET /api/accounts/:id': one(accountResource),
  'PATCH /api/accounts/:id': one(accountResource),
  'GET /api/geocoding/search': list(placeResource),
  'GET /api/operator/orders': list(operatorOrderResource),
  'GET /api/operator/orders/:id': one(operatorOrderDetailResource),
  'GET /api/professional/me': one(professionalMeResource),
  'GET /api/professional/offers': list(professionalOfferResource),
  'GET /api/professional/agenda': list(professionalOrderResource),
  'GET /api/professional/orders/:id': one(professionalOrderResource),
};

/**
 * The reference data and the resources beside the order: places, preferences, pricing, coupons, ratings, the
 * professional's card and console row, telemetry.
 */
export const REFERENCE_RESPONSES: Readonly<Record<string, z.ZodType>> = {
  'GET /api/states': list(stateResource),
  'GET /api/cities': list(cityResource),
  'GET /api/cities/:id/districts': list(districtResource),
  'GET /api/districts': list(districtResource),
  'GET /api/orders/products-pricing': one(productsPricingResource),
  'GET /api/configurable-fields': list(configurableFieldResource),
  'GET /api/configurable-fields/:id': one(configurableFieldResource),
  'GET /api/configurable-field-options': list(configurableFieldOptionResource),
  'GET /api/order-has-preferences': list(orderHasPreferenceResource),
  'GET /api/orders/:id/feedback': one(orderFeedbackResource),
  'GET /api/professional/feedbacks': list(ownFeedbackResource),
  'GET /api/telemetry/daily': list(telemetryDayResource),
  'GET /api/coupons': list(couponDetailResource),
  'GET /api/coupons/:id': one(couponDetailResource),
  'GET /api/coupons/:id/check-coupon-restrictions': one(couponCheckResource),
  'GET /api/operator/coupons': list(operatorCouponResource),
  'GET /api/professionals/meta/:id': one(professionalMetaResource),
  'GET /api/operator/professionals': list(operatorProfessionalResource),
  'GET /api/operator/professionals/:id': one(operatorProfessionalResource),
  'GET /api/maps': one(mapSettingsResource),
  'GET /api/cep/:cep': one(zipCodeResource),
  'GET /api/terms-of-use': list(termsOfUseResource),
  'GET /api/support/chat/messages': list(supportMessageResource),
  'GET /api/operator/support/conversations': list(supportConversationResource),
  'GET /api/payment-gateway/public-key': one(gatewayKeyResource),
  'GET /api/payment-gateway-accounts': list(gatewayRegistrationResource),
  'GET /api/physicals/:id': one(physicalResource),
};

/** Every documented answer; each group is parsed by its own answer test. */
export const RESPONSES: Readonly<Record<string, z.ZodType>> = { ...MAIN_RESPONSES, ...REFERENCE_RESPONSES };

/** The documented answer of a route, if it has one. */
export function responseOf(method: string | string[], url: string): z.ZodType | undefined {
  const methods = Array.isArray(method) ? method : [method];
  for (const m of methods) {
    const found = RESPONSES[`${m.toUpperCase()} ${url}`];
    if (found) return found;
  }
  return undefined;
}
