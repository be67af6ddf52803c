import { request as httpsRequest } from 'node:https';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config';
import { payments, sandboxPixCobs } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { NOW, seedWorld } from '../orders/test-fixtures';
import { freePort, pixBody, throwawayPki } from './pix.test-fixtures';
import { type PixWebhookListener, pixWebhookListener } from './pix-webhook-listener';
import { orderStatus, pay, payableOrder, payingCustomer, paymentStatus } from './test-fixtures';

/**
 * the PSP's webhooks authenticated by mutual TLS
 * (docs/decisions/0101-pix-webhooks-by-mutual-tls-on-a-listener-of-their-own.md). With the four PIX_WEBHOOK_*
 * variables the API also listens over HTTPS, asks for a client certificate signed by the PSP's CA, and serves
 * only the Pix webhook there, without our HMAC; the ordinary port keeps asking for it. Certificates are made at
 * test time with the openssl CLI (pix.test-fixtures.ts), over real HTTPS.
 */

type Answer = { status: number; body: string };

describe('Pix webhooks over mutual TLS', () => {
  let t: TestApp;
  let base: string;
  let districts: Record<string, string>;
  let listener: PixWebhookListener;
  let tlsPort: number;
  const pki = throwawayPki();

  beforeAll(async () => {
    const [port, webhookPort] = [await freePort(), await freePort()];
    base = `http://127.0.0.1:${port}`;
    t = await buildTestApp({
      now: NOW,
      config: {
        PUBLIC_URL: base,
        PIX_WEBHOOK_CA: pki.caPath,
        PIX_WEBHOOK_TLS_CERT: pki.serverCertPath,
        PIX_WEBHOOK_TLS_KEY: pki.serverKeyPath,
        PIX_WEBHOOK_PORT: webhookPort,
      },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    listener = pixWebhookListener(t.app)!;
    tlsPort = await listener.listen();
    districts = await seedWorld(t);
  }, 60_000);
  afterAll(async () => {
    await listener?.close();
    await t.close();
    pki.remove();
  });

  /** A call to the mTLS port as `client` (no certificate when omitted); rejects when TLS refuses it. */
  const overTls = (
    method: string,
    path: string,
    body: string,
    client?: { cert: Buffer; key: Buffer },
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const request = httpsRequest(
        {
          host: '127.0.0.1',
          port: tlsPort,
          method,
          path,
          ca: pki.ca,
          ...client,
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  const webhook = (body: string, client?: { cert: Buffer; key: Buffer }) =>
    overTls('POST', '/api/payments/webhooks/pix/pix', body, client);

  /** An order charged by Pix whose payer's bank paid it, its webhook lost on the way: what the PSP sends. */
  async function paidPixOrder() {
    t.clock.set(NOW);
    const customer = await payingCustomer(t, districts);
    const order = await payableOrder(t, districts, customer);
    const charged = await pay(t, customer.auth, 'pix', pixBody(order.id));
    expect(charged.statusCode, charged.body).toBe(201);
    const payment = charged.json().data;
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    const txid = row!.reference!;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox-psp/cob/${txid}/pay?webhook=lost`,
      headers: customer.auth,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [cob] = await t.database.db.select().from(sandboxPixCobs).where(eq(sandboxPixCobs.txid, txid));
    const body = JSON.stringify({
      pix: [
        {
          endToEndId: cob!.endToEndId,
          txid,
          valor: (order.total / 100).toFixed(2),
          horario: NOW.toISOString(),
        },
      ],
    });
    return { customer, order, payment, body };
  }

  it('accepts the PSP’s certificate without any signature, and the Pix pays the order', async () => {
    const { customer, order, payment, body } = await paidPixOrder();
    expect(await orderStatus(t, customer, order.id)).toBe('waiting_payment');
    const answer = await webhook(body, pki.psp);
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ meta: { results: ['applied'] } });
    expect(await orderStatus(t, customer, order.id)).toBe('paid');
    expect(await paymentStatus(t, customer, payment.id)).toBe('settled');
    // The same delivery again is known and changes nothing.
    expect(JSON.parse((await webhook(body, pki.psp)).body)).toEqual({ meta: { results: ['replayed'] } });
  });

  it('ends the handshake of a caller without a certificate or with one from another CA', async () => {
    const { customer, order, body } = await paidPixOrder();
    await expect(webhook(body)).rejects.toMatchObject({ code: expect.stringMatching(TLS_REFUSED) });
    await expect(webhook(body, pki.stranger)).rejects.toMatchObject({
      code: expect.stringMatching(TLS_REFUSED),
    });
    expect(await orderStatus(t, customer, order.id)).toBe('waiting_payment');
  });

  it('stops the start naming the variable whose PEM it cannot read', () => {
    const config = { ...t.app.ctx.config, PIX_WEBHOOK_TLS_KEY: `${pki.serverKeyPath}.missing` };
    const app = { ctx: { ...t.app.ctx, config }, log: t.app.log } as unknown as FastifyInstance;
    expect(() => pixWebhookListener(app)).toThrow(ConfigError);
    expect(() => pixWebhookListener(app)).toThrow(
      /PIX_WEBHOOK_TLS_KEY: não foi possível ler .*\.missing \(ENOENT\)/,
    );
  });

  it('still asks for the signature on the ordinary port', async () => {
    const { customer, order, body } = await paidPixOrder();
    const unsigned = await fetch(`${base}/api/payments/webhooks/pix/pix`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(unsigned.status).toBe(401);
    expect(await orderStatus(t, customer, order.id)).toBe('waiting_payment');
  });

  it('serves nothing else on the mTLS port, and a body that is not a pix[] list is a 400', async () => {
    for (const [method, path] of [
      ['GET', '/api/health'],
      ['GET', '/api/orders'],
      ['POST', '/api/payments/webhooks/sandbox'],
      ['GET', '/api/payments/webhooks/pix/pix'],
      ['GET', '/'],
    ] as const) {
      const answer = await overTls(method, path, method === 'GET' ? '' : '{}', pki.psp);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(JSON.parse(answer.body).errors[0].title).toBe('Não encontrado');
    }
    for (const body of ['{', '{"pix":[]}', '[]']) {
      const answer = await webhook(body, pki.psp);
      expect(answer.status, body).toBe(400);
      expect(JSON.parse(answer.body).errors[0].title).toBe('Webhook Pix inválido');
    }
  });
});

/** How Node reports a handshake the server ended: the TLS alert, or the socket closed under it. */
const TLS_REFUSED =
  /^(ERR_SSL_TLSV13_ALERT_CERTIFICATE_REQUIRED|ERR_SSL_TLSV1_ALERT_UNKNOWN_CA|ERR_SSL_SSLV3_ALERT_BAD_CERTIFICATE|ECONNRESET)$/;
