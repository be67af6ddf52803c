import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, professionals, professionalWeeklyHours } from '../../db/schema';
import { operatorSignedIn, signUpAndIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { BATEL, CENTRO, NOW, seedWorld } from '../orders/test-fixtures';
import { professionalStreamAuthorizer } from './channels';
import { PASSWORD, professionalIn, proGet, proPost, type SignedInPro } from './test-fixtures';

const NO_ACCESS = 'Você não tem acesso à esta aplicação';
const FORBIDDEN = 'Você não tem permissão para esta ação.';

const signIn = (t: TestApp, url: string, email: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: { data: { attributes: { email, password } } } });

describe('professional side: access', () => {
  let t: TestApp;
  let district: Record<string, string>;
  let rosa: SignedInPro;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    district = await seedWorld(t);
    rosa = await professionalIn(t, { districtIds: [district[BATEL]!, district[CENTRO]!] });
  });
  afterAll(() => t.close());

  describe('POST /professional/authentication', () => {
    it('signs a professional in with a session, their account and their professional id', async () => {
      const response = await signIn(t, '/professional/authentication', rosa.email);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        token: expect.any(String),
        account: { id: rosa.accountId, accountable_type: 'Professional', role: 'professional' },
        professional: { id: rosa.id },
      });
      const check = await t.app.inject({
        method: 'GET',
        url: '/api/token-check',
        headers: { authorization: `Bearer ${body.token}` },
      });
      expect(check.json().data).toMatchObject({ valid: true, role: 'professional' });
    });

    it('refuses wrong credentials with 401', async () => {
      const wrong = await signIn(t, '/professional/authentication', rosa.email, 'outrasenha1');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().errors[0].title).toBe('Usuário ou senha incorretos');
      const unknown = await signIn(t, '/professional/authentication', 'ninguem@exemplo.com');
      expect(unknown.statusCode).toBe(401);
    });

    it('refuses a customer and an operator with 403 (their app is another)', async () => {
      const email = 'cliente-pro@exemplo.com';
      await signUpAndIn(t, email);
      const customer = await signIn(t, '/professional/authentication', email);
      expect(customer.statusCode).toBe(403);
      expect(customer.json().errors[0].title).toBe(NO_ACCESS);

      const operatorEmail = 'operador-pro@brilho.test';
      await operatorSignedIn(t, operatorEmail);
      const operator = await signIn(t, '/professional/authentication', operatorEmail);
      expect(operator.statusCode).toBe(403);
      expect(operator.json().errors[0].title).toBe(NO_ACCESS);
    });

    it('refuses a blocked professional with 403', async () => {
      const blocked = await professionalIn(t, { districtIds: [district[BATEL]!] });
      await t.database.db
        .update(professionals)
        .set({ blockedAt: NOW })
        .where(eq(professionals.id, blocked.id));
      const response = await signIn(t, '/professional/authentication', blocked.email);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].title).toBe(NO_ACCESS);
    });

    it("the customer's POST /authentication signs a professional in too, but never a blocked one", async () => {
      const response = await signIn(t, '/authentication', rosa.email);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().account).toMatchObject({ role: 'professional' });
      const blocked = await professionalIn(t, { districtIds: [district[BATEL]!] });
      await t.database.db
        .update(professionals)
        .set({ blockedAt: NOW })
        .where(eq(professionals.id, blocked.id));
      const refused = await signIn(t, '/authentication', blocked.email);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0].title).toBe(NO_ACCESS);
    });

    it('signs out with the shared DELETE /authentication', async () => {
      const other = await professionalIn(t, { districtIds: [district[BATEL]!] });
      expect((await proGet(t, other.auth, '/me')).statusCode).toBe(200);
      const out = await t.app.inject({ method: 'DELETE', url: '/api/authentication', headers: other.auth });
      expect(out.statusCode).toBe(204);
      expect((await proGet(t, other.auth, '/me')).statusCode).toBe(401);
    });
  });

  describe('GET /professional/me', () => {
    it("answers the professional's profile, districts and weekly hours", async () => {
      await t.database.db.insert(professionalWeeklyHours).values([
        { professionalId: rosa.id, weekday: 2, startHour: 8, endHour: 17 },
        { professionalId: rosa.id, weekday: 1, startHour: 7, endHour: 12 },
      ]);
      const response = await proGet(t, rosa.auth, '/me');
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({ id: rosa.id, type: 'professionals' });
      expect(data.attributes).toEqual({
        first_name: 'Rosa',
        last_name: expect.stringMatching(/^Lima /),
        email: rosa.email,
        profile_picture: null,
        bio: null,
        validation: 'validated',
        rating: 10_000,
        completed_orders_count: 0,
        // Why a self sign-up was refused; none for a validated professional.
        refusal_reason: null,
        districts: [
          { id: district[BATEL], display_name: 'Batel', city: 'Curitiba' },
          { id: district[CENTRO], display_name: 'Centro', city: 'Curitiba' },
        ],
        weekly_hours: [
          { weekday: 1, start_hour: 7, end_hour: 12 },
          { weekday: 2, start_hour: 8, end_hour: 17 },
        ],
      });
    });
  });

  describe('who may call /professional/*', () => {
    const endpoints: [string, 'GET' | 'POST', string][] = [
      ['me', 'GET', '/me'],
      ['offers', 'GET', '/offers'],
      ['willing', 'POST', '/offers/00000000-0000-4000-8000-000000000000/willing'],
      ['agenda', 'GET', '/agenda'],
      ['order', 'GET', '/orders/00000000-0000-4000-8000-000000000000'],
      ['check-in', 'POST', '/orders/00000000-0000-4000-8000-000000000000/check-in'],
      ['check-out', 'POST', '/orders/00000000-0000-4000-8000-000000000000/check-out'],
    ];

    it.each(endpoints)(
      '%s: 401 signed out, 403 for a customer and an operator',
      async (_name, method, url) => {
        const anonymous = await t.app.inject({ method, url: `/api/professional${url}` });
        expect(anonymous.statusCode).toBe(401);
        const customer = await signUpAndIn(t);
        const asCustomer = await (method === 'GET' ? proGet : proPost)(t, customer.auth, url);
        expect(asCustomer.statusCode).toBe(403);
        expect(asCustomer.json().errors[0].title).toBe(FORBIDDEN);
        const operator = await operatorSignedIn(t);
        const asOperator = await (method === 'GET' ? proGet : proPost)(t, operator.auth, url);
        expect(asOperator.statusCode).toBe(403);
      },
    );
  });

  describe('the ProfessionalChannel', () => {
    it("is streamed only by the professional's own account", async () => {
      const authorize = professionalStreamAuthorizer(t.app.ctx);
      const other = await professionalIn(t, { districtIds: [district[BATEL]!] });
      const [customer] = await t.database.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.role, 'customer'))
        .limit(1);
      expect(await authorize({ accountId: rosa.accountId, role: 'professional' }, rosa.id)).toBe(true);
      expect(await authorize({ accountId: other.accountId, role: 'professional' }, rosa.id)).toBe(false);
      expect(await authorize({ accountId: customer!.id, role: 'customer' }, rosa.id)).toBe(false);
      expect(await authorize({ accountId: rosa.accountId, role: 'professional' }, 'not-a-uuid')).toBe(false);
    });
  });
});
