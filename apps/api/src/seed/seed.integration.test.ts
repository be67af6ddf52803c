import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, termsOfUse } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/app';
import { seedDemoData } from './index';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoData({ db: t.database.db, clock: t.clock });
  });
  afterAll(() => t.close());

  it('changes nothing on a second run', async () => {
    const before = await t.database.db.select({ n: count() }).from(accounts);
    await seedDemoData({ db: t.database.db, clock: t.clock });
    const after = await t.database.db.select({ n: count() }).from(accounts);
    expect(after).toEqual(before);
    expect((await t.database.db.select({ n: count() }).from(termsOfUse))[0]!.n).toBe(1);
  });

  it('lets the demo customer sign in with answered terms and a verified e-mail', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: 'cliente@brilho.test', password: 'brilho123' },
    });
    expect(signIn.statusCode).toBe(200);
    const { token, account } = signIn.json();
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${account.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().data.attributes).toMatchObject({
      status: 'email_verified',
      answered_current_terms: true,
      first_name: 'Camila',
    });
  });

  it('lets the operator in and keeps the professional out of the customer app', async () => {
    const operator = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: 'operador@brilho.test', password: 'brilho123' },
    });
    expect(operator.json().account.role).toBe('operator');
    const professional = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: 'profissional@brilho.test', password: 'brilho123' },
    });
    expect(professional.statusCode).toBe(403);
  });
});
