import { randomUUID } from 'node:crypto';
import { SANDBOX_TEST_CARDS } from '@brilho/domain/cards';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxGatewayCards, sandboxGatewayCharges } from '../../../db/schema';
import { operatorSignedIn, signUpAndIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { GatewayError, type GatewayEvent, WebhookRejected } from './port';
import { BOLETO_NOT_ISSUED } from './sandbox';
import type { WebhookDeliver } from './sandbox/deliver';
import { signatureHeader } from './sandbox/webhooks';

/**
 * The sandbox gateway as a provider: its public key works with the browser's WebCrypto, card data is
 * checked, and every charge walks its documented timeline as signed webhooks on the injected clock.
 */

interface Delivery {
  rawBody: string;
  headers: Record<string, string>;
  /** What our receiver would read, verified when it arrived (null: it did not verify). */
  event: GatewayEvent | null;
}

const START = new Date('2026-11-23T12:00:00Z');

const CUSTOMER = 'CUS-SANDBOXTEST';
const SECRET_HEADER = 'x-sandbox-signature';

/** Our payment's reference, as the service makes it (a uuid without dashes). */
const reference = () => randomUUID().replaceAll('-', '');

describe('the sandbox payment gateway', () => {
  let t: TestApp;
  const deliveries: Delivery[] = [];
  let answer = 200;
  const recorder: WebhookDeliver = async (rawBody, headers) => {
    let event: GatewayEvent | null = null;
    try {
      event = t.app.ctx.gateway.verifyWebhook(rawBody, headers);
    } catch {}
    deliveries.push({ rawBody, headers, event });
    return { status: answer };
  };

  beforeAll(async () => {
    t = await buildTestApp({ gatewayDeliver: recorder });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    deliveries.length = 0;
    answer = 200;
    // Jobs left by earlier tests may still fire; assertions look at their own charge or order only.
    t.clock.set(START);
  });

  const gateway = () => t.app.ctx.gateway;
  const advance = async (ms: number) => {
    t.clock.advance(ms);
    await t.app.ctx.jobs.runDue();
  };
  /** The events about one charge or gateway order delivered so far, each verified when it arrived. */
  const received = (subject: string): GatewayEvent[] =>
    deliveries.flatMap(({ event }) => {
      if (!event) throw new Error('a delivery did not verify');
      const about = event.type === 'charge.status_changed' ? event.chargeId : event.orderGatewayId;
      return about === subject ? [event] : [];
    });
  const chargeStatuses = (chargeId: string) =>
    received(chargeId).flatMap((event) =>
      event.type === 'charge.status_changed' ? [[event.status, event.sequence, event.reason ?? null]] : [],
    );

  let publicKey: Awaited<ReturnType<typeof crypto.subtle.importKey>> | null = null;
  async function encryptCard(card: Partial<Record<string, unknown>> = {}): Promise<string> {
    if (!publicKey) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/payment-gateway/public-key',
        headers: auth,
      });
      const spki = Buffer.from(response.json().data.attributes.public_key as string, 'base64');
      publicKey = await crypto.subtle.importKey('spki', spki, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
        'encrypt',
      ]);
    }
    const json = JSON.stringify({
      number: '4111111111111111',
      holder: 'MARIA S',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
      nonce: randomUUID(),
      ...card,
    });
    const encrypted = await crypto.subtle.encrypt(
      { name: 'RSA-OAEP' },
      publicKey,
      new TextEncoder().encode(json),
    );
    return Buffer.from(encrypted).toString('base64');
  }

  let auth: Record<string, string> = {};
  beforeAll(async () => {
    auth = (await signUpAndIn(t)).auth;
  });

  /** A gateway order, created (its webhook delivered and cleared). */
  async function gatewayOrder(amount = 15_000): Promise<string> {
    const { gatewayId } = await gateway().createOrder({
      reference: randomUUID(),
      customerGatewayId: CUSTOMER,
      amount,
      description: 'Limpeza',
    });
    await advance(1000);
    deliveries.length = 0;
    return gatewayId;
  }

  const holder = {
    fullName: 'Maria Silva',
    documentType: 'CPF' as const,
    documentNumber: '52998224725',
    birthdate: '1990-01-01',
    phone: { country_code: '55', area_code: '41', number: '999999999' },
    address: null,
  };

  async function chargeCard(
    orderGatewayId: string,
    card: Partial<Record<string, unknown>> = {},
    store = false,
  ) {
    return gateway().chargeNewCard({
      idempotencyKey: randomUUID(),
      reference: reference(),
      orderGatewayId,
      customerGatewayId: CUSTOMER,
      amount: 15_000,
      encryptedCard: await encryptCard(card),
      holder,
      store,
    });
  }

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
      // A valid number of a brand we do not take (Discover) says so (spec §8), rather than 'invalid data'.
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

  describe('webhook timelines of the test cards', () => {
    it.each([
      [
        '4111111111111111',
        [
          [2000, 'authorized'],
          [4000, 'settled'],
        ],
      ],
      [
        '5555555555554444',
        [
          [2000, 'authorized'],
          [4000, 'settled'],
        ],
      ],
      ['4000000000000002', [[2000, 'declined']]],
      [
        '4000000000000010',
        [
          [2000, 'in_analysis'],
          [30_000, 'authorized'],
          [32_000, 'settled'],
        ],
      ],
      [
        '4000000000000028',
        [
          [2000, 'in_analysis'],
          [30_000, 'declined'],
        ],
      ],
    ] as const)('%s', async (number, timeline) => {
      expect(SANDBOX_TEST_CARDS[number]).toBeDefined();
      const order = await gatewayOrder();
      const { chargeId } = await chargeCard(order, { number });
      let elapsed = 0;
      const seen: string[] = [];
      for (const [at, status] of timeline) {
        await advance(at - 1 - elapsed);
        expect(chargeStatuses(chargeId).map(([s]) => s)).toEqual(seen);
        await advance(1);
        elapsed = at;
        seen.push(status);
        expect(chargeStatuses(chargeId).map(([s]) => s)).toEqual(seen);
      }
      const events = received(chargeId);
      events.forEach((event, index) => {
        expect(event).toMatchObject({
          type: 'charge.status_changed',
          chargeId,
          orderGatewayId: order,
          sequence: index + 1,
        });
      });
      const last = events.at(-1);
      if (last?.type === 'charge.status_changed' && last.status === 'declined')
        expect(last.reason).toBe('Transação não autorizada pelo banco emissor. Tente outro cartão.');
      // Final: nothing more, however long we wait.
      await advance(3_600_000);
      expect(received(chargeId)).toHaveLength(timeline.length);
    });
  });

  it('walks a timeline in order when the clock jumps past all of it', async () => {
    const order = await gatewayOrder();
    const { chargeId } = await chargeCard(order, { number: '4000000000000010' });
    await advance(3_600_000);
    expect(chargeStatuses(chargeId)).toEqual([
      ['in_analysis', 1, null],
      ['authorized', 2, null],
      ['settled', 3, null],
    ]);
    // Each change is dated when it was due, not when the jump was noticed.
    expect(received(chargeId).map((event) => event.occurredAt)).toEqual([
      '2026-11-23T12:00:03.000Z',
      '2026-11-23T12:00:31.000Z',
      '2026-11-23T12:00:33.000Z',
    ]);
  });

  describe('webhook signatures', () => {
    async function oneDelivery(): Promise<Delivery> {
      const order = await gatewayOrder();
      const { chargeId } = await chargeCard(order);
      await advance(2000);
      const delivery = deliveries.find(
        (d) => d.event?.type === 'charge.status_changed' && d.event.chargeId === chargeId,
      );
      if (!delivery) throw new Error('no webhook');
      return delivery;
    }

    it('signs the raw body with a timestamp; verifyWebhook reads it camelCase', async () => {
      const delivery = await oneDelivery();
      expect(delivery.headers[SECRET_HEADER]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      const body = JSON.parse(delivery.rawBody);
      expect(body).toMatchObject({ id: expect.stringMatching(/^EVT_/), type: 'charge.status_changed' });
      expect(body.data).toMatchObject({ status: 'authorized', sequence: 1 });
      expect(gateway().verifyWebhook(delivery.rawBody, delivery.headers)).toMatchObject({
        id: body.id,
        occurredAt: body.occurred_at,
        status: 'authorized',
      });
    });

    it('rejects a tampered body, a tampered signature, a stale or future timestamp, no signature', async () => {
      const delivery = await oneDelivery();
      const header = delivery.headers[SECRET_HEADER] as string;
      const tamperedBody = delivery.rawBody.replace('"authorized"', '"settled"');
      const flipped = header.replace(/v1=(.)/, (_m, c: string) => `v1=${c === 'a' ? 'b' : 'a'}`);
      const now = t.clock.now();
      const sign = (at: Date) => ({
        [SECRET_HEADER]: signatureHeader(t.app.ctx.config.PAYMENT_WEBHOOK_SECRET, delivery.rawBody, at),
      });
      const cases: Array<[string, Record<string, string>]> = [
        [tamperedBody, delivery.headers],
        [delivery.rawBody, { [SECRET_HEADER]: flipped }],
        [delivery.rawBody, sign(new Date(now.getTime() - 301_000))],
        [delivery.rawBody, sign(new Date(now.getTime() + 301_000))],
        [delivery.rawBody, {}],
        [delivery.rawBody, { [SECRET_HEADER]: 'garbage' }],
      ];
      for (const [body, headers] of cases)
        expect(() => gateway().verifyWebhook(body, headers)).toThrow(WebhookRejected);
      // Within the tolerance it still verifies.
      expect(() =>
        gateway().verifyWebhook(delivery.rawBody, sign(new Date(now.getTime() - 299_000))),
      ).not.toThrow();
    });

    it('rejects a well-signed body that is not an event', async () => {
      const rawBody = JSON.stringify({
        id: 'EVT_X',
        type: 'charge.status_changed',
        occurred_at: 'ontem',
        data: {},
      });
      const headers = {
        [SECRET_HEADER]: signatureHeader(t.app.ctx.config.PAYMENT_WEBHOOK_SECRET, rawBody, t.clock.now()),
      };
      expect(() => gateway().verifyWebhook(rawBody, headers)).toThrow(WebhookRejected);
    });

    it('retries a refused delivery re-signed, with the same event id', async () => {
      // pg-boss dates a retry by the database's clock (real time): start from it so the retry comes due.
      t.clock.set(new Date());
      answer = 500;
      const order = await gatewayOrder();
      const { chargeId } = await chargeCard(order, { number: '4000000000000002' });
      await advance(2000);
      answer = 200;
      await advance(3_600_000);
      const mine = deliveries.filter(
        (d) => d.event?.type === 'charge.status_changed' && d.event.chargeId === chargeId,
      );
      expect(mine.length).toBeGreaterThan(1);
      expect(new Set(mine.map((d) => d.event?.id)).size).toBe(1);
      expect(new Set(mine.map((d) => d.headers[SECRET_HEADER])).size).toBe(mine.length);
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

  describe('boletos', () => {
    /** An independent FEBRABAN check, not the domain's. */
    function independentlyValid(line: string): boolean {
      const d = line.split('').map(Number);
      const m10 = (digits: number[]) => {
        let total = 0;
        digits
          .slice()
          .reverse()
          .forEach((digit, i) => {
            const p = digit * (i % 2 === 0 ? 2 : 1);
            total += Math.floor(p / 10) + (p % 10);
          });
        return (10 - (total % 10)) % 10;
      };
      const fieldsOk =
        m10(d.slice(0, 9)) === d[9] && m10(d.slice(10, 20)) === d[20] && m10(d.slice(21, 31)) === d[31];
      const barcode = [
        ...d.slice(0, 4),
        ...d.slice(33, 47),
        ...d.slice(4, 9),
        ...d.slice(10, 20),
        ...d.slice(21, 31),
      ];
      let sum = 0;
      barcode
        .slice()
        .reverse()
        .forEach((digit, i) => {
          sum += digit * ((i % 8) + 2);
        });
      const r = 11 - (sum % 11);
      const general = r === 0 || r === 10 || r === 11 ? 1 : r;
      return fieldsOk && general === d[32];
    }

    async function boleto(dueDate = '2026-11-25', amount = 15_050) {
      const order = await gatewayOrder();
      return gateway().issueBoleto({
        idempotencyKey: randomUUID(),
        reference: reference(),
        orderGatewayId: order,
        customerGatewayId: CUSTOMER,
        amount,
        dueDate,
        payer: { name: 'Maria Silva', documentType: 'CPF', documentNumber: '52998224725' },
      });
    }

    it('issues a FEBRABAN-valid line code and barcode, waiting a second later', async () => {
      const issued = await boleto();
      expect(issued.lineCode).toMatch(/^\d{47}$/);
      expect(issued.barcode).toMatch(/^\d{44}$/);
      expect(independentlyValid(issued.lineCode)).toBe(true);
      expect(issued.barcode.slice(0, 4)).toBe('9999');
      expect(issued.barcode.slice(9, 19)).toBe('0000015050');
      // Factor: 1000 + days since 2025-02-22.
      expect(issued.barcode.slice(5, 9)).toBe('1641');
      expect(issued.pdfUrl).toBe(`http://localhost:3000/api/sandbox-gateway/boletos/${issued.chargeId}.pdf`);
      await advance(1000);
      expect(chargeStatuses(issued.chargeId)).toEqual([['waiting', 1, null]]);
    });

    it('refuses no amount and a past due date', async () => {
      await expect(boleto('2026-11-25', 0)).rejects.toThrow(GatewayError);
      await expect(boleto('2026-11-22')).rejects.toThrow(GatewayError);
    });

    it('serves the PDF with the line code inside; 404 for an unknown boleto', async () => {
      const issued = await boleto();
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/sandbox-gateway/boletos/${issued.chargeId}.pdf`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/pdf');
      const text = response.rawPayload.toString('latin1');
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      const l = issued.lineCode;
      const formatted = `${l.slice(0, 5)}.${l.slice(5, 10)} ${l.slice(10, 15)}.${l.slice(15, 21)} ${l.slice(21, 26)}.${l.slice(26, 32)} ${l[32]} ${l.slice(33)}`;
      expect(text).toContain(formatted);
      expect(text).toContain('R$ 150,50');
      expect(text).toContain('25/11/2026');
      // The xref offsets point at the objects.
      const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
      expect(text.slice(xref, xref + 4)).toBe('xref');
      const unknown = await t.app.inject({
        method: 'GET',
        url: '/api/sandbox-gateway/boletos/CHAR_NOPE.pdf',
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('cannot be paid before the bank registered it (a second after it was issued)', async () => {
      const issued = await boleto();
      const operator = (await operatorSignedIn(t)).auth;
      const pay = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/sandbox-gateway/boletos/${issued.chargeId}/pay`,
          headers: operator,
        });
      const early = await pay();
      expect(early.statusCode).toBe(409);
      expect(early.json().errors[0].title).toBe(BOLETO_NOT_ISSUED);
      await advance(1000);
      expect((await pay()).statusCode).toBe(204);
    });

    it('is paid by an operator only, settling it now; a second payment is refused', async () => {
      const issued = await boleto();
      await advance(1000);
      const customer = await t.app.inject({
        method: 'POST',
        url: `/api/sandbox-gateway/boletos/${issued.chargeId}/pay`,
        headers: auth,
      });
      expect(customer.statusCode).toBe(403);
      const operator = (await operatorSignedIn(t)).auth;
      const pay = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/sandbox-gateway/boletos/${issued.chargeId}/pay`,
          headers: operator,
        });
      expect((await pay()).statusCode).toBe(204);
      await t.app.ctx.jobs.runDue();
      expect(chargeStatuses(issued.chargeId)).toEqual([
        ['waiting', 1, null],
        ['settled', 2, null],
      ]);
      const again = await pay();
      expect(again.statusCode).toBe(409);
      expect(again.json().errors[0].title).toBe('Este boleto já foi pago.');
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/sandbox-gateway/boletos/CHAR_NOPE/pay',
        headers: operator,
      });
      expect(unknown.statusCode).toBe(404);
      // A paid boleto does not lapse.
      await advance(5 * 86_400_000);
      expect(chargeStatuses(issued.chargeId)).toHaveLength(2);
    });

    it('is cancelled when its due date ends unpaid (23:59:59 São Paulo), and cannot be paid after', async () => {
      const issued = await boleto('2026-11-25');
      t.clock.set(new Date('2026-11-26T02:59:58Z'));
      await t.app.ctx.jobs.runDue();
      expect(chargeStatuses(issued.chargeId)).toEqual([['waiting', 1, null]]);
      t.clock.set(new Date('2026-11-26T02:59:59Z'));
      await t.app.ctx.jobs.runDue();
      expect(chargeStatuses(issued.chargeId)).toEqual([
        ['waiting', 1, null],
        ['cancelled', 2, 'O boleto venceu sem pagamento.'],
      ]);
      const operator = (await operatorSignedIn(t)).auth;
      const pay = await t.app.inject({
        method: 'POST',
        url: `/api/sandbox-gateway/boletos/${issued.chargeId}/pay`,
        headers: operator,
      });
      expect(pay.statusCode).toBe(409);
      expect(pay.json().errors[0].title).toBe('Este boleto foi cancelado e não pode mais ser pago.');
    });
  });
});
