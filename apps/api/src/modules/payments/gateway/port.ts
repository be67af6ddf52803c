/**
 * The payment gateway port (DESIGN §1 "Payment gateway port"): the one interface the rest of the API talks
 * to. Adapters live beside it; `sandbox` is the default. Payments grow this interface (cards, boletos,
 * webhooks); the first-order flow needs only the customer.
 */

export interface GatewayAddress {
  street: string;
  street_number: string;
  complement: string | null;
  zip_code: string;
  district: string;
  city: string;
  state: string;
  country: string;
}

export interface GatewayPhone {
  country_code: string;
  area_code: string;
  number: string;
}

export interface GatewayCustomerInput {
  documentType: 'CPF' | 'CNPJ';
  documentNumber: string;
  email: string;
  fullname: string;
  /** YYYY-MM-DD, or null for a company. */
  birthdate: string | null;
  phone: GatewayPhone;
  address: GatewayAddress;
}

/** A refusal by the gateway, with the text the customer may see. */
export class GatewayError extends Error {}

export interface PaymentGateway {
  readonly name: string;
  /** Registers the customer; answers the gateway's id for them. Registering the same document twice answers the same id. */
  createCustomer(input: GatewayCustomerInput): Promise<{ gatewayId: string }>;
}
