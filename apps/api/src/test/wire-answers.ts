import {
  accountTermsAttributes,
  addressAttributes,
  addressOwnerAttributes,
  chatSessionAttributes,
  cityAttributes,
  configurableFieldAttributes,
  configurableFieldOptionAttributes,
  countryAttributes,
  couponAttributes,
  couponDetailAttributes,
  customerAttributes,
  cycleAttributes,
  districtAttributes,
  districtPricingAttributes,
  districtRatingAttributes,
  feedbackAttributes,
  fundingInstrumentAttributes,
  gatewayAccountAttributes,
  orderAttributes,
  paymentAttributes,
  physicalAttributes,
  professionalAttributes,
  professionalRatingAttributes,
  publicAccountAttributes,
  publicProfileAttributes,
  scheduleEventAttributes,
  stateAttributes,
  subscriptionAttributes,
} from '@brilho/domain/contract';
import { expect } from 'vitest';
import { z } from 'zod';
import { RESPONSES } from '../lib/wire-responses';
import type { TestApp } from './app';

/** The resources answers include, by JSON:API type; each checked by its contract schema. */
const INCLUDED: Record<string, z.ZodType> = {
  orders: orderAttributes,
  customers: customerAttributes,
  addresses: addressAttributes,
  payments: paymentAttributes,
  // An order's coupon is the short variant; the coupons' own routes answer the detailed one.
  coupons: z.union([couponAttributes, couponDetailAttributes]),
  professionals: professionalAttributes,
  // A professional's public account, or an address's owner.
  accounts: z.union([publicAccountAttributes, addressOwnerAttributes]),
  profiles: publicProfileAttributes,
  'professional-ratings': professionalRatingAttributes,
  feedbacks: feedbackAttributes,
  'schedule-events': scheduleEventAttributes,
  subscriptions: subscriptionAttributes,
  cycles: cycleAttributes,
  boletos: fundingInstrumentAttributes,
  credit_card: fundingInstrumentAttributes,
  account_balance: fundingInstrumentAttributes,
  pix: fundingInstrumentAttributes,
  countries: countryAttributes,
  states: stateAttributes,
  cities: cityAttributes,
  districts: districtAttributes,
  'district-ratings': districtRatingAttributes,
  'district-pricings': districtPricingAttributes,
  'configurable-fields': configurableFieldAttributes,
  'configurable-field-options': configurableFieldOptionAttributes,
  'chat-sessions': chatSessionAttributes,
  physicals: physicalAttributes,
  'payment-gateway-accounts': gatewayAccountAttributes,
  'accounts-terms-of-uses': accountTermsAttributes,
};

/**
 * Calls documented routes and parses their real answers (and the resources they include) against the contract
 * (`lib/wire-responses.ts`, decision 0116); `exercised` says which routes a test file has called.
 */
export function wireAnswers(app: () => TestApp) {
  const exercised = new Set<string>();

  async function answer(
    route: string,
    url: string,
    auth: Record<string, string>,
    payload?: object,
  ): Promise<{ data: { id: string } | { id: string }[] }> {
    const schema = RESPONSES[route];
    expect(schema, `${route} is documented`).toBeDefined();
    const [method] = route.split(' ');
    const response = await app().app.inject({ method: method as 'GET', url, headers: auth, payload });
    expect(response.statusCode, response.body).toBe(200);
    const document = response.json();
    const parsed = schema!.safeParse(document);
    expect(parsed.error?.issues ?? [], `${route}: ${url}`).toEqual([]);
    for (const resource of document.included ?? []) {
      const attributes = INCLUDED[resource.type];
      if (!attributes) continue;
      const included = attributes.safeParse(resource.attributes);
      expect(included.error?.issues ?? [], `${route}: included ${resource.type}`).toEqual([]);
    }
    exercised.add(route);
    return document;
  }

  /** The routes of `documented` this file has not called. */
  const unchecked = (documented: Readonly<Record<string, unknown>>) =>
    Object.keys(documented).filter((route) => !exercised.has(route));

  return { answer, unchecked };
}
