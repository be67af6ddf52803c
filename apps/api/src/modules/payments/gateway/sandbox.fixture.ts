import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { signUpAndIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import type { GatewayEvent } from './port';
import type { WebhookDeliver } from './sandbox/deliver';

/**
 * What the sandbox gateway's test files share (`sandbox.*.integration.test.ts`): an app whose webhooks land in a
 * recorder, verified as our receiver would, on a clock set to START before each test, and a signed-in customer.
 * Call `useSandboxGateway()` inside the file's `describe`; `t` and `auth` are ready from the first test on.
 */

export interface Delivery {
  rawBody: string;
  headers: Record<string, string>;
  /** What our receiver would read, verified when it arrived (null: it did not verify). */
  event: GatewayEvent | null;
}

export const START = new Date('2026-11-23T12:00:00Z');

export const CUSTOMER = 'CUS-SANDBOXTEST';
export const SECRET_HEADER = 'x-sandbox-signature';

/** Our payment's reference, as the service makes it (a uuid without dashes). */
export const reference = () => randomUUID().replaceAll('-', '');

export const holder = {
  fullName: 'Maria Silva',
  documentType: 'CPF' as const,
  documentNumber: '52998224725',
  birthdate: '1990-01-01',
  phone: { country_code: '55', area_code: '41', number: '999999999' },
  address: null,
};

export function useSandboxGateway() {
  const sandbox: {
    t: TestApp;
    auth: Record<string, string>;
    deliveries: Delivery[];
    /** The status our receiver answers each delivery with. */
    answer: number;
  } = { t: undefined as unknown as TestApp, auth: {}, deliveries: [], answer: 200 };

  const recorder: WebhookDeliver = async (rawBody, headers) => {
    let event: GatewayEvent | null = null;
    try {
      event = sandbox.t.app.ctx.gateway.verifyWebhook(rawBody, headers);
    } catch {}
    sandbox.deliveries.push({ rawBody, headers, event });
    return { status: sandbox.answer };
  };
  const gateway = () => sandbox.t.app.ctx.gateway;
  const advance = async (ms: number) => {
    sandbox.t.clock.advance(ms);
    await sandbox.t.app.ctx.jobs.runDue();
  };
  /** The events about one charge or gateway order delivered so far, each verified when it arrived. */
  const received = (subject: string): GatewayEvent[] =>
    sandbox.deliveries.flatMap(({ event }) => {
      if (!event) throw new Error('a delivery did not verify');
      const about = event.type === 'charge.status_changed' ? event.chargeId : event.orderGatewayId;
      return about === subject ? [event] : [];
    });
  const chargeStatuses = (chargeId: string) =>
    received(chargeId).flatMap((event) =>
      event.type === 'charge.status_changed' ? [[event.status, event.sequence, event.reason ?? null]] : [],
    );

  beforeAll(async () => {
    sandbox.t = await buildTestApp({ gatewayDeliver: recorder });
    sandbox.auth = (await signUpAndIn(sandbox.t)).auth;
  });
  afterAll(() => sandbox.t.close());
  beforeEach(() => {
    sandbox.deliveries.length = 0;
    sandbox.answer = 200;
    // Jobs left by earlier tests may still fire; assertions look at their own charge or order only.
    sandbox.t.clock.set(START);
  });

  let publicKey: Awaited<ReturnType<typeof crypto.subtle.importKey>> | null = null;
  async function encryptCard(card: Partial<Record<string, unknown>> = {}): Promise<string> {
    if (!publicKey) {
      const response = await sandbox.t.app.inject({
        method: 'GET',
        url: '/api/payment-gateway/public-key',
        headers: sandbox.auth,
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

  /** A gateway order, created (its webhook delivered and cleared). */
  async function gatewayOrder(amount = 15_000): Promise<string> {
    const { gatewayId } = await gateway().createOrder({
      reference: randomUUID(),
      customerGatewayId: CUSTOMER,
      amount,
      description: 'Limpeza',
    });
    await advance(1000);
    sandbox.deliveries.length = 0;
    return gatewayId;
  }

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

  return Object.assign(sandbox, {
    recorder,
    gateway,
    advance,
    received,
    chargeStatuses,
    encryptCard,
    gatewayOrder,
    chargeCard,
  });
}
