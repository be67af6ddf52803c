import { createHash } from 'node:crypto';
import { isCnpj, isCpf, messages, type PayableType } from '@brilho/domain';
import { cardNicknameSchema, storedCardCvcSchema } from '@brilho/domain/schemas';
import { z } from 'zod';
import { attributesOf, parseWith } from '../../lib/body';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { REQUEST_TEXTS } from '../../words/errors';
import { PAYMENT_TEXTS } from '../../words/payments';

/** The payment request bodies of the wire contract (docs/api/payments.md), read at the boundary. */

const REQUIRED = messages.common.required;
const card = messages.payments.card;

/** `payable: { id, type }`: 'order(s)' or 'cycle(s)'; anything else is not found. */
const payable = z.object({
  id: z.string({ error: REQUIRED }),
  type: z.string({ error: REQUIRED }),
});

const consume = z
  .object({ consume_account_balance: z.boolean({ error: REQUEST_TEXTS.badValue }).optional() })
  .optional();

const phone = z.object({
  country_code: z.literal('55', { error: card.phoneInvalid }),
  area_code: z.string().regex(/^\d{2}$/, card.phoneInvalid),
  number: z.string().regex(/^\d{8,9}$/, card.phoneInvalid),
});

const holder = z
  .object({
    full_name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(255),
    document_type: z.enum(['CPF', 'CNPJ'], { error: card.documentInvalid }),
    document_number: z.string().regex(/^\d{11,14}$/, card.documentInvalid),
    birthdate: z.iso.date({ error: card.birthdateInvalid }),
    phone,
    address: z.null().optional(),
  })
  // The check digits, as the web checks them (payment rules): a mistyped document never reaches the gateway.
  .superRefine((value, context) => {
    const valid =
      value.document_type === 'CNPJ' ? isCnpj(value.document_number) : isCpf(value.document_number);
    if (!valid) context.addIssue({ code: 'custom', path: ['document_number'], message: card.cpfCnpjInvalid });
  });

const newCardAttributes = z.object({
  payable,
  funding_instrument: z.object({
    type: z.literal('credit_card', { error: PAYMENT_TEXTS.badPaymentType }),
    attributes: z.object({
      store: z.boolean({ error: REQUEST_TEXTS.badValue }).default(false),
      // RSA-2048 ciphertext in base64: 344 characters; a bound keeps junk from reaching the gateway.
      hash: z.string({ error: REQUIRED }).min(1, REQUIRED).max(4096),
      holder,
    }),
  }),
});

const storedCardAttributes = z.object({
  payable,
  funding_instrument: z.object({
    id: z.string({ error: REQUIRED }),
    attributes: z.object({
      cvc: storedCardCvcSchema,
    }),
  }),
});

const boletoAttributes = z.object({
  payable,
  funding_instrument: z
    .object({
      type: z.literal('boletos', { error: PAYMENT_TEXTS.badPaymentType }).optional(),
      attributes: z.object({ expiration_date: z.string().nullish() }).partial().optional(),
    })
    .optional(),
});

const walletAttributes = z.object({ payable });
const pixAttributes = z.object({
  payable,
  funding_instrument: z
    .object({ type: z.literal('pix', { error: PAYMENT_TEXTS.badPaymentType }).optional() })
    .optional(),
});

/** What a payment pays: an order or a cycle (the wire's singular types read as the plural). */
export interface PayableRef {
  type: PayableType;
  id: string;
}

export interface PaymentRequestBase {
  payable: PayableRef;
  consumeAccountBalance: boolean;
  /** What the request asks, for the idempotency check: a retry with another body is refused. */
  fingerprint: string;
}

export interface NewCardRequest extends PaymentRequestBase {
  kind: 'new_card';
  encryptedCard: string;
  store: boolean;
  holder: z.infer<typeof holder>;
}

export interface StoredCardRequest extends PaymentRequestBase {
  kind: 'stored_card';
  cardId: string;
  cvc: string;
}

