import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, coupons } from '../../db/schema';
import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { CENTRO, type Customer, customerIn, NOW, seedWorld } from '../orders/test-fixtures';
import { bookedOrder } from '../tickets/test-fixtures';

describe('operator console: coupons (console.routes.ts)', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  let ana: Customer;
  let operator: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    districts = await seedWorld(t);
    ana = await customerIn(t, districts[CENTRO]!);
    operator = (await operatorSignedIn(t)).auth;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  const get = (url: string, auth: Record<string, string> = operator) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth });
  const post = (url: string, auth: Record<string, string> = operator, attributes: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: auth, payload: { data: { attributes } } });
  const auditOf = (subjectId: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId));

  it('refuses customers (403) and signed-out callers (401) on every coupon endpoint', async () => {
    const endpoints: [string, string][] = [
      ['GET', '/operator/coupons'],
      ['POST', '/operator/coupons'],
      ['POST', `/operator/coupons/${crypto.randomUUID()}/disable`],
    ];
    for (const [method, url] of endpoints) {
      const asCustomer = await t.app.inject({
        method: method as 'GET',
        url: `/api${url}`,
        headers: ana.auth,
      });
      expect(asCustomer.statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await t.app.inject({ method: method as 'GET', url: `/api${url}` });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  describe('coupons', () => {
    const valid = {
      name: 'verao15',
      value_type: 'PERCENTAGE',
      value: 15,
      max_discount: 2000,
      max_uses: 100,
      valid_from: '2026-11-01',
      valid_until: '2026-12-31',
      weekdays: [2, 3],
      first_purchase_only: false,
      combinable: false,
    };

    it('validates a new coupon with pt-BR messages on the fields', async () => {
      const bad = await post('/operator/coupons', operator, {
        ...valid,
        name: 'x',
        value: 150,
        valid_until: '2026-10-01',
      });
      expect(bad.statusCode).toBe(422);
      const pointers = Object.fromEntries(
        bad
          .json()
          .errors.map((e: { source: { pointer: string }; title: string }) => [e.source.pointer, e.title]),
      );
      expect(pointers['/data/attributes/name']).toMatch(/nome do cupom/);
      expect(pointers['/data/attributes/value']).toBe('A porcentagem deve ficar entre 1 e 100.');
      expect(pointers['/data/attributes/valid_until']).toMatch(/data final/);
      const unknownDistrict = await post('/operator/coupons', operator, {
        ...valid,
        district_ids: [crypto.randomUUID()],
      });
      expect(unknownDistrict.statusCode).toBe(422);
    });

    it('creates a coupon (audited), refuses its name twice, and a disabled coupon no longer applies', async () => {
      const created = await post('/operator/coupons', operator, {
        ...valid,
        district_ids: [districts[CENTRO]],
      });
      expect(created.statusCode, created.body).toBe(201);
      const coupon = created.json().data;
      expect(coupon.attributes).toMatchObject({
        name: 'VERAO15',
        value_type: 'PERCENTAGE',
        weekdays: [2, 3],
        uses: 0,
        disabled_at: null,
        districts: [expect.objectContaining({ id: districts[CENTRO] })],
      });
      expect((await auditOf(coupon.id)).map((e) => e.action)).toEqual(['coupon.create']);
      const twice = await post('/operator/coupons', operator, { ...valid, name: 'Verao15' });
      expect(twice.statusCode).toBe(422);
      expect(twice.json().errors[0].title).toBe('Já existe um cupom com este nome.');

      const found = await get('/coupons?filter[name]=verao15', ana.auth);
      expect(found.json().data).toHaveLength(1);

      const disabled = await post(`/operator/coupons/${coupon.id}/disable`);
      expect(disabled.statusCode, disabled.body).toBe(200);
      expect(disabled.json().data.attributes.disabled_at).toBe(NOW.toISOString());
      expect((await post(`/operator/coupons/${coupon.id}/disable`)).statusCode).toBe(409);
      expect((await auditOf(coupon.id)).map((e) => e.action).sort()).toEqual([
        'coupon.create',
        'coupon.disable',
      ]);

      // The customer's side: the lookup finds nothing, the check on an order refuses it.
      expect((await get('/coupons?filter[name]=verao15', ana.auth)).json().data).toEqual([]);
      const order = await bookedOrder(t, districts, ana);
      const check = await get(
        `/coupons/${coupon.id}/check-coupon-restrictions?order_id=${order.id}`,
        ana.auth,
      );
      expect(check.json().data.attributes.passes_restrictions).toBe(false);

      const listed = await get('/operator/coupons?filter[status]=disabled');
      expect(listed.json().data.map((c: { id: string }) => c.id)).toContain(coupon.id);
      const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
      expect(row!.disabledAt).not.toBeNull();
    });
  });
});
