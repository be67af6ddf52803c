import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleEvents } from '../../db/schema';
import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  at,
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
  WEDNESDAY,
} from '../orders/test-fixtures';

/**
 * The availability search's result cache (decision 0113) never serves a slot a write took away: every write
 * the search depends on moves the database's availability version in its own transaction, and the search
 * is served from the cache only under the version it read.
 */
describe('availability search cache', () => {
  let t: TestApp;
  let district: string;
  let ana: Customer;
  let operator: Record<string, string>;
  /** Statements of the search itself sent to the database (a cache hit sends none). */
  let searchStatements = 0;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    district = (await seedWorld(t))[BATEL]!;
    ana = await customerIn(t, district);
    ({ auth: operator } = await operatorSignedIn(t));
    const client = (t.database.db as unknown as { $client: Record<string, unknown> }).$client;
    for (const method of ['query', 'exec'] as const) {
      const original = client[method];
      if (typeof original !== 'function') continue;
      client[method] = function (this: unknown, ...args: unknown[]) {
        // PGlite is handed the text, node-postgres's pool a query config ({ text, values, … }).
        const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
        if (text?.includes('WITH matches')) searchStatements += 1;
        return original.apply(this, args);
      };
    }
  });
  afterAll(() => t.close());

  const professional = () =>
    createProfessional(t.database.db, { districtIds: [district], windows: fullDays(TUESDAY, WEDNESDAY) });

  /** Who is offered for 3 hours from 9h on `date`, and the document as sent. */
  const search = async (date = TUESDAY) => {
    const response = await t.app.inject({
      method: 'GET',
      url:
        `/api/finders/professionals/available-by-district?filter[district_id]=${district}` +
        `&filter[date]=${date}&filter[initial_hour]=9&filter[duration]=3&page[limit]=100`,
      headers: ana.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { ids: (response.json().data as { id: string }[]).map((p) => p.id), body: response.body };
  };

  it('answers a repeated search from the cache, without running it again', async () => {
    const pro = await professional();
    const first = await search();
    expect(first.ids).toContain(pro.id);
    expect(searchStatements).toBeGreaterThan(0);
    const before = searchStatements;
    expect((await search()).body).toBe(first.body);
    expect(searchStatements).toBe(before);
  });

  it('leaves a professional out of the next search once booked, and brings her back once cancelled', async () => {
    const pro = await professional();
    expect((await search()).ids).toContain(pro.id);
    expect((await search()).ids).toContain(pro.id); // now cached

    const booked = await postOrder(t, ana, orderBody(ana, pro.id, { date: TUESDAY, hour: 10, hours: 2 }));
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await search()).ids).not.toContain(pro.id);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/tickets/order-cancellation-ticket',
      headers: ana.auth,
      payload: { order_id: booked.json().data.id, should_refund: false },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(201);
    expect((await search()).ids).toContain(pro.id);
  });

  it('leaves out a professional the operator blocks, and one whose time is blocked by any writer', async () => {
    const toBlock = await professional();
    const takesTimeOff = await professional();
    const before = await search();
    expect(before.ids).toEqual(expect.arrayContaining([toBlock.id, takesTimeOff.id]));

    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/operator/professionals/${toBlock.id}/block`,
      headers: operator,
      payload: { data: { attributes: { reason: 'Faltas sem aviso.' } } },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await search()).ids).not.toContain(toBlock.id);

    // Written straight to the table, as a job or a console would: the trigger moves the version all the same.
    await t.database.db.insert(scheduleEvents).values({
      scheduleId: takesTimeOff.scheduleId,
      professionalId: takesTimeOff.id,
      status: 'blocked',
      startsAt: at(TUESDAY, 11),
      endsAt: at(TUESDAY, 12),
    });
    expect((await search()).ids).not.toContain(takesTimeOff.id);
  });

  it('runs concurrent identical searches once, and a booking racing them shows in the next search', async () => {
    const pro = await professional();
    await search(WEDNESDAY); // warms nothing for Tuesday: the Tuesday searches below all miss together
    const before = searchStatements;
    const answers = await Promise.all(Array.from({ length: 8 }, () => search()));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(searchStatements - before).toBe(1);
    expect(answers[0]!.ids).toContain(pro.id);

    const [booked] = await Promise.all([
      postOrder(t, ana, orderBody(ana, pro.id, { date: TUESDAY, hour: 9, hours: 3 })),
      ...Array.from({ length: 4 }, () => search()),
    ]);
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await search()).ids).not.toContain(pro.id);
  });
});
