import { PREFERENCE_KEYS } from '@brilho/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderHasPreferences } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { PREFERENCE_TEXTS } from './preferences';
import {
  BATEL,
  type Customer,
  createProfessional,
  customerIn,
  fullDays,
  NOW,
  orderBody,
  postOrder,
  seedWorld,
  TUESDAY,
} from './test-fixtures';

interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: unknown }>;
}

describe('order preferences: configurable fields, options and answers', () => {
  let t: TestApp;
  let ana: Customer;
  let bruno: Customer;
  let orderId: string;
  const fieldId: Record<string, string> = {};

  const get = (who: Customer, url: string) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: who.auth });
  const answer = (who: Customer, order: string, field: string, value: unknown, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/order-has-preferences${query}`,
      headers: who.auth,
      payload: {
        data: {
          type: 'order-has-preferences',
          attributes: { answer: value },
          relationships: {
            order: { data: { type: 'orders', id: order } },
            configurable_field: { data: { type: 'configurable-fields', id: field } },
          },
        },
      },
    });

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    const district = await seedWorld(t);
    const pro = await createProfessional(t.database.db, {
      districtIds: [district[BATEL]!],
      windows: fullDays(TUESDAY),
    });
    ana = await customerIn(t, district[BATEL]!);
    bruno = await customerIn(t, district[BATEL]!);
    const created = await postOrder(t, ana, orderBody(ana, pro.id, { date: TUESDAY, hour: 9, hours: 2 }));
    orderId = created.json().data.id;
    const fields = (await get(ana, '/configurable-fields?filter[model]=Order')).json().data as Resource[];
    for (const field of fields) fieldId[field.attributes.key as string] = field.id;
  });
  afterAll(() => t.close());

  it('lists the two order questions, filtered by model or key, with their YES/NO options', async () => {
    expect(Object.keys(fieldId).sort()).toEqual(
      [PREFERENCE_KEYS.allowProfessionalChangeOnNoShow, PREFERENCE_KEYS.requireProfessionalProducts].sort(),
    );
    const byKey = await get(
      ana,
      `/configurable-fields?filter[key]=${PREFERENCE_KEYS.requireProfessionalProducts}&include=options`,
    );
    const document = byKey.json();
    expect(document.data).toHaveLength(1);
    expect(document.data[0].attributes).toMatchObject({
      key: PREFERENCE_KEYS.requireProfessionalProducts,
      model: 'Order',
    });
    expect(document.included.map((o: Resource) => o.attributes)).toEqual([
      { opt_id: 1, key: 'YES' },
      { opt_id: 2, key: 'NO' },
    ]);
    expect((await get(ana, '/configurable-fields?filter[model]=Cycle')).json().data).toEqual([]);

    const one = await get(ana, `/configurable-fields/${document.data[0].id}`);
    expect(one.json().data.id).toBe(document.data[0].id);
    expect((await get(ana, `/configurable-fields/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('lists the options of one field and reads one option', async () => {
    const field = fieldId[PREFERENCE_KEYS.allowProfessionalChangeOnNoShow]!;
    const options = (
      await get(ana, `/configurable-field-options?filter[configurable_field_id]=${field}`)
    ).json().data as Resource[];
    expect(options.map((o) => o.attributes.key)).toEqual(['YES', 'NO']);
    const one = await get(ana, `/configurable-field-options/${options[0]!.id}?include=configurable_field`);
    expect(one.json().data.relationships.configurable_field.data).toEqual({
      type: 'configurable-fields',
      id: field,
    });
    expect(
      (await get(ana, '/configurable-field-options?filter[configurable_field_id]=x')).json().data,
    ).toEqual([]);
  });

  it('answers a question once per order: a second POST updates the answer', async () => {
    const field = fieldId[PREFERENCE_KEYS.allowProfessionalChangeOnNoShow]!;
    const first = await answer(ana, orderId, field, 'yes', '?include=order,configurable_field');
    expect(first.statusCode).toBe(201);
    expect(first.json().data.attributes).toEqual({ answer: 'YES' });
    expect(first.json().data.relationships.order.data).toEqual({ type: 'orders', id: orderId });

    const second = await answer(ana, orderId, field, 'NO');
    expect(second.statusCode).toBe(200);
    expect(second.json().data.id).toBe(first.json().data.id);
    const stored = await t.database.db
      .select()
      .from(orderHasPreferences)
      .where(eq(orderHasPreferences.orderId, orderId));
    expect(stored.map((p) => p.answer)).toEqual(['NO']);
  });

  it('lists and reads the own answers by order and field', async () => {
    const products = fieldId[PREFERENCE_KEYS.requireProfessionalProducts]!;
    expect((await answer(ana, orderId, products, 'YES')).statusCode).toBe(201);
    const all = (await get(ana, `/order-has-preferences?filter[order_id]=${orderId}`)).json();
    expect(all.data).toHaveLength(2);
    expect(all.meta.record_count).toBe(2);
    const one = (
      await get(
        ana,
        `/order-has-preferences?filter[order]=${orderId}&filter[configurable_field_id]=${products}`,
      )
    ).json();
    expect(one.data.map((p: Resource) => p.attributes.answer)).toEqual(['YES']);
    const read = await get(ana, `/order-has-preferences/${one.data[0].id}`);
    expect(read.statusCode).toBe(200);
  });

  it("keeps other customers' orders and answers out of reach", async () => {
    const field = fieldId[PREFERENCE_KEYS.allowProfessionalChangeOnNoShow]!;
    expect((await answer(bruno, orderId, field, 'YES')).statusCode).toBe(404);
    expect((await get(bruno, `/order-has-preferences?filter[order_id]=${orderId}`)).json().data).toEqual([]);
    const [stored] = await t.database.db.select().from(orderHasPreferences).limit(1);
    expect((await get(bruno, `/order-has-preferences/${stored!.id}`)).statusCode).toBe(404);
  });

  it('refuses an answer that is not one of the options, an unknown field and missing relationships', async () => {
    const field = fieldId[PREFERENCE_KEYS.allowProfessionalChangeOnNoShow]!;
    const wrong = await answer(ana, orderId, field, 'TALVEZ');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({
      title: PREFERENCE_TEXTS.invalidAnswer(['YES', 'NO']),
      source: { pointer: '/data/attributes/answer' },
    });
    const unknown = await answer(ana, orderId, crypto.randomUUID(), 'YES');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].source.pointer).toBe('/data/relationships/configurable_field');
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/order-has-preferences',
      headers: ana.auth,
      payload: { data: { type: 'order-has-preferences', attributes: { answer: 'YES' } } },
    });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      '/data/relationships/order',
      '/data/relationships/configurable_field',
    ]);
  });
});
