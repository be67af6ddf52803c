import type { GatewayChargeStatus } from '@brilho/domain';
/**
 * The payment gateway port (DESIGN "Payment gateway port"): the one interface the rest of the API talks
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

/** A charge's state at the gateway: the domain's (`paymentStatusFromGateway` maps it onto the payment statuses). */
export type { GatewayChargeStatus };

export type GatewayCardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'ELO' | 'DINERS' | 'HIPER' | 'HIPERCARD';

/** What identifies a card without being it. */
export interface GatewayCard {
  /** The gateway's id for a stored card (`CARD_…`); null when the card was not stored. */
  storedCardId: string | null;
  brand: GatewayCardBrand;
  first6: string;
  last4: string;
}

export interface GatewayHolder {
  fullName: string;
  documentType: 'CPF' | 'CNPJ';
  documentNumber: string;
  /** YYYY-MM-DD */
  birthdate: string;
  phone: GatewayPhone;
  address: GatewayAddress | null;
}

export interface GatewayOrderInput {
  /** Our payable's id: registering the same reference twice answers the same gateway order. */
  reference: string;
  customerGatewayId: string;
  amount: number;
  description: string;
}

interface ChargeBase {
  /** One per payment attempt: the same key answers the same charge and never charges twice. */
  idempotencyKey: string;
  /**
   * Our payment's own reference (a provider's `reference_id`; later the Pix txid): 26–35 characters
   * [a-zA-Z0-9], recorded by us before the call. The gateway keeps it with the charge, sends it in every
   * webhook and answers `getCharge` by it, so a charge whose id we never stored is still found.
   */
  reference: string;
  orderGatewayId: string;
  customerGatewayId: string;
  /** Cents to charge (the total less any wallet credit consumed). */
  amount: number;
}

export interface NewCardChargeInput extends ChargeBase {
  /** The card encrypted in the browser with `publicKey()` (base64); single-use. */
  encryptedCard: string;
  holder: GatewayHolder;
  /** Keep the card at the gateway for later payments. */
  store: boolean;
}

export interface StoredCardChargeInput extends ChargeBase {
  storedCardId: string;
  cvc: string;
}

export interface BoletoInput extends ChargeBase {
  /** YYYY-MM-DD */
  dueDate: string;
  payer: { name: string; documentType: 'CPF' | 'CNPJ'; documentNumber: string };
}

export interface GatewayCharge {
  chargeId: string;
  /** Answered at once; every later change arrives as a webhook. */
  status: GatewayChargeStatus | 'created';
}

export interface GatewayBoleto extends GatewayCharge {
  /** 47 digits, unformatted. */
  lineCode: string;
  /** 44 digits. */
  barcode: string;
  /** Where the customer downloads the PDF (absolute URL). */
  pdfUrl: string;
  dueDate: string;
}

/** What the gateway knows of the charge made under one of our references (`getCharge`). */
export interface GatewayChargeState {
  chargeId: string;
  status: GatewayChargeStatus | 'created';
  /** The charge's sequence as in its webhooks: how many changes it has had. */
  sequence: number;
  /** Why it was declined or cancelled, readable by the customer. */
  reason?: string;
}

/** A state change pushed by the gateway, after its signature was verified. */
export type GatewayEvent = {
  /** Unique per event: a replay carries the same id. */
  id: string;
  /** ISO instant at the gateway. */
  occurredAt: string;
} & (
  | { type: 'order.created'; orderGatewayId: string; reference: string }
  | { type: 'order.failed'; orderGatewayId: string; reference: string; reason: string }
  | {
      type: 'charge.status_changed';
      chargeId: string;
      orderGatewayId: string;
      /** Our reference given with the charge; absent on charges made before references existed. */
      reference?: string;
      status: GatewayChargeStatus;
      /** Grows with every change of one charge: an older one arriving late is ignored. */
      sequence: number;
      /** Why a charge was declined or cancelled, readable by the customer. */
      reason?: string;
    }
);

/** A webhook that failed verification (bad or missing signature, stale timestamp): answered 401. */
export class WebhookRejected extends Error {}

export interface PaymentGateway {
  readonly name: string;
  /** The API Pix beside the card/boleto provider (`withPix`); absent, Pix is not offered. */
  readonly pix?: PixGateway;
  /** Registers the customer; answers the gateway's id for them. Registering the same document twice answers the same id. */
  createCustomer(input: GatewayCustomerInput): Promise<{ gatewayId: string }>;
  /** The key browsers encrypt card data with: SPKI, base64 (no PEM armour), for RSA-OAEP with SHA-256. */
  publicKey(): Promise<string>;
  /** Registers the order; the answer comes later as `order.created` or `order.failed`. */
  createOrder(input: GatewayOrderInput): Promise<{ gatewayId: string }>;
  /** GatewayError when the card data cannot be read or is invalid (sync refusal, nothing charged). */
  chargeNewCard(input: NewCardChargeInput): Promise<GatewayCharge & { card: GatewayCard }>;
  chargeStoredCard(input: StoredCardChargeInput): Promise<GatewayCharge & { card: GatewayCard }>;
  issueBoleto(input: BoletoInput): Promise<GatewayBoleto>;
  /**
   * The charge made under our reference, as the gateway sees it now; null when it never charged under it.
   * The reconciliation asks this about every payment left without an outcome.
   */
  getCharge(reference: string): Promise<GatewayChargeState | null>;
  /** Gives back a settled or authorized charge (whole amount); the change arrives as a webhook. */
  refund(chargeId: string): Promise<void>;
  /** Forgets a stored card at the gateway (the customer removed it). */
  deleteStoredCard(storedCardId: string): Promise<void>;
  /**
   * Verifies a webhook's signature over the raw body (constant-time, with a timestamp tolerance) before
   * reading it. Throws WebhookRejected when it does not verify.
   */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): GatewayEvent;
}

