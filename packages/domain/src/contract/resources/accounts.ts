import { z } from 'zod';
import { USER_STATUSES } from '../../statuses';
import { attributesOf, cents, isoDate, isoDateTime, resourceOf } from './resource';

/** A phone as the accounts serialize it (and as an order shares the professional's). */
export const phoneAttributes = attributesOf({
  country_code: z.string(),
  area_code: z.string(),
  number: z.string(),
});
export const phoneResource = resourceOf('phones', phoneAttributes);

export const accountableType = z.enum(['Physical', 'Legal', 'Professional', 'Operator']);

/** `GET /accounts/:id`: the signed-in account. */
export const accountAttributes = attributesOf({
  email: z.string(),
  status: z.enum(USER_STATUSES),
  first_name: z.string(),
  last_name: z.string(),
  accountable_type: accountableType,
  role: z.enum(['customer', 'professional', 'operator']),
  answered_current_terms: z.boolean(),
  created_at: isoDateTime,
});
export const accountResource = resourceOf('accounts', accountAttributes);

/** The customer as an order shows them: who ordered, no documents or phones. */
export const customerAttributes = accountAttributes.pick({
  email: true,
  first_name: true,
  last_name: true,
  accountable_type: true,
});
export const customerResource = resourceOf('customers', customerAttributes);

export const physicalAttributes = attributesOf({ cpf: z.string() });
export const physicalResource = resourceOf('physicals', physicalAttributes);

export const legalAttributes = attributesOf({
  cnpj: z.string(),
  company_name: z.string(),
  business_name: z.string().nullable(),
});
export const legalResource = resourceOf('legals', legalAttributes);

export const profileAttributes = attributesOf({
  birthdate: z.string().nullable(),
  profile_picture: z.string().nullable(),
  city_name: z.string().nullable(),
  state_name: z.string().nullable(),
});
export const profileResource = resourceOf('profiles', profileAttributes);

/** The gateway account with the wallet; `registered: false` before it exists on the gateway (wallet only). */
export const gatewayAccountAttributes = attributesOf({
  registered: z.boolean(),
  name: z.string().nullable(),
  alt_name: z.string().nullable(),
  document_type: z.string().nullable(),
  document_number: z.string().nullable(),
  phone: z.unknown(),
  address: z.unknown(),
  created_on_gateway: z.boolean(),
  wallet: z.strictObject({ available_to_use: cents }).nullable(),
});
export const gatewayAccountResource = resourceOf('payment-gateway-accounts', gatewayAccountAttributes);

/** `GET /terms-of-use`: the newest first (the web reads the first). */
export const termsOfUseAttributes = attributesOf({
  version: z.string(),
  title: z.string(),
  body: z.string(),
  published_on: isoDate,
});
export const termsOfUseResource = resourceOf('terms-of-use', termsOfUseAttributes);

/** An account's answer to a version of the terms (`include=accounts_terms_of_uses`). */
export const accountTermsAttributes = attributesOf({
  accepted: z.boolean(),
  terms_of_use_id: z.string(),
  answered_at: isoDateTime,
});
export const accountTermsResource = resourceOf('accounts-terms-of-uses', accountTermsAttributes);

/** The account's support chat (`include=chat_session`), keyed by the account; not started: no messages yet. */
export const chatSessionAttributes = attributesOf({
  started: z.boolean(),
  last_message_at: isoDateTime.nullable(),
  customer_last_read_at: isoDateTime.nullable(),
});
export const chatSessionResource = resourceOf('chat-sessions', chatSessionAttributes);

/** The gateway account as the payments routes answer it (`GET /payment-gateway-accounts`): no wallet. */
export const gatewayRegistrationAttributes = gatewayAccountAttributes.omit({
  registered: true,
  wallet: true,
});
export const gatewayRegistrationResource = resourceOf(
  'payment-gateway-accounts',
  gatewayRegistrationAttributes,
);

/** The payer registered on the gateway (`POST /payment-gateway-customers`); `birthdate` is `YYYY-MM-DD`. */
export const gatewayCustomerAttributes = attributesOf({
  document_type: z.string(),
  document_number: z.string(),
  email: z.string(),
  fullname: z.string(),
  birthdate: isoDate.nullable(),
  phone: z.unknown(),
  address: z.unknown(),
  created_on_gateway: z.boolean(),
});
export const gatewayCustomerResource = resourceOf('payment-gateway-customers', gatewayCustomerAttributes);

/** An account as an address's owner (`include=addressable`, when the owner is not a physical or legal person). */
export const addressOwnerAttributes = accountAttributes.pick({
  first_name: true,
  last_name: true,
  accountable_type: true,
});
export const addressOwnerResource = resourceOf('accounts', addressOwnerAttributes);
