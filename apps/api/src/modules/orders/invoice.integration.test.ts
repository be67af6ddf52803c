import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { bookedOrder, markPaid, setStatus } from '../tickets/test-fixtures';
import { CENTRO, type Customer, customerIn, NOW, seedWorld } from './test-fixtures';

describe('GET /orders/{id}/invoice', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  let ana: Customer;
  let bia: Customer;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    districts = await seedWorld(t);
    ana = await customerIn(t, districts[CENTRO]!);
    bia = await customerIn(t, districts[CENTRO]!);
  });
  afterAll(() => t.close());

  const invoice = (id: string, who: Customer = ana) =>
    t.app.inject({ method: 'GET', url: `/api/orders/${id}/invoice`, headers: who.auth });

  it('answers a one-page PDF receipt for a paid order', async () => {
    const order = await bookedOrder(t, districts, ana);
    await markPaid(t, order.id, 'credit_card');
    const response = await invoice(order.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const body = response.rawPayload.toString('latin1');
    expect(body.startsWith('%PDF-1.4')).toBe(true);
    expect(body.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(body).toContain('(Recibo de limpeza)');
    expect(body).toContain('Cart\xe3o de cr\xe9dito final 1111');
    // The cross-reference offsets point at the objects.
    const xref = Number(/startxref\n(\d+)/.exec(body)![1]);
    expect(body.slice(xref, xref + 4)).toBe('xref');
  });

  it.each(['provisioning', 'complete', 'service_not_provided'] as const)(
    'is available once %s',
    async (status) => {
      const order = await bookedOrder(t, districts, ana);
      await markPaid(t, order.id);
      await setStatus(t, order.id, status);
      expect((await invoice(order.id)).statusCode).toBe(200);
    },
  );

  it('answers 422 for an unpaid order and 404 for another customer', async () => {
    const order = await bookedOrder(t, districts, ana);
    const unpaid = await invoice(order.id);
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().errors[0].title).toBe(
      'O recibo fica disponível quando o pagamento do pedido é confirmado.',
    );
    await markPaid(t, order.id);
    expect((await invoice(order.id, bia)).statusCode).toBe(404);
  });
});
