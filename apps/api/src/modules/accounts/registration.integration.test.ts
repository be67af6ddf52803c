import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsOfUse } from '../../db/schema';
import { legalSignupBody, physicalSignupBody } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';

describe('sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.database.db
      .insert(termsOfUse)
      .values({ version: '2020-10-08', title: 'Termos', body: '…', publishedOn: '2020-10-08' });
  });
  afterAll(() => t.close());

  it('creates an individual with profile and phone, normalised, waiting for e-mail verification', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/physicals',
      payload: physicalSignupBody({ email: 'Nova@Exemplo.com' }),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.data.attributes).toMatchObject({
      email: 'nova@exemplo.com',
      first_name: 'Ana',
      last_name: 'De Souza',
      status: 'waiting_email_verification',
      accountable_type: 'Physical',
    });
    const profile = body.included.find((r: { type: string }) => r.type === 'profiles');
    expect(profile.attributes).toMatchObject({
      birthdate: '1990-03-15',
      state_name: 'PR',
      city_name: 'Curitiba',
    });
    const phone = body.included.find((r: { type: string }) => r.type === 'phones');
    expect(phone.attributes).toEqual({ country_code: '55', area_code: '41', number: '999998888' });
    expect(body.data.attributes.answered_current_terms).toBe(true);
    expect(t.mailer.sent.at(-1)?.to).toBe('nova@exemplo.com');
    expect(t.mailer.sent.at(-1)?.text).toContain('/verificacao-de-email?token=');
  });

  it('answers 201 when the mail server is down at sign-up; the verification link can be asked again', async () => {
    const send = t.mailer.send;
    t.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    let response: Awaited<ReturnType<typeof t.app.inject>>;
    try {
      response = await t.app.inject({
        method: 'POST',
        url: '/api/physicals',
        payload: physicalSignupBody({ email: 'semcorreio@exemplo.com', password: 'segredo123' }),
      });
    } finally {
      t.mailer.send = send;
    }
    expect(response.statusCode, response.body).toBe(201);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: 'semcorreio@exemplo.com', password: 'segredo123' },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/email-verification/send',
      headers: { authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(t.mailer.sent.at(-1)?.to).toBe('semcorreio@exemplo.com');
    expect(t.mailer.sent.at(-1)?.text).toContain('/verificacao-de-email?token=');
  });

  it('creates a company with its legal representative', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/legals', payload: legalSignupBody() });
    expect(response.statusCode).toBe(201);
    const legal = response.json().included.find((r: { type: string }) => r.type === 'legals');
    expect(legal.attributes).toMatchObject({ company_name: 'Limpa Tudo Ltda', business_name: 'Limpa Tudo' });
  });

  it('refuses a duplicate e-mail on the e-mail field, whatever its case', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/physicals',
      payload: physicalSignupBody({ email: 'dup@exemplo.com' }),
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/physicals',
      payload: physicalSignupBody({ email: 'DUP@exemplo.com' }),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatchObject({
      title: 'E-mail já está sendo usado',
      source: { pointer: '/data/relationships/account/data/attributes/email' },
    });
  });

  it('refuses a duplicate CPF and a duplicate CNPJ on their fields', async () => {
    const cpf = '52998224725';
    await t.app.inject({
      method: 'POST',
      url: '/api/physicals',
      payload: physicalSignupBody({ email: 'a1@exemplo.com', cpf }),
    });
    const cpfAgain = await t.app.inject({
      method: 'POST',
      url: '/api/physicals',
      payload: physicalSignupBody({ email: 'a2@exemplo.com', cpf }),
    });
    expect(cpfAgain.json().errors[0]).toMatchObject({
      title: 'CPF já está sendo usado',
      source: { pointer: '/data/attributes/cpf' },
    });
    const cnpj = '11222333000181';
    await t.app.inject({
      method: 'POST',
      url: '/api/legals',
      payload: legalSignupBody({ email: 'b1@exemplo.com', cnpj }),
    });
    const cnpjAgain = await t.app.inject({
      method: 'POST',
      url: '/api/legals',
      payload: legalSignupBody({ email: 'b2@exemplo.com', cnpj }),
    });
    expect(cnpjAgain.json().errors[0]).toMatchObject({
      title: 'CNPJ já está sendo usado',
      source: { pointer: '/data/attributes/cnpj' },
    });
  });

  it.each([
    [
      'an invalid CPF',
      (b: ReturnType<typeof physicalSignupBody>) => {
        b.data.attributes.cpf = '11111111111';
      },
      '/data/attributes/cpf',
      'CPF inválido',
    ],
    [
      'unchecked terms',
      (b: ReturnType<typeof physicalSignupBody>) => {
        (b.data.attributes as { terms: unknown }).terms = false;
      },
      '/data/attributes/terms',
      'É preciso aceitar os termos de uso',
    ],
    [
      'a short password',
      (b: ReturnType<typeof physicalSignupBody>) => {
        Object.assign(b.data.relationships.account.data.attributes, {
          password: '1234567',
          password_confirmation: '1234567',
        });
      },
      '/data/relationships/account/data/attributes/password',
      'A senha deve ter ao menos 8 caracteres',
    ],
    [
      'a confirmation that differs',
      (b: ReturnType<typeof physicalSignupBody>) => {
        b.data.relationships.account.data.attributes.password_confirmation = 'outrasenha';
      },
      '/data/relationships/account/data/attributes/password_confirmation',
      'As senhas não conferem',
    ],
    [
      'an invalid e-mail',
      (b: ReturnType<typeof physicalSignupBody>) => {
        b.data.relationships.account.data.attributes.email = 'nao-e-email';
      },
      '/data/relationships/account/data/attributes/email',
      'E-mail inválido',
    ],
    [
      'a name with digits',
      (b: ReturnType<typeof physicalSignupBody>) => {
        b.data.relationships.account.data.attributes.first_name = 'Ana2';
      },
      '/data/relationships/account/data/attributes/first_name',
      'Use apenas letras e espaços',
    ],
    [
      'an impossible birthdate',
      (b: ReturnType<typeof physicalSignupBody>) => {
        b.data.relationships.profile.data.attributes.birthdate = '31/02/1990';
      },
      '/data/relationships/profile/data/attributes/birthdate',
      'Data inválida. Use o formato DD/MM/AAAA',
    ],
    [
      'a missing UF',
      (b: ReturnType<typeof physicalSignupBody>) => {
        delete (b.data.relationships.profile.data.attributes as { state?: string }).state;
      },
      '/data/relationships/profile/data/attributes/state',
      'O campo UF é obrigatório!',
    ],
    [
      'a short mobile',
      (b: ReturnType<typeof physicalSignupBody>) => {
        b.data.relationships.phones.data[0]!.attributes.number = '9999';
      },
      '/data/relationships/phones/data/0/attributes/number',
      'O celular deve ter 10 ou 11 dígitos',
    ],
  ])('answers 422 on the field for %s', async (_case, mutate, pointer, title) => {
    const body = physicalSignupBody();
    mutate(body);
    const response = await t.app.inject({ method: 'POST', url: '/api/physicals', payload: body });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual({ status: '422', title, source: { pointer } });
  });

  it('writes nothing when any part is invalid', async () => {
    const body = physicalSignupBody({ email: 'metade@exemplo.com' });
    body.data.relationships.phones.data[0]!.attributes.number = '1';
    await t.app.inject({ method: 'POST', url: '/api/physicals', payload: body });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: 'metade@exemplo.com', password: 'segredo123' },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('requires the representative address fields of a company', async () => {
    const body = legalSignupBody();
    const rep = body.data.relationships.legal_representative.data.attributes;
    rep.address.zip_code = '123';
    const response = await t.app.inject({ method: 'POST', url: '/api/legals', payload: body });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual({
      status: '422',
      title: 'O CEP deve ter 8 dígitos',
      source: { pointer: '/data/relationships/legal_representative/data/attributes/address/zip_code' },
    });
  });
});
