// Test-only fixtures of the checkout: an order document, a stored card and a throwaway RSA key pair.
import type { OrderStatus, PaymentStatus } from '@brilho/domain';
import { couponAttributes, orderAttributes, paymentAttributes, type Wire } from '@brilho/domain/contract';
import { fixtureOf } from '@brilho/domain/contract/testing';
import { address, CURITIBA, district, PARANA } from '../../components/address/testing';
import { professionalResources } from '../scheduler/testing';

/** Monday 2 March 2026, 09:00 in São Paulo. */
export const SERVER_NOW = '2026-03-02T12:00:00.000Z';
/** The order was created a minute before: 19:00 left to pay. */
export const CREATED_AT = '2026-03-02T11:59:00.000Z';
/** Thursday 5 March 2026, 09:00–11:00 in São Paulo: a boleto is still allowed. */
export const STARTS_AT = '2026-03-05T12:00:00.000Z';
export const ENDS_AT = '2026-03-05T14:00:00.000Z';
export const TOTAL = 9_800;

/** A payment of the fake order: what a test sets; the rest is the contract's plain value. */
export type FakePayment = Pick<Wire<typeof paymentAttributes>, 'funding_type'> &
  Partial<
    Pick<
      Wire<typeof paymentAttributes>,
      'failure_reason' | 'pix_copy_paste' | 'pix_expires_at' | 'line_code' | 'url_print'
    >
  > & {
    id: string;
    /** A payment status; a plain string so a test can move it, checked when the fixture is built. */
    status: string;
    /** The instrument's due date: the API's payment does not carry it, so the order's document leaves it out. */
    expiration_date?: string | null;
  };

/** The order a checkout test drives: what a test sets; the rest is the contract's plain value. */
export type FakeOrder = Pick<
  Wire<typeof orderAttributes>,
  'created_at' | 'starts_at' | 'ends_at' | 'total' | 'discount'
> & {
  id: string;
  /** An order status; a plain string so a test can move it, checked when the fixture is built. */
  status: string;
  coupon: string | null;
  payments: FakePayment[];
};

export const newOrder = (extra: Partial<FakeOrder> = {}): FakeOrder => ({
  id: 'o1',
  status: 'scheduled',
  created_at: CREATED_AT,
  starts_at: STARTS_AT,
  ends_at: ENDS_AT,
  total: TOTAL,
  discount: 0,
  coupon: null,
  payments: [],
  ...extra,
});

export function paymentResource(payment: FakePayment) {
  return {
    type: 'payments',
    id: payment.id,
    attributes: fixtureOf(paymentAttributes, {
      status: payment.status as PaymentStatus,
      created_at: SERVER_NOW,
      amount: TOTAL,
      failure_reason: payment.failure_reason ?? null,
      funding_type: payment.funding_type,
      line_code: payment.line_code ?? null,
      url_print: payment.url_print ?? null,
      pix_copy_paste: payment.pix_copy_paste ?? null,
      pix_expires_at: payment.pix_expires_at ?? null,
    }),
  };
}

/** GET /orders/{id}?include=… as the API answers it. */
export function orderDocument(order: FakeOrder) {
  const professional = professionalResources({ id: 'p1', first: 'Maria', last: 'Souza' });
  const included: unknown[] = [
    professional.data,
    ...professional.included,
    address('a1', 'Casa', 'd-batel'),
    district('d-batel', 'Batel'),
    CURITIBA,
    PARANA,
    ...order.payments.map(paymentResource),
  ];
  if (order.coupon)
    included.push({
      type: 'coupons',
      id: 'cup1',
      attributes: fixtureOf(couponAttributes, { name: order.coupon, value_type: 'PERCENTAGE', value: 10 }),
    });
  return {
    data: {
      type: 'orders',
      id: order.id,
      attributes: fixtureOf(orderAttributes, {
        status: order.status as OrderStatus,
        created_at: order.created_at,
        updated_at: order.created_at,
        starts_at: order.starts_at,
        ends_at: order.ends_at,
        duration: 2,
        subtotal: order.total + order.discount,
        discount: order.discount,
        total: order.total,
        amount: {
          total: order.total,
          subtotal: { value: order.total + order.discount, discount: order.discount },
          discount: order.discount,
        },
      }),
      relationships: {
        professional: { data: { type: 'professionals', id: 'p1' } },
        address: { data: { type: 'addresses', id: 'a1' } },
        coupon: { data: order.coupon ? { type: 'coupons', id: 'cup1' } : null },
        payments: { data: order.payments.map((p) => ({ type: 'payments', id: p.id })) },
      },
    },
    included,
  };
}

export const storedCard = (id: string, last4: string, name: string | null = null) => ({
  type: 'credit-cards',
  id,
  attributes: {
    payment_gateway_id: `CARD_${id}`,
    brand: 'VISA',
    first6: '411111',
    last4,
    name,
  },
});

/** A 2048-bit RSA-OAEP pair: the public half as the API serves it (SPKI, base64). */
export async function testKeyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = await crypto.subtle.exportKey('spki', pair.publicKey);
  return { publicKey: Buffer.from(spki).toString('base64'), privateKey: pair.privateKey };
}

/** What the gateway would read from a `hash`. */
export async function decryptCard(privateKey: CryptoKey, hash: string): Promise<Record<string, string>> {
  const plain = await crypto.subtle.decrypt(
    { name: 'RSA-OAEP' },
    privateKey,
    Uint8Array.from(Buffer.from(hash, 'base64')),
  );
  return JSON.parse(new TextDecoder().decode(plain));
}
