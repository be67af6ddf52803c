import { SANDBOX_TEST_CARDS } from '@brilho/domain/cards';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { WebhookRejected } from './port';
import { signatureHeader } from './sandbox/webhooks';
import { type Delivery, SECRET_HEADER, useSandboxGateway } from './sandbox.fixture';

/**
 * The sandbox gateway's webhooks: every charge walks its test card's documented timeline as signed webhooks on
 * the injected clock, signatures are checked, and a refused delivery is retried.
 */

describe('the sandbox payment gateway', () => {
  const sandbox = useSandboxGateway();
  const { advance, chargeCard, chargeStatuses, deliveries, gateway, gatewayOrder, received } = sandbox;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = sandbox);
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
      sandbox.answer = 500;
      const order = await gatewayOrder();
      const { chargeId } = await chargeCard(order, { number: '4000000000000002' });
      await advance(2000);
      sandbox.answer = 200;
      await advance(3_600_000);
      const mine = deliveries.filter(
        (d) => d.event?.type === 'charge.status_changed' && d.event.chargeId === chargeId,
      );
      expect(mine.length).toBeGreaterThan(1);
      expect(new Set(mine.map((d) => d.event?.id)).size).toBe(1);
      expect(new Set(mine.map((d) => d.headers[SECRET_HEADER])).size).toBe(mine.length);
    });
  });
});
