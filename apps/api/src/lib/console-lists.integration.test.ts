import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, coupons, districts, professionals, tickets } from '../db/schema';
import { CENTRO, customerIn, NOW, seedWorld } from '../modules/orders/test-fixtures';
import { bookedOrder } from '../modules/tickets/test-fixtures';
import { operatorSignedIn } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/app';

/**
 * Search, sort, paging and CSV on every operator console list, through HTTP on a real database:
 * one shared reader (lib/list-query) so each list answers the same parameters the same way.
 */
describe('operator console lists: search, sort, paging and CSV', () => {
  let t: TestApp;
  let operator: Record<string, string>;
  let customer: Record<string, string>;
  let orderId: string;
  let professionalId: string;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    const byCode = await seedWorld(t);
    const ana = await customerIn(t, byCode[CENTRO]!);
    customer = ana.auth;
    // Names to find: the customer booking the order, a second customer, and one whose name is a formula.
    await t.database.db
      .update(accounts)
      .set({ firstName: 'Bárbara', lastName: 'Quintella' })
      .where(eq(accounts.id, ana.accountId));
    const zeca = await customerIn(t, byCode[CENTRO]!);
    await t.database.db
      .update(accounts)
      .set({ firstName: '=HYPERLINK("x")', lastName: 'Zeca' })
      .where(eq(accounts.id, zeca.accountId));
    const booked = await bookedOrder(t, byCode, ana);
    orderId = booked.id;
    professionalId = booked.professionalId;
    const [pro] = await t.database.db
      .select({ accountId: professionals.accountId })
      .from(professionals)
      .where(eq(professionals.id, professionalId));
    await t.database.db
      .update(accounts)
      .set({ firstName: 'Ygritte', lastName: 'Sampaio' })
      .where(eq(accounts.id, pro!.accountId));
    await t.database.db.insert(tickets).values([
      { kind: 'general_question', accountId: ana.accountId, question: 'Onde está a faxineira?' },
      { kind: 'general_question', accountId: zeca.accountId, question: 'Posso pagar com boleto?' },
    ]);
    await t.database.db.insert(coupons).values([
      { name: 'VERAO10', valueType: 'PERCENTAGE', value: 10 },
      { name: 'ABACAXI5', valueType: 'PERCENTAGE', value: 5 },
    ]);
    const signed = await operatorSignedIn(t);
    operator = signed.auth;
    await t.database.db.insert(auditLog).values([
      {
        actorId: signed.accountId,
        action: 'customer.block',
        subjectType: 'accounts',
        subjectId: zeca.accountId,
      },
      { actorId: signed.accountId, action: 'coupon.create', subjectType: 'coupons', subjectId: orderId },
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string, auth: Record<string, string> = operator) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth });

  /** Each list: its path, a search that finds one row, a row's attribute read back, a sortable column. */
  const LISTS = [
    { path: '/operator/orders', search: 'quintella', sort: 'total', expect: 1 },
    { path: '/operator/customers', search: 'QUINTÉLLA', sort: 'name', expect: 1 },
    { path: '/operator/professionals', search: 'ygritte', sort: 'rating', expect: 1 },
    { path: '/operator/tickets', search: 'boleto', sort: 'customer', expect: 1 },
    { path: '/operator/coupons', search: 'abacaxi', sort: 'name', expect: 1 },
    { path: '/operator/subscriptions', search: 'ninguem-assina', sort: 'status', expect: 0 },
    { path: '/operator/audit', search: 'bloqueou', sort: 'action', expect: 1 },
    { path: '/states', search: 'parana', sort: 'code', expect: 1 },
    { path: '/cities', search: 'pinhais', sort: 'code', expect: 2 },
  ] as const;

  it.each(LISTS)('$path finds rows by filter[search], case- and accent-insensitive', async (list) => {
    const found = await get(`${list.path}?filter[search]=${encodeURIComponent(list.search)}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toHaveLength(list.expect);
    expect(found.json().meta.record_count).toBe(list.expect);
  });

  it.each(LISTS)('$path sorts by a whitelisted column both ways and pages', async (list) => {
    const up = await get(`${list.path}?sort=${list.sort}&page[size]=1&page[number]=1`);
    const down = await get(`${list.path}?sort=-${list.sort}&page[size]=1&page[number]=1`);
    expect(up.statusCode, up.body).toBe(200);
    expect(down.statusCode, down.body).toBe(200);
    expect(up.json().data.length).toBeLessThanOrEqual(1);
    const total = up.json().meta.record_count as number;
    expect(up.json().meta.page_count).toBe(Math.max(1, total));
  });

  it.each(LISTS)(
    '$path refuses an unknown sort, a repeated sort, a bad page and an over-long search',
    async (list) => {
      for (const query of [
        'sort=password_hash',
        'sort=-',
        'sort=name&sort=-name',
        'page[number]=0',
        'page[size]=abc',
        `filter[search]=${'a'.repeat(101)}`,
        'filter[search]=a&filter[search]=b',
      ]) {
        const answer = await get(`${list.path}?${query}`);
        expect(answer.statusCode, `${list.path}?${query}`).toBe(400);
        const [error] = answer.json().errors;
        expect(error.title).toMatch(/inválid/);
        expect(error.source.parameter).toMatch(/^(sort|page\[(number|size)\]|filter\[search\])$/);
      }
    },
  );

  it('keeps the old filters next to the search: orders by customer and by status', async () => {
    const byCustomer = await get('/operator/orders?filter[customer]=bárbara&filter[search]=ygritte');
    expect(byCustomer.json().data.map((row: { id: string }) => row.id)).toEqual([orderId]);
    const byId = await get(`/operator/orders?filter[search]=${orderId}`);
    expect(byId.json().data).toHaveLength(1);
    const none = await get('/operator/orders?filter[status]=complete&filter[search]=quintella');
    expect(none.json().data).toHaveLength(0);
  });

  it('sorts for real: coupons by name ascending then descending', async () => {
    const names = async (sort: string) =>
      (await get(`/operator/coupons?sort=${sort}`))
        .json()
        .data.map((row: { attributes: { name: string } }) => row.attributes.name);
    const up = await names('name');
    expect(up).toEqual([...up].sort());
    expect(up.indexOf('ABACAXI5')).toBeLessThan(up.indexOf('VERAO10'));
    expect(await names('-name')).toEqual([...up].reverse());
  });

  it("gives a district's entry its city, where the console shows the district", async () => {
    const [district] = await t.database.db.select().from(districts).limit(1);
    await t.database.db
      .insert(auditLog)
      .values({ action: 'district.update', subjectType: 'districts', subjectId: district!.id });
    const listed = await get(`/operator/audit?filter[subject_id]=${district!.id}`);
    expect(listed.json().data[0].attributes).toMatchObject({
      action_label: 'Editou bairro',
      subject_label: 'Bairro',
      subject_city_id: district!.cityId,
    });
  });

  it('names each audit action in pt-BR and finds entries by that name', async () => {
    const listed = await get('/operator/audit?filter[search]=bloqueou');
    expect(listed.json().data[0].attributes).toMatchObject({
      action: 'customer.block',
      action_label: 'Bloqueou cliente',
    });
  });

  const EXPORTS = [
    {
      path: '/operator/orders.csv',
      file: 'pedidos',
      header: 'Pedido;Início;Duração (h);Cliente',
      has: 'Quintella',
    },
    {
      path: '/operator/customers.csv',
      file: 'clientes',
      header: 'Cliente;Nome;Empresa;E-mail',
      has: 'Quintella',
    },
    {
      path: '/operator/professionals.csv',
      file: 'profissionais',
      header: 'Profissional;Nome;E-mail',
      has: 'Ygritte Sampaio',
    },
    {
      path: '/operator/tickets.csv',
      file: 'chamados',
      header: 'Chamado;Aberto em;Tipo;Status',
      has: 'Dúvida',
    },
    {
      path: '/operator/audit.csv',
      file: 'registro',
      header: 'Quando;Quem;E-mail;Ação',
      has: 'Bloqueou cliente',
    },
  ] as const;

  it.each(EXPORTS)('$path downloads the list as CSV for Excel-BR (BOM, ;, CRLF)', async (csv) => {
    const answer = await get(csv.path);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${csv.file}-2026-11-23.csv"`);
    expect(answer.body.startsWith(`\uFEFF${csv.header}`)).toBe(true);
    expect(answer.body).toContain('\r\n');
    expect(answer.body).toContain(csv.has);
  });

  it.each(EXPORTS)('$path is for operators only', async (csv) => {
    expect((await get(csv.path, customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api${csv.path}` })).statusCode).toBe(401);
    expect((await get(`${csv.path}?sort=nope`)).statusCode).toBe(400);
  });

  it('exports what the screen shows: the search and the sort, every page', async () => {
    const lines = (
      await get('/operator/customers.csv?filter[search]=quintella&page[size]=1&page[number]=5')
    ).body
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Bárbara Quintella');
    const orders = (await get('/operator/orders.csv')).body;
    expect(orders).toMatch(/;\d+,\d{2};/);
  });

  it('guards CSV injection: a name starting with = is written as text', async () => {
    const body = (await get('/operator/customers.csv?filter[search]=zeca')).body;
    expect(body).toContain(`"'=HYPERLINK(""x"") Zeca"`);
    expect(body).not.toMatch(/;=HYPERLINK/);
  });

  it('keeps the professionals validation queue, read by the same parameters', async () => {
    expect((await get('/operator/professionals/validation-queue?sort=-created_at')).statusCode).toBe(200);
    expect((await get('/operator/professionals/validation-queue?sort=bogus')).statusCode).toBe(400);
  });
});
