import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { linkInLastEmail, physicalSignupBody, signIn, signUpAndIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';

/** passwords and sessions as OWASP ASVS 5.0 L2 asks. */

const COMMON = 'Essa senha é muito comum. Escolha outra.';
const PERSONAL = 'A senha não pode conter o seu nome, o seu e-mail ou a palavra Brilho.';
const TOO_LONG = 'A senha deve ter no máximo 128 caracteres';
const SIGNUP_PASSWORD = '/data/relationships/account/data/attributes/password';
const DAY = 24 * 60 * 60 * 1000;

describe('new passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const signUp = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/physicals', payload: physicalSignupBody({ email, password }) });

  it.each([
    ['12345678', COMMON],
    ['senha123', COMMON],
    ['Senha123', COMMON],
    ['brilho123', PERSONAL],
    ['ana.souza-2024', PERSONAL],
    ['x'.repeat(200_000), TOO_LONG],
  ])('refuses %s at sign-up on the password field', async (password, title) => {
    const response = await signUp('ana.souza@exemplo.com', password);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual({
      status: '422',
      title,
      source: { pointer: SIGNUP_PASSWORD },
    });
  });

  async function resetLink(email: string): Promise<string> {
    const asked = await t.app.inject({ method: 'POST', url: '/api/password-recovery', payload: { email } });
    expect(asked.statusCode).toBe(201);
    return new URL(linkInLastEmail(t, email)).pathname.split('/').pop()!;
  }
  const reset = (token: string, email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/password-recovery/${token}`,
      payload: { email, password, password_confirmation: password },
    });

  it('refuses a common, personal or over-long password at reset, on the password field', async () => {
    await signUpAndIn(t, 'renata.lima@exemplo.com');
    const token = await resetLink('renata.lima@exemplo.com');
    for (const [password, title] of [
      ['12345678', COMMON],
      ['renata2024', PERSONAL],
      ['y'.repeat(129), TOO_LONG],
    ]) {
      const response = await reset(token, 'renata.lima@exemplo.com', password!);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        title,
        source: { pointer: '/data/attributes/password' },
      });
    }
    // The refused tries did not use the link up.
    expect((await reset(token, 'renata.lima@exemplo.com', 'uma frase bem longa')).statusCode).toBe(200);
  });

  it('kills an older reset link once a newer one is used, and a newer one once an older one is', async () => {
    await signUpAndIn(t, 'dois.links@exemplo.com');
    const older = await resetLink('dois.links@exemplo.com');
    const newer = await resetLink('dois.links@exemplo.com');
    expect((await reset(newer, 'dois.links@exemplo.com', 'primeira-troca-ok')).statusCode).toBe(200);
    const stale = await reset(older, 'dois.links@exemplo.com', 'segunda-troca-ok');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors[0].title).toBe(
      'Ops! O link para redefinir sua senha expirou. Solicite um novo abaixo.',
    );

    const first = await resetLink('dois.links@exemplo.com');
    const second = await resetLink('dois.links@exemplo.com');
    expect((await reset(first, 'dois.links@exemplo.com', 'terceira-troca-ok')).statusCode).toBe(200);
    expect((await reset(second, 'dois.links@exemplo.com', 'quarta-troca-ok')).statusCode).toBe(400);
    await signIn(t, 'dois.links@exemplo.com', 'terceira-troca-ok');
  });

  it('answers a 200,000-character password at sign-in with 401 without hashing it', async () => {
    await signUpAndIn(t, 'longa@exemplo.com');
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: 'longa@exemplo.com', password: 'z'.repeat(200_000) },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].title).toBe('Usuário ou senha incorretos');
    // argon2 takes tens of milliseconds here; a refusal before it takes a few.
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const check = (auth: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/token-check', headers: auth });

  it('end after 7 days without use', async () => {
    const me = await signUpAndIn(t, 'ociosa@exemplo.com');
    t.clock.advance(7 * DAY - 60_000);
    expect((await check(me.auth)).statusCode).toBe(200);
    t.clock.advance(7 * DAY - 60_000);
    expect((await check(me.auth)).statusCode).toBe(200);
    t.clock.advance(7 * DAY);
    expect((await check(me.auth)).statusCode).toBe(401);
  });

  it('end 30 days after sign-in even when used every day', async () => {
    const me = await signUpAndIn(t, 'assidua@exemplo.com');
    for (let day = 1; day < 30; day += 1) {
      t.clock.advance(DAY);
      expect((await check(me.auth)).statusCode).toBe(200);
    }
    t.clock.advance(DAY);
    expect((await check(me.auth)).statusCode).toBe(401);
  });

  it('write their last use at most once a minute', async () => {
    const me = await signUpAndIn(t, 'escritas@exemplo.com');
    const lastUsed = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.accountId, me.accountId)))[0]!
        .lastUsedAt;
    const signedInAt = await lastUsed();
    t.clock.advance(30_000);
    await check(me.auth);
    expect(await lastUsed()).toEqual(signedInAt);
    t.clock.advance(30_000);
    await check(me.auth);
    expect(await lastUsed()).toEqual(t.clock.now());
  });

  it('are answered with Cache-Control: no-store wherever a token travels', async () => {
    const me = await signUpAndIn(t, 'cache@exemplo.com');
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: 'cache@exemplo.com', password: 'segredo123' },
    });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=cache%40exemplo.com&password=segredo123',
    });
    expect(old.headers['cache-control']).toBe('no-store');
    const professional = await t.app.inject({
      method: 'POST',
      url: '/api/professional/authentication',
      payload: { email: 'cache@exemplo.com', password: 'segredo123' },
    });
    expect(professional.headers['cache-control']).toBe('no-store');
    expect((await check(me.auth)).headers['cache-control']).toBe('no-store');
  });
});
