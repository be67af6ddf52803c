import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxGatewayCards, sandboxGatewayCharges } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { GatewayError } from './port';
import { CUSTOMER, holder, reference, useSandboxGateway } from './sandbox.fixture';

/**
 * The sandbox gateway taking cards: its public key works with the browser's WebCrypto, card data is checked,
 * gateway orders are announced, stored cards keep only what identifies them, and charges are refunded.
 */

describe('the sandbox payment gateway', () => {
  const sandbox = useSandboxGateway();
  const {
    advance,
    chargeCard,
    chargeStatuses,
    deliveries,
    encryptCard,
    gateway,
    gatewayOrder,
    received,
    recorder,
  } = sandbox;
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(() => {
    ({ t, auth } = sandbox);
  });

  describe('public key', () => {
    it('answers an SPKI key for RSA-OAEP-256 to signed-in users only', async () => {
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/payment-gateway/public-key' });
      expect(anonymous.statusCode).toBe(401);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/payment-gateway/public-key',
        headers: auth,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        type: 'payment-gateway-keys',
        id: 'sandbox',
        attributes: { algorithm: 'RSA-OAEP-256' },
      });
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/payment-gateway/public-key',
        headers: auth,
      });
      expect(again.json().data.attributes.public_key).toBe(response.json().data.attributes.public_key);
    });

    it('ends with one key when first used concurrently', async () => {
      const fresh = await buildTestApp({ gatewayDeliver: recorder });
      try {
        const keys = await Promise.all([1, 2, 3].map(() => fresh.app.ctx.gateway.publicKey()));
        expect(new Set(keys).size).toBe(1);
      } finally {
        await fresh.close();
      }
    });
  });

  describe('orders', () => {
    it('announces order.created a second later, once per reference', async () => {
      const reference = randomUUID();
      const input = { reference, customerGatewayId: CUSTOMER, amount: 100, description: 'Limpeza' };
      const first = await gateway().createOrder(input);
      expect(first.gatewayId).toMatch(/^ORDE_[A-Z0-9]{20}$/);
      await advance(999);
      expect(received(first.gatewayId)).toHaveLength(0);
      await advance(1);
      expect(received(first.gatewayId)).toEqual([
        expect.objectContaining({ type: 'order.created', orderGatewayId: first.gatewayId, reference }),
      ]);
      expect((await gateway().createOrder(input)).gatewayId).toBe(first.gatewayId);
    });

    it('fails an order of no amount', async () => {
      const { gatewayId } = await gateway().createOrder({
        reference: randomUUID(),
        customerGatewayId: CUSTOMER,
        amount: 0,
        description: 'x',
      });
      await advance(1000);
      expect(received(gatewayId)).toEqual([
        expect.objectContaining({
          type: 'order.failed',
          reason: 'O valor do pedido deve ser maior que zero.',
        }),
      ]);
    });
  });

  describe('new card', () => {
    it('charges a card encrypted with WebCrypto, answering only what identifies it', async () => {
      const order = await gatewayOrder();
      const charge = await chargeCard(order);
      expect(charge).toEqual({
        chargeId: expect.stringMatching(/^CHAR_[A-Z0-9]{20}$/),
        status: 'created',
        card: { storedCardId: null, brand: 'VISA', first6: '411111', last4: '1111' },
      });
    });

    it('refuses a ciphertext used before', async () => {
      const order = await gatewayOrder();
      const encryptedCard = await encryptCard();
      const input = {
        orderGatewayId: order,
        customerGatewayId: CUSTOMER,
        amount: 15_000,
        encryptedCard,
        holder,
        store: false,
      };
      await gateway().chargeNewCard({ ...input, idempotencyKey: randomUUID(), reference: reference() });
      await expect(
        gateway().chargeNewCard({ ...input, idempotencyKey: randomUUID(), reference: reference() }),
      ).rejects.toThrow(new GatewayError('Cartão Inválido!'));
    });

    it('refuses a ciphertext it cannot read', async () => {
      const order = await gatewayOrder();
      await expect(
        gateway().chargeNewCard({
          idempotencyKey: randomUUID(),
          reference: reference(),
          orderGatewayId: order,
          customerGatewayId: CUSTOMER,
          amount: 100,
          encryptedCard: Buffer.from('not a card').toString('base64'),
          holder,
          store: false,
        }),
      ).rejects.toThrow(new GatewayError('Cartão Inválido!'));
    });

    const INVALID = 'Dados do cartão de crédito inválido!';
    it.each([
      ['a number failing Luhn', { number: '4111111111111112' }, INVALID],
      // A valid number of a brand we do not take (Discover) says so (error catalogue), rather than 'invalid data'.
      ['an unaccepted brand', { number: '6011111111111117' }, 'O cartão informado não é aceito!'],
      ['an expired card', { exp_month: 10, exp_year: 2026 }, INVALID],
      ['a month out of range', { exp_month: 13 }, INVALID],
      ['a short CVC', { cvc: '12' }, INVALID],
      ['letters in the CVC', { cvc: '12a' }, INVALID],
      ['an AMEX with a 3-digit CVC', { number: '378282246310005', cvc: '123' }, INVALID],
      ['no holder', { holder: ' ' }, INVALID],
      ['no number', { number: undefined }, INVALID],
    ])('refuses %s', async (_name, card, message) => {
      const order = await gatewayOrder();
      await expect(chargeCard(order, card)).rejects.toThrow(new GatewayError(message));
      const charges = await t.database.db
        .select()
        .from(sandboxGatewayCharges)
        .where(eq(sandboxGatewayCharges.orderId, order));
      expect(charges).toHaveLength(0);
    });

    it('accepts a card expiring this month and an AMEX with 4 digits', async () => {
      const order = await gatewayOrder();
      await expect(chargeCard(order, { exp_month: 11, exp_year: 2026 })).resolves.toMatchObject({
        status: 'created',
      });
      await expect(chargeCard(order, { number: '378282246310005', cvc: '1234' })).resolves.toMatchObject({
        card: { brand: 'AMEX', last4: '0005' },
      });
    });

    it('charges once per idempotency key', async () => {
      const order = await gatewayOrder();
      const input = {
        idempotencyKey: randomUUID(),
        reference: reference(),
        orderGatewayId: order,
        customerGatewayId: CUSTOMER,
        amount: 15_000,
        encryptedCard: await encryptCard(),
        holder,
        store: true,
      };
      const [first, second] = await Promise.all([
        gateway().chargeNewCard(input),
        gateway().chargeNewCard(input),
      ]);
      const third = await gateway().chargeNewCard(input);
      expect(second.chargeId).toBe(first.chargeId);
      expect(third.chargeId).toBe(first.chargeId);
      expect(third.card).toEqual(first.card);
      const charges = await t.database.db
        .select()
        .from(sandboxGatewayCharges)
        .where(eq(sandboxGatewayCharges.orderId, order));
      expect(charges).toHaveLength(1);
      await advance(4000);
      expect(chargeStatuses(first.chargeId)).toEqual([
        ['authorized', 1, null],
        ['settled', 2, null],
      ]);
    });

    it('refuses an order it does not know', async () => {
      await expect(chargeCard('ORDE_NOTHERE')).rejects.toThrow(GatewayError);
    });
  });

  describe('stored cards', () => {
    it('keeps only what identifies a stored card and charges it with its CVC', async () => {
      const order = await gatewayOrder();
      const first = await chargeCard(order, { number: '4000000000000010' }, true);
      const storedCardId = first.card.storedCardId;
      expect(storedCardId).toMatch(/^CARD_[A-Z0-9]{20}$/);
      const [row] = await t.database.db
        .select()
        .from(sandboxGatewayCards)
        .where(eq(sandboxGatewayCards.id, storedCardId as string));
      expect(JSON.stringify(row)).not.toContain('4000000000000010');
      expect(row).toMatchObject({ first6: '400000', last4: '0010', brand: 'VISA', holder: 'MARIA S' });

      const stored = {
        orderGatewayId: order,
        customerGatewayId: CUSTOMER,
        amount: 15_000,
        storedCardId: storedCardId as string,
      };
      await expect(
        gateway().chargeStoredCard({
          ...stored,
          idempotencyKey: randomUUID(),
          reference: reference(),
          cvc: '1',
        }),
      ).rejects.toThrow(new GatewayError('Dados do cartão de crédito inválido!'));
      await expect(
        gateway().chargeStoredCard({
          ...stored,
          customerGatewayId: 'CUS-OTHER',
          idempotencyKey: randomUUID(),
          reference: reference(),
          cvc: '123',
        }),
      ).rejects.toThrow(new GatewayError('Cartão Inválido!'));

      deliveries.length = 0;
      const charge = await gateway().chargeStoredCard({
        ...stored,
        idempotencyKey: randomUUID(),
        reference: reference(),
        cvc: '321',
      });
      expect(charge).toMatchObject({ status: 'created', card: { storedCardId, last4: '0010' } });
      await advance(2000);
      // The stored card's own outcome (in analysis) drives the new charge too.
      expect(chargeStatuses(charge.chargeId)).toEqual([['in_analysis', 1, null]]);

      await gateway().deleteStoredCard(storedCardId as string);
      await expect(
        gateway().chargeStoredCard({
          ...stored,
          idempotencyKey: randomUUID(),
          reference: reference(),
          cvc: '123',
        }),
      ).rejects.toThrow(new GatewayError('Cartão Inválido!'));
    });
  });

  describe('refunds', () => {
    it('refunds an authorized charge a second later and never moves it again', async () => {
      const order = await gatewayOrder();
      const { chargeId } = await chargeCard(order);
      await expect(gateway().refund(chargeId)).rejects.toThrow(GatewayError);
      await advance(2000);
      await gateway().refund(chargeId);
      await advance(1000);
      await advance(60_000);
      expect(chargeStatuses(chargeId)).toEqual([
        ['authorized', 1, null],
        ['refunded', 2, null],
      ]);
    });
  });
});
