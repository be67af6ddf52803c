import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsOfUse } from '../../db/schema';
import { linkInLastEmail, operatorSignedIn, signUpAndIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';

describe('e-mail verification, password recovery and terms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.database.db
      .insert(termsOfUse)
      .values({ version: '2020-10-08', title: 'Termos', body: '…', publishedOn: '2020-10-08' });
  });
  afterAll(() => t.close());

  const statusOf = async (accountId: string, auth: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: `/api/accounts/${accountId}`, headers: auth })).json().data
      .attributes;

  it('verifies the e-mail through the link sent at sign-up, and a second use still counts as success', async () => {
    const me = await signUpAndIn(t, 'verifica@exemplo.com');
    const token = new URL(linkInLastEmail(t, 'verifica@exemplo.com')).searchParams.get('token');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/email-verification/verify',
      payload: { token },
    });
    expect(first.statusCode).toBe(200);
    expect((await statusOf(me.accountId, me.auth)).status).toBe('email_verified');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/email-verification/verify',
      payload: { data: { attributes: { token } } },
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses an unknown or expired verification token with the spec text', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/email-verification/verify',
      payload: { token: 'nao-existe' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].title).toBe('Ocorreu um erro! O token informado não é valido.');
    await signUpAndIn(t, 'atrasada@exemplo.com');
    const token = new URL(linkInLastEmail(t, 'atrasada@exemplo.com')).searchParams.get('token');
    t.clock.advance(49 * 60 * 60 * 1000);
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/email-verification/verify',
      payload: { token },
    });
    expect(expired.statusCode).toBe(400);
  });

  it('resends the link only when the typed e-mail is the registered one', async () => {
    const me = await signUpAndIn(t, 'dialogo@exemplo.com');
    const sentBefore = t.mailer.sent.length;
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${me.accountId}/verify-email`,
      headers: me.auth,
      payload: { data: { attributes: { email: 'outro@exemplo.com' } } },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0].title).toBe(
      'Ops! O email informado não confere. Verifique os dados informados!',
    );
    const right = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${me.accountId}/verify-email`,
      headers: me.auth,
      payload: { data: { attributes: { email: 'Dialogo@exemplo.com' } } },
    });
    expect(right.statusCode).toBe(200);
    expect(t.mailer.sent.length).toBe(sentBefore + 1);
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/email-verification/send',
      headers: me.auth,
    });
    expect(send.json().data.sent).toBe(true);
  });

  it('resets the password with the e-mailed link once; the old password and old sessions stop working', async () => {
    const me = await signUpAndIn(t, 'esqueci@exemplo.com');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/password-recovery',
      payload: { email: 'ninguem@exemplo.com' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].title).toBe('Não conseguimos encontrar o email informado!');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/password-recovery',
      payload: { email: 'ESQUECI@exemplo.com' },
    });
    expect(asked.statusCode).toBe(201);
    const link = linkInLastEmail(t, 'esqueci@exemplo.com');
    const token = link.split('/redefina-sua-senha/')[1]!;
    const body = {
      email: 'esqueci@exemplo.com',
      password: 'novasenha1',
      password_confirmation: 'novasenha1',
    };

    const wrongEmail = await t.app.inject({
      method: 'POST',
      url: `/api/password-recovery/${token}`,
      payload: { ...body, email: 'outra@exemplo.com' },
    });
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongEmail.json().errors[0].title).toBe('Ops! O email informado não confere com o token!');
    const mismatch = await t.app.inject({
      method: 'POST',
      url: `/api/password-recovery/${token}`,
      payload: { ...body, password_confirmation: 'diferente1' },
    });
    expect(mismatch.statusCode).toBe(422);

    expect(
      (await t.app.inject({ method: 'POST', url: `/api/password-recovery/${token}`, payload: body }))
        .statusCode,
    ).toBe(200);
    const reused = await t.app.inject({
      method: 'POST',
      url: `/api/password-recovery/${token}`,
      payload: body,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors[0].title).toBe(
      'Ops! O link para redefinir sua senha expirou. Solicite um novo abaixo.',
    );

    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: 'esqueci@exemplo.com', password: 'segredo123' },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: 'esqueci@exemplo.com', password: 'novasenha1' },
    });
    expect(newPassword.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/token-check', headers: me.auth })).statusCode,
    ).toBe(401);
  });

  it('refuses an expired reset link with 400', async () => {
    await signUpAndIn(t, 'lenta@exemplo.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/password-recovery',
      payload: { email: 'lenta@exemplo.com' },
    });
    const token = linkInLastEmail(t, 'lenta@exemplo.com').split('/redefina-sua-senha/')[1]!;
    t.clock.advance(3 * 60 * 60 * 1000);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/password-recovery/${token}`,
      payload: { email: 'lenta@exemplo.com', password: 'novasenha1', password_confirmation: 'novasenha1' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('records the answer to newer terms, which the account then reports', async () => {
    const me = await signUpAndIn(t, 'termos@exemplo.com');
    expect((await statusOf(me.accountId, me.auth)).answered_current_terms).toBe(true);
    await t.database.db
      .insert(termsOfUse)
      .values({ version: '2026-11-01', title: 'Termos novos', body: '…', publishedOn: '2026-11-01' });
    expect((await statusOf(me.accountId, me.auth)).answered_current_terms).toBe(false);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/accounts-terms-of-use',
      headers: me.auth,
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].title).toBe('Você precisa selecionar uma das opções para continuar.');
    const terms = (await t.app.inject({ method: 'GET', url: '/api/terms-of-use' })).json().data[0];
    const answered = await t.app.inject({
      method: 'POST',
      url: '/api/accounts-terms-of-use',
      headers: me.auth,
      payload: { accepted: true, termsOfUseId: terms.id },
    });
    expect(answered.statusCode).toBe(201);
    expect((await statusOf(me.accountId, me.auth)).answered_current_terms).toBe(true);
  });

  it('never asks staff for the customer terms: an operator reports them answered, even newer ones', async () => {
    const operator = await operatorSignedIn(t);
    await t.database.db
      .insert(termsOfUse)
      .values({ version: '2026-11-20', title: 'Termos mais novos', body: '…', publishedOn: '2026-11-20' });
    const attributes = await statusOf(operator.accountId, operator.auth);
    expect(attributes.role).toBe('operator');
    expect(attributes.answered_current_terms).toBe(true);
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => t.close());

  it('answers 429 in Portuguese after too many sign-in attempts for one e-mail', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/authentication',
        payload: { email: 'alvo@exemplo.com', password: 'x' },
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors[0].title).toBe('Muitas tentativas. Aguarde um pouco e tente novamente.');
    const otherEmail = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: 'outra@exemplo.com', password: 'x' },
    });
    expect(otherEmail.statusCode).toBe(401);
  });

  it('limits password recovery requests for one e-mail (limits.integration.test.ts has the rest)', async () => {
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/api/password-recovery', payload: { email: 'x@exemplo.com' } });
    for (let i = 0; i < 3; i += 1) expect((await ask()).statusCode).toBe(404);
    expect((await ask()).statusCode).toBe(429);
  });
});