export interface BoletoRequest extends PaymentRequestBase {
  kind: 'boleto';
}

export interface PixRequest extends PaymentRequestBase {
  kind: 'pix';
}
export interface WalletRequest extends PaymentRequestBase {
  kind: 'account_balance';
}

export type PaymentRequest = NewCardRequest | StoredCardRequest | BoletoRequest | PixRequest | WalletRequest;

/** A stable digest of what was asked (keys sorted), never the request itself: it holds card data. */
function fingerprintOf(kind: string, value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify([kind, canonical(value)]))
    .digest('hex');
}

const PAYABLE_TYPES: Record<string, PayableType> = {
  order: 'orders',
  orders: 'orders',
  cycle: 'cycles',
  cycles: 'cycles',
};

function payableOf(value: z.infer<typeof payable>): PayableRef {
  const type = PAYABLE_TYPES[value.type];
  if (!type || !isUuid(value.id)) throw new ApiError(404, messages.payments.refusals.payableNotFound);
  return { type, id: value.id };
}

function consumeOf(body: unknown): boolean {
  const meta = parseWith(consume, (body as { meta?: unknown } | null)?.meta, '/meta');
  return meta?.consume_account_balance ?? false;
}

function base(kind: string, body: unknown, attributes: unknown, pay: z.infer<typeof payable>) {
  const consumeAccountBalance = consumeOf(body);
  return {
    payable: payableOf(pay),
    consumeAccountBalance,
    fingerprint: fingerprintOf(kind, { attributes, consumeAccountBalance }),
  };
}

export function parseNewCard(body: unknown): NewCardRequest {
  const attributes = parseWith(newCardAttributes, attributesOf(body));
  const instrument = attributes.funding_instrument.attributes;
  return {
    kind: 'new_card',
    ...base('new_card', body, attributes, attributes.payable),
    encryptedCard: instrument.hash,
    store: instrument.store,
    holder: instrument.holder,
  };
}

export function parseStoredCard(body: unknown): StoredCardRequest {
  const attributes = parseWith(storedCardAttributes, attributesOf(body));
  return {
    kind: 'stored_card',
    ...base('stored_card', body, attributes, attributes.payable),
    cardId: attributes.funding_instrument.id,
    cvc: attributes.funding_instrument.attributes.cvc,
  };
}

export function parseBoleto(body: unknown): BoletoRequest {
  const attributes = parseWith(boletoAttributes, attributesOf(body));
  // The due date is the server's (domain `boletoDueDate`): a date the client sends is read and ignored,
  // so it stays out of the fingerprint too (a retry on the next day must still match).
  return { kind: 'boleto', ...base('boleto', body, { payable: attributes.payable }, attributes.payable) };
}

/** `POST /payments/pix`: the charge expires with the order's payment window (server's rule, nothing to send). */
export function parsePix(body: unknown): PixRequest {
  const attributes = parseWith(pixAttributes, attributesOf(body));
  return { kind: 'pix', ...base('pix', body, { payable: attributes.payable }, attributes.payable) };
}

export function parseWallet(body: unknown): WalletRequest {
  const attributes = parseWith(walletAttributes, attributesOf(body));
  // The balance pays orders only (payment rules): a cycle is refused before anything is read of it.
  if (PAYABLE_TYPES[attributes.payable.type] === 'cycles')
    throw new ApiError(422, PAYMENT_TEXTS.walletOrdersOnly, {
      code: 'wallet_orders_only',
      pointer: '/data/attributes/payable',
    });
  return {
    kind: 'account_balance',
    ...base('account_balance', { meta: {} }, attributes, attributes.payable),
    consumeAccountBalance: false,
  };
}

/** `PATCH /credit-cards/{id}` name: trimmed, at most 24 characters, blank clears it (the domain's schema). */
export function parseCardName(body: unknown): string | null {
  return parseWith(z.object({ name: cardNicknameSchema }), attributesOf(body)).name;
}
