import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema';
import { signUpAndIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';

describe('sign-in, sessions and the account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('signs in with the e-mail in any case and answers a token with the account type', async () => {
    const { accountId } = await signUpAndIn(t, 'joana@exemplo.com');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify({ email: '  JOANA@Exemplo.com ', password: 'segredo123' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ account: { id: accountId, accountable_type: 'Physical' } });
    expect(response.json().token).toMatch(/^[\w-]{40,}$/);
  });

  it.each([
    ['a wrong password', { email: 'joana@exemplo.com', password: 'errada123' }],
    ['an unknown e-mail', { email: 'ninguem@exemplo.com', password: 'segredo123' }],
    ['an empty body', {}],
  ])('answers "Usuário ou senha incorretos" for %s', async (_case, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/authentication', payload });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].title).toBe('Usuário ou senha incorretos');
  });

  it('refuses accounts that are not customers with "Você não tem acesso à esta aplicação"', async () => {
    const { accountId } = await signUpAndIn(t, 'pro@exemplo.com');
    await t.database.db
      .update(accounts)
      .set({ accountableType: 'Professional', role: 'professional' })
      .where(eq(accounts.id, accountId));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: 'pro@exemplo.com', password: 'segredo123' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].title).toBe('Você não tem acesso à esta aplicação');
  });

  it('answers the old API form-encoded sign-in with success and the user', async () => {
    await signUpAndIn(t, 'antiga@exemplo.com');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=antiga%40exemplo.com&password=segredo123',
    });
    expect(ok.json()).toMatchObject({
      success: true,
      data: { user: { email: 'antiga@exemplo.com', first_name: 'Ana' } },
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=antiga%40exemplo.com&password=nope',
    });
    expect(bad.json()).toEqual({ success: false, message: 'Usuário ou senha incorretos' });
  });

  it('checks a live token, and answers 401 "Não autorizado" once it is revoked or expired', async () => {
    const { auth } = await signUpAndIn(t, 'sessao@exemplo.com');
    expect((await t.app.inject({ method: 'GET', url: '/api/token-check', headers: auth })).statusCode).toBe(
      200,
    );
    await t.app.inject({ method: 'DELETE', url: '/api/authentication', headers: auth });
    const revoked = await t.app.inject({ method: 'GET', url: '/api/token-check', headers: auth });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().errors[0].title).toBe('Não autorizado');

    const second = await signUpAndIn(t, 'expira@exemplo.com');
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/token-check', headers: second.auth })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/token-check' })).statusCode).toBe(401);
  });

  it('reads the own account with its includes, and answers 404 for another customer', async () => {
    const me = await signUpAndIn(t, 'eu@exemplo.com');
    const other = await signUpAndIn(t, 'outro@exemplo.com');
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${me.accountId}?include=accountable,profile,phones,accounts_terms_of_uses`,
      headers: me.auth,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.attributes.email).toBe('eu@exemplo.com');
    expect(
      mine
        .json()
        .included.map((r: { type: string }) => r.type)
        .sort(),
    ).toEqual(['phones', 'physicals', 'profiles']);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${other.accountId}`,
      headers: me.auth,
    });
    expect(theirs.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/accounts/${me.accountId}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('changes names, profile and phone of the own account only', async () => {
    const me = await signUpAndIn(t, 'muda@exemplo.com');
    const other = await signUpAndIn(t, 'naomuda@exemplo.com');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${me.accountId}`,
      headers: me.auth,
      payload: {
        data: {
          type: 'accounts',
          id: me.accountId,
          attributes: { first_name: 'maria clara', last_name: 'alves' },
        },
      },
    });
    expect(patched.json().data.attributes).toMatchObject({ first_name: 'Maria Clara', last_name: 'Alves' });
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${me.accountId}?include=profile,phones`,
      headers: me.auth,
    });
    const profileId = view.json().data.relationships.profile.data.id;
    const phoneId = view.json().data.relationships.phones.data[0].id;
    const profile = await t.app.inject({
      method: 'PATCH',
      url: `/api/profiles/${profileId}`,
      headers: me.auth,
      payload: { data: { attributes: { city_name: 'são josé dos pinhais', state_name: 'pr' } } },
    });
    expect(profile.json().data.attributes).toMatchObject({
      city_name: 'São José Dos Pinhais',
      state_name: 'PR',
    });
    const badUf = await t.app.inject({
      method: 'PATCH',
      url: `/api/profiles/${profileId}`,
      headers: me.auth,
      payload: { data: { attributes: { state_name: 'PRR' } } },
    });
    expect(badUf.statusCode).toBe(422);
    const phone = await t.app.inject({
      method: 'PATCH',
      url: `/api/phones/${phoneId}`,
      headers: me.auth,
      payload: { data: { attributes: { phone: '(11) 91234-5678' } } },
    });
    expect(phone.json().data.attributes).toEqual({
      country_code: '55',
      area_code: '11',
      number: '912345678',
    });
    const stranger = await t.app.inject({
      method: 'PATCH',
      url: `/api/profiles/${profileId}`,
      headers: other.auth,
      payload: { data: { attributes: { city_name: 'Outra' } } },
    });
    expect(stranger.statusCode).toBe(404);
    const strangerAccount = await t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${me.accountId}`,
      headers: other.auth,
      payload: { first_name: 'Hacker' },
    });
    expect(strangerAccount.statusCode).toBe(404);
  });
});