// ---------------------------------------------------------------------------------------------------
// Pix: the Banco Central's API Pix, spoken by every Brazilian PSP. The charge's txid is our
// payment's reference; the charge id we keep is PIX_CHARGE_PREFIX + txid.

export const PIX_CHARGE_PREFIX = 'pix:';
export const pixChargeId = (txid: string): string => `${PIX_CHARGE_PREFIX}${txid}`;
export const pixTxidOf = (chargeId: string): string | null =>
  chargeId.startsWith(PIX_CHARGE_PREFIX) ? chargeId.slice(PIX_CHARGE_PREFIX.length) : null;

export interface PixChargeInput {
  /** Our payment's reference, the cob's txid (26–35 [a-zA-Z0-9]). */
  reference: string;
  /** Cents. */
  amount: number;
  /** `calendario.expiracao`: seconds from the charge's creation during which it can be paid. */
  expiresInSeconds: number;
  payer: { name: string; documentType: 'CPF' | 'CNPJ'; documentNumber: string };
  /** `solicitacaoPagador`: shown to the payer by their bank. */
  description: string;
}

/** A Pix with a due date (`cobv`), for cycles: payable until the end of `dueDate` (+ `validityDays`). */
export interface PixDueChargeInput extends Omit<PixChargeInput, 'expiresInSeconds'> {
  /** YYYY-MM-DD */
  dueDate: string;
  validityDays: number;
}

export interface GatewayPixCharge extends GatewayCharge {
  /** The BR Code copia-e-cola (`pixCopiaECola`); the browser draws the QR from it. */
  copyPaste: string;
  /** The dynamic QR's location at the PSP (`location`). */
  location: string;
  expiresAt: Date;
}

/** One Pix received, as the PSP's webhook (`POST {webhook}/pix`, `pix[]`) tells it. */
export interface PixReceived {
  endToEndId: string;
  txid: string;
  /** Cents. */
  amount: number;
  /** ISO instant. */
  at: string;
  /** Devoluções of this Pix the PSP reports done (`devolucoes[]` with status DEVOLVIDO). */
  refundIds: string[];
}

export interface PixGateway {
  /** `PUT /cob/{txid}`: the same txid twice answers the same charge (never two charges). */
  charge(input: PixChargeInput): Promise<GatewayPixCharge>;
  /** `PUT /cobv/{txid}`: the same, with a due date. */
  chargeDue(input: PixDueChargeInput): Promise<GatewayPixCharge>;
  /**
   * `GET /cob/{txid}` (then `/cobv/{txid}`), mapped onto charge states; a charge still ATIVA past its expiry
   * is `cancelled` (the API Pix has no expired status); null when the PSP has no charge under the txid.
   */
  getCharge(txid: string): Promise<GatewayChargeState | null>;
  /** `PUT /pix/{e2eid}/devolucao/{id}` of the whole Pix received for the txid; idempotent (one id per txid). */
  refund(txid: string): Promise<void>;
  /** Verifies the webhook's signature over the raw body; throws WebhookRejected when it does not verify. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PixReceived[];
  /**
   * Reads a webhook whose caller the TLS handshake already proved (the mTLS listener,
   * docs/decisions/0101-pix-webhooks-by-mutual-tls-on-a-listener-of-their-own.md): no signature asked; throws WebhookRejected when the body is not a `pix[]` list.
   */
  readWebhook(rawBody: string): PixReceived[];
}

/**
 * The card/boleto gateway with Pix beside it: `refund` reaches the API Pix (devolução) for Pix charges, so
 * every refund path (order cancellation, operator refund, reconciliation) works on Pix unchanged. The
 * reconciliation asks `pix.getCharge` itself for Pix payments (it knows their instrument). The result
 * inherits from `base` (its own extras, like the sandbox's, stay reachable).
 */
export function withPix<T extends PaymentGateway>(base: T, pix: PixGateway): T & { pix: PixGateway } {
  const combined = Object.create(base) as T & { pix: PixGateway };
  Object.defineProperties(combined, {
    pix: { value: pix, enumerable: true },
    refund: {
      value: async (chargeId: string) => {
        const txid = pixTxidOf(chargeId);
        return txid === null ? base.refund(chargeId) : pix.refund(txid);
      },
      // Tests spy on it, as on any gateway's method.
      writable: true,
      configurable: true,
      enumerable: true,
    },
  });
  return combined;
}
