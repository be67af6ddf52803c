import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema';
import { hashPassword } from '../modules/accounts/password';
import type { TestApp } from './app';

/** A JSON:API sign-up document for an individual, as the web's wizard sends it. */
export function physicalSignupBody(overrides: { email?: string; cpf?: string; password?: string } = {}) {
  const password = overrides.password ?? 'segredo123';
  return {
    data: {
      type: 'physicals',
      attributes: { cpf: overrides.cpf ?? generateCpf(), terms: true },
      relationships: {
        account: {
          data: {
            type: 'accounts',
            attributes: {
              first_name: 'ana',
              last_name: 'de souza',
              email: overrides.email ?? 'Ana@Exemplo.com.br',
              password,
              password_confirmation: password,
            },
          },
        },
        profile: {
          data: { type: 'profiles', attributes: { birthdate: '15/03/1990', state: 'pr', city: 'curitiba' } },
        },
        phones: {
          data: [
            { type: 'phones', attributes: { country_code: '55', area_code: '41', number: '999998888' } },
          ],
        },
      },
    },
  };
}

export function legalSignupBody(overrides: { email?: string; cnpj?: string } = {}) {
  return {
    data: {
      type: 'legals',
      attributes: {
        cnpj: overrides.cnpj ?? generateCnpj(),
        company_name: 'Limpa Tudo Ltda',
        business_name: 'Limpa Tudo',
        terms: true,
      },
      relationships: {
        account: {
          data: {
            type: 'accounts',
            attributes: {
              first_name: 'Carla',
              last_name: 'Mendes',
              email: overrides.email ?? 'contato@limpatudo.com.br',
              password: 'segredo123',
              password_confirmation: 'segredo123',
            },
          },
        },
        legal_representative: {
          data: {
            type: 'legal_representatives',
            attributes: {
              first_name: 'Carla',
              last_name: 'Mendes',
              cpf: generateCpf(),
              birthdate: '01/02/1985',
              phone: '(41) 98888-7777',
              address: {
                street: 'Rua XV de Novembro',
                street_number: '100',
                complement: 'Sala 2',
                zip_code: '80020-310',
                district: 'Centro',
                city: 'Curitiba',
                state: 'PR',
              },
            },
          },
        },
      },
    },
  };
}

/** Signs a physical customer up and in; answers its id and session token. */
export async function signUpAndIn(
  t: TestApp,
  email = `cliente${Math.random().toString(36).slice(2, 8)}@exemplo.com`,
) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/physicals',
    payload: physicalSignupBody({ email }),
  });
  if (created.statusCode !== 201) throw new Error(`sign-up failed: ${created.body}`);
  return signIn(t, email);
}

/** Signs an existing account in; answers its id and session token. */
export async function signIn(t: TestApp, email: string, password = 'segredo123') {
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/authentication',
    payload: { email, password },
  });
  if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.body}`);
  const { token, account } = signedIn.json() as { token: string; account: { id: string } };
  return { accountId: account.id, token, auth: { authorization: `Bearer ${token}` } };
}

/** Operators don't sign up: one is made in the database, as the seed does, then signed in. */
export async function operatorSignedIn(
  t: TestApp,
  email = `operador${Math.random().toString(36).slice(2, 8)}@brilho.test`,
) {
  await t.database.db.insert(accounts).values({
    email,
    passwordHash: await hashPassword('segredo123'),
    firstName: 'Otávio',
    lastName: 'Operador',
    accountableType: 'Operator',
    role: 'operator',
    status: 'active',
  });
  return signIn(t, email);
}

/** The first link in the newest e-mail sent to `to`. */
export function linkInLastEmail(t: TestApp, to: string): string {
  const message = [...t.mailer.sent].reverse().find((m) => m.to === to);
  const link = message?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no e-mail with a link to ${to}`);
  return link;
}

/**
 * A fresh session for an account a test already signed in: sessions end after 7 idle days, so a test that
 * moves the clock further on signs in again, as the person would.
 */
export async function signInAgain(t: TestApp, accountId: string) {
  const [account] = await t.database.db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) throw new Error(`no account ${accountId}`);
  return signIn(t, account.email);
}
