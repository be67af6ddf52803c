import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, professionals } from '../../db/schema';
import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { CENTRO, createProfessional, customerIn, NOW, seedWorld } from '../orders/test-fixtures';

/**
 * The console's people lists filter by standing the same way (accounts' `standingIs`): blocked wins over
 * suspended, an anonymized customer is nothing else, active is none of them.
 */
describe('the standing filter of the console’s customers and professionals', () => {
  let t: TestApp;
  let operator: Record<string, string>;
  let districts: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    districts = await seedWorld(t);
    operator = (await operatorSignedIn(t)).auth;
  });
  afterAll(() => t.close());

  const idsOf = async (list: string, standing: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/operator/${list}?filter[standing]=${standing}&page[size]=100`,
      headers: operator,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.map((row: { id: string }) => row.id) as string[];
  };

  it('lists professionals active, suspended or blocked (blocked and suspended at once: blocked)', async () => {
    const pro = async () =>
      (await createProfessional(t.database.db, { districtIds: [districts[CENTRO]!] })).id;
    const [active, suspended, blocked] = [await pro(), await pro(), await pro()];
    await t.database.db
      .update(professionals)
      .set({ suspendedAt: NOW })
      .where(eq(professionals.id, suspended));
    await t.database.db
      .update(professionals)
      .set({ suspendedAt: NOW, blockedAt: NOW })
      .where(eq(professionals.id, blocked));
    const mine = (ids: string[]) => ids.filter((id) => [active, suspended, blocked].includes(id));
    expect(mine(await idsOf('professionals', 'active'))).toEqual([active]);
    expect(mine(await idsOf('professionals', 'suspended'))).toEqual([suspended]);
    expect(mine(await idsOf('professionals', 'blocked'))).toEqual([blocked]);
  });

  it('lists customers active, suspended, blocked or anonymized (anonymized is nothing else)', async () => {
    const customer = async () => (await customerIn(t, districts[CENTRO]!)).accountId;
    const [active, suspended, blocked, anonymized] = [
      await customer(),
      await customer(),
      await customer(),
      await customer(),
    ];
    const set = (id: string, values: Partial<typeof accounts.$inferInsert>) =>
      t.database.db.update(accounts).set(values).where(eq(accounts.id, id));
    await set(suspended, { suspendedAt: NOW });
    await set(blocked, { suspendedAt: NOW, blockedAt: NOW });
    await set(anonymized, { blockedAt: NOW, anonymizedAt: NOW });
    const mine = (ids: string[]) => ids.filter((id) => [active, suspended, blocked, anonymized].includes(id));
    expect(mine(await idsOf('customers', 'active'))).toEqual([active]);
    expect(mine(await idsOf('customers', 'suspended'))).toEqual([suspended]);
    expect(mine(await idsOf('customers', 'blocked'))).toEqual([blocked]);
    expect(mine(await idsOf('customers', 'anonymized'))).toEqual([anonymized]);
  });
});
