import { saoPauloInstant } from '@brilho/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, professionals, scheduleEvents, schedules } from '../../db/schema';
import { operatorSignedIn, signIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { auditRowsOf, consoleAct } from '../../test/console';
import { BATEL, CENTRO, type Customer, customerIn, NOW, seedWorld } from '../orders/test-fixtures';
import { AVAILABILITY_HORIZON_JOB, fillAvailabilityHorizon } from './horizon';

type Auth = Record<string, string>;

/** Monday 2026-11-23 09:00 São Paulo (NOW): weekdays 1 (Mon) … 7 (Sun). */
const MON_TUE_HOURS = [
  { weekday: 1, start_hour: 8, end_hour: 18 },
  { weekday: 2, start_hour: 9, end_hour: 17 },
];

describe('operator: professionals', () => {
  let t: TestApp;
  let operator: Auth;
  let customer: Customer;
  let districtsByCode: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    districtsByCode = await seedWorld(t);
    operator = (await operatorSignedIn(t)).auth;
    customer = await customerIn(t, districtsByCode[CENTRO]!);
  });
  afterAll(() => t.close());

  let sequence = 0;
  const createBody = (
    extra: Record<string, unknown> = {},
    districtIds: string[] = [districtsByCode[CENTRO]!],
  ) => {
    sequence += 1;
    return {
      data: {
        type: 'professionals',
        attributes: {
          first_name: 'joana',
          last_name: `souza ${'abcdefghij'[sequence % 10]}`,
          email: `Joana${sequence}@Exemplo.com`,
          phone: '(41) 99999-8888',
          bio: 'Diarista caprichosa.',
          ...extra,
        },
        relationships: { districts: { data: districtIds.map((id) => ({ type: 'districts', id })) } },
      },
    };
  };
  const create = async (extra: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/professionals',
      headers: operator,
      payload: createBody(extra),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const act = (id: string, action: string, headers: Auth = operator, reason = 'Faltas sem aviso.') =>
    consoleAct(t, 'professionals', headers, id, action, reason);
  const auditOf = (action: string, subjectId: string) => auditRowsOf(t, action, subjectId);
  const availableOf = (professionalId: string) =>
    t.database.db
      .select()
      .from(scheduleEvents)
      .where(and(eq(scheduleEvents.professionalId, professionalId), eq(scheduleEvents.status, 'available')));

  it('refuses signed-out callers (401) and customers (403) on every operator endpoint', async () => {
    const { data } = await create();
    const calls: [string, string][] = [
      ['GET', '/api/operator/professionals'],
      ['GET', '/api/operator/professionals/validation-queue'],
      ['GET', `/api/operator/professionals/${data.id}`],
      ['POST', '/api/professionals'],
      ['PATCH', `/api/professionals/${data.id}`],
      ...['validate', 'refuse', 'block', 'suspend', 'reactivate'].map((action): [string, string] => [
        'POST',
        `/api/operator/professionals/${data.id}/${action}`,
      ]),
    ];
    for (const [method, url] of calls) {
      const payload = method === 'GET' ? undefined : createBody();
      const anonymous = await t.app.inject({ method: method as 'GET', url, payload });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asCustomer = await t.app.inject({
        method: method as 'GET',
        url,
        headers: customer.auth,
        payload,
      });
      expect(asCustomer.statusCode, `${method} ${url}`).toBe(403);
    }
    // The customers' list stays open to them.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/professionals', headers: customer.auth })).statusCode,
    ).toBe(200);
  });

  it('creates a registered professional with a one-time password, signed in as a professional at either door', async () => {
    const body = await create({ weekly_hours: MON_TUE_HOURS });
    expect(body.data.attributes).toMatchObject({
      first_name: 'Joana',
      email: expect.stringMatching(/^joana\d+@exemplo\.com$/),
      phone: { country_code: '55', area_code: '41', number: '999998888' },
      validation: 'registered',
      status: 'registered',
      request_age_business_hours: 0,
      validation_overdue: false,
      weekly_hours: MON_TUE_HOURS,
      districts: [expect.objectContaining({ id: districtsByCode[CENTRO], city_name: 'Curitiba' })],
    });
    expect(body.meta.temporary_password).toMatch(/^[A-Za-z0-9]{12}$/);
    const [account] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, body.data.attributes.email));
    expect(account!.passwordHash).not.toContain(body.meta.temporary_password);
    expect(account!.role).toBe('professional');
    expect(await auditOf('professional.create', body.data.id)).toHaveLength(1);
    // Staff sign in at /login too: the session is a professional's, and the web sends it to its area.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: body.data.attributes.email, password: body.meta.temporary_password },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().account.role).toBe('professional');
  });

  it('refuses a taken e-mail and an unknown district on their fields', async () => {
    const first = await create();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/professionals',
      headers: operator,
      payload: createBody({ email: first.data.attributes.email }),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0].source.pointer).toBe('/data/attributes/email');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/professionals',
      headers: operator,
      payload: createBody({}, ['00000000-0000-4000-8000-000000000000']),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].source.pointer).toBe('/data/relationships/districts');
    const badHours = await t.app.inject({
      method: 'POST',
      url: '/api/professionals',
      headers: operator,
      payload: createBody({ weekly_hours: [{ weekday: 1, start_hour: 18, end_hour: 9 }] }),
    });
    expect(badHours.statusCode).toBe(422);
  });

  it('turns weekly hours into available events 35 days ahead, and a removed weekday drops only future available ones', async () => {
    const { data } = await create({ weekly_hours: MON_TUE_HOURS });
    const events = await availableOf(data.id);
    // Today (Mon 23) at 08–18 is under way at 09:00 but still inserted as today's window; 6 Mondays and 5
    // Tuesdays fall from Nov 23 to Dec 28 (35 days ahead).
    const mondays = events.filter((e) => e.startsAt.getUTCDay() === 1);
    const tuesdays = events.filter((e) => e.startsAt.getUTCDay() === 2);
    expect(mondays).toHaveLength(6);
    expect(tuesdays).toHaveLength(5);
    expect(mondays.map((e) => e.startsAt.toISOString())).toContain(
      saoPauloInstant('2026-11-30', 8).toISOString(),
    );
    expect(tuesdays[0]!.endsAt.toISOString()).toBe(saoPauloInstant('2026-11-24', 17).toISOString());

    // A booked cleaning on Tuesday Dec 1st stays whatever happens to the hours.
    const [schedule] = await t.database.db
      .select()
      .from(schedules)
      .where(eq(schedules.professionalId, data.id));
    const [booked] = await t.database.db
      .insert(scheduleEvents)
      .values({
        scheduleId: schedule!.id,
        professionalId: data.id,
        status: 'booked',
        startsAt: saoPauloInstant('2026-12-01', 10),
        endsAt: saoPauloInstant('2026-12-01', 12),
      })
      .returning();

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/professionals/${data.id}`,
      headers: operator,
      payload: { data: { type: 'professionals', attributes: { weekly_hours: [MON_TUE_HOURS[0]] } } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = await availableOf(data.id);
    expect(after.filter((e) => e.startsAt.getUTCDay() === 2)).toHaveLength(0);
    expect(after.filter((e) => e.startsAt.getUTCDay() === 1)).toHaveLength(6);
    const [stillBooked] = await t.database.db
      .select()
      .from(scheduleEvents)
      .where(eq(scheduleEvents.id, booked!.id));
    expect(stillBooked).toMatchObject({
      status: 'booked',
      startsAt: booked!.startsAt,
      endsAt: booked!.endsAt,
    });
    const [entry] = await auditOf('professional.update', data.id);
    expect(entry!.data).toMatchObject({
      weekly_hours: [MON_TUE_HOURS[0]],
      availability: { inserted: 0, deleted: 5 },
    });
  });

  it('the daily job run twice adds nothing twice and, a week later, adds the new days once', async () => {
    const { data } = await create({ weekly_hours: [{ weekday: 3, start_hour: 7, end_hour: 22 }] });
    const before = await availableOf(data.id);
    expect(await fillAvailabilityHorizon(t.app.ctx)).toBe(0);
    expect(await fillAvailabilityHorizon(t.app.ctx)).toBe(0);
    expect(await availableOf(data.id)).toHaveLength(before.length);

    // Through the durable job, on the injected clock: a week later the new Wednesday appears once.
    await t.app.ctx.jobs.send(AVAILABILITY_HORIZON_JOB, {}, { singletonKey: 'daily' });
    t.clock.set(new Date(NOW.getTime() + 7 * 24 * 3600 * 1000));
    await t.app.ctx.jobs.runDue();
    await t.app.ctx.jobs.runDue();
    const later = await availableOf(data.id);
    const starts = later.map((e) => e.startsAt.toISOString());
    expect(new Set(starts).size).toBe(starts.length);
    expect(starts).toContain(saoPauloInstant('2026-12-30', 7).toISOString());
    t.clock.set(NOW);
  });

  it('lists the validation queue oldest first with the age in business hours, flagged past 72', async () => {
    const old = await create();
    // Registered on Friday 2026-11-13 09:00: 6 business days (Nov 20 is a holiday) → 5×24 + 15 = 135 h > 72.
    await t.database.db
      .update(professionals)
      .set({ createdAt: saoPauloInstant('2026-11-13', 9) })
      .where(eq(professionals.id, old.data.id));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/operator/professionals/validation-queue',
      headers: operator,
    });
    expect(response.statusCode).toBe(200);
    const queue = response.json().data as { id: string; attributes: Record<string, unknown> }[];
    expect(queue[0]!.id).toBe(old.data.id);
    expect(queue[0]!.attributes.validation_overdue).toBe(true);
    expect(queue[0]!.attributes.request_age_business_hours).toBeGreaterThan(72);
    expect(queue.every((p) => p.attributes.validation === 'registered')).toBe(true);
    expect(queue.at(-1)!.attributes.validation_overdue).toBe(false);
  });

  it('searches by name or e-mail and filters by validation status, paged', async () => {
    const { data } = await create({ first_name: 'Zuleica', last_name: 'Teixeira' });
    const byName = await t.app.inject({
      method: 'GET',
      url: '/api/operator/professionals?filter[search]=zulEICA&page[size]=5',
      headers: operator,
    });
    expect(byName.json().data.map((p: { id: string }) => p.id)).toEqual([data.id]);
    const byEmail = await t.app.inject({
      method: 'GET',
      url: `/api/operator/professionals?filter[search]=${encodeURIComponent(data.attributes.email)}`,
      headers: operator,
    });
    expect(byEmail.json().data).toHaveLength(1);
    const validated = await t.app.inject({
      method: 'GET',
      url: '/api/operator/professionals?filter[validation]=validated',
      headers: operator,
    });
    expect(validated.json().data).toHaveLength(0);
    const paged = await t.app.inject({
      method: 'GET',
      url: '/api/operator/professionals?page[size]=2',
      headers: operator,
    });
    expect(paged.json().data).toHaveLength(2);
    expect(paged.json().meta.record_count).toBeGreaterThan(2);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/operator/professionals?filter[validation]=whatever',
      headers: operator,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('validates a professional with districts and hours, who then appears in the customer’s search', async () => {
    const { data } = await create({ weekly_hours: [{ weekday: 4, start_hour: 8, end_hour: 18 }] });
    const search = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/professionals?filter[district_id]=${districtsByCode[CENTRO]}&page[size]=100`,
        headers: customer.auth,
      });
    const ids = async () => (await search()).json().data.map((p: { id: string }) => p.id);
    expect(await ids()).not.toContain(data.id);
    const validated = await act(data.id, 'validate');
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json().data.attributes).toMatchObject({ validation: 'validated', status: 'validated' });
    expect(await ids()).toContain(data.id);
    // The purchase flow's search: free on Thursday 26 at 10h for 2 hours, in the district served.
    const available = await t.app.inject({
      method: 'GET',
      url: `/api/finders/professionals/available-by-district?filter[district_id]=${districtsByCode[CENTRO]}&filter[date]=2026-11-26&filter[initial_hour]=10&filter[duration]=2&page[limit]=100`,
      headers: customer.auth,
    });
    expect(available.statusCode, available.body).toBe(200);
    expect(available.json().data.map((p: { id: string }) => p.id)).toContain(data.id);
    expect(await auditOf('professional.validate', data.id)).toHaveLength(1);
    expect((await act(data.id, 'validate')).statusCode).toBe(409);
  });

  it('refuses, suspends, blocks and reactivates, each audited, with its effect on the search and sign-in', async () => {
    const refusedOne = await create();
    expect((await act(refusedOne.data.id, 'refuse')).json().data.attributes.validation).toBe('refused');
    expect(await auditOf('professional.refuse', refusedOne.data.id)).toHaveLength(1);

    const { data } = await create({ weekly_hours: [{ weekday: 4, start_hour: 8, end_hour: 18 }] });
    await act(data.id, 'validate');
    const inSearch = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/professionals?filter[district_id]=${districtsByCode[CENTRO]}&page[size]=100`,
          headers: customer.auth,
        })
      )
        .json()
        .data.some((p: { id: string }) => p.id === data.id);

    const suspended = await act(data.id, 'suspend');
    expect(suspended.json().data.attributes.status).toBe('suspended');
    expect(await inSearch()).toBe(false);
    expect((await act(data.id, 'suspend')).statusCode).toBe(409);
    expect((await act(data.id, 'reactivate')).json().data.attributes.status).toBe('validated');
    expect(await inSearch()).toBe(true);

    const blocked = await act(data.id, 'block');
    expect(blocked.json().data.attributes.status).toBe('blocked');
    expect(await inSearch()).toBe(false);
    const [account] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, data.attributes.email));
    expect(account!.blockedAt).not.toBeNull();
    await act(data.id, 'reactivate');
    expect(await inSearch()).toBe(true);
    for (const action of ['suspend', 'reactivate', 'block'])
      expect(await auditOf(`professional.${action}`, data.id)).not.toHaveLength(0);
  });

  it('asks for the reason of a block or a suspension, and e-mails it to the professional', async () => {
    const { data } = await create();
    await act(data.id, 'validate');
    for (const action of ['block', 'suspend']) {
      const missing = await act(data.id, action, operator, '   ');
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors[0]).toMatchObject({
        title: 'Informe o motivo.',
        source: { pointer: '/data/attributes/reason' },
      });
    }
    expect(
      (await t.database.db.select().from(accounts).where(eq(accounts.email, data.attributes.email)))[0]!
        .suspendedAt,
    ).toBeNull();

    const sentBefore = t.mailer.sent.length;
    expect((await act(data.id, 'suspend', operator, 'Três faltas sem aviso em novembro.')).statusCode).toBe(
      200,
    );
    await t.app.ctx.jobs.runDue();
    // The validation's own e-mail ('Cadastro aprovado') went out in the same run: find the suspension's.
    const mail = t.mailer.sent
      .slice(sentBefore)
      .find((m) => m.to === data.attributes.email && m.subject === 'Brilho - Sua conta foi suspensa');
    expect(mail?.subject).toBe('Brilho - Sua conta foi suspensa');
    expect(mail?.text).toContain('Motivo: Três faltas sem aviso em novembro.');
    const [audit] = await auditOf('professional.suspend', data.id);
    expect(audit?.data).toMatchObject({ reason: 'Três faltas sem aviso em novembro.' });
  });

  it('edits personal data, photo, bio, districts and badges, audited', async () => {
    const { data } = await create();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/professionals/${data.id}`,
      headers: operator,
      payload: {
        data: {
          type: 'professionals',
          attributes: {
            first_name: 'maria clara',
            phone: '41988887777',
            profile_picture: '/api/uploads/foto.jpg',
            bio: 'Nova bio.',
            is_top_professional: true,
            in_high_demand: true,
            has_products: true,
          },
          relationships: { districts: { data: [{ type: 'districts', id: districtsByCode[BATEL] }] } },
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      first_name: 'Maria Clara',
      phone: { area_code: '41', number: '988887777' },
      profile_picture: '/api/uploads/foto.jpg',
      bio: 'Nova bio.',
      is_top_professional: true,
      in_high_demand: true,
      has_products: true,
      districts: [expect.objectContaining({ id: districtsByCode[BATEL] })],
    });
    const [entry] = await auditOf('professional.update', data.id);
    expect(entry!.data).toMatchObject({ first_name: 'Maria Clara', is_top_professional: true });
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/professionals/00000000-0000-4000-8000-000000000000',
      headers: operator,
      payload: { data: { attributes: { bio: 'x' } } },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('a blocked professional’s sessions end', async () => {
    const { data, meta } = await create();
    // Sign-in as a professional is refused by the customer app, so a session is made as the seed would.
    await t.database.db
      .update(accounts)
      .set({ role: 'operator', accountableType: 'Operator' })
      .where(eq(accounts.email, data.attributes.email));
    const session = await signIn(t, data.attributes.email, meta.temporary_password);
    await t.database.db
      .update(accounts)
      .set({ role: 'professional', accountableType: 'Professional' })
      .where(eq(accounts.email, data.attributes.email));
    await act(data.id, 'block');
    const me = await t.app.inject({ method: 'GET', url: '/api/token-check', headers: session.auth });
    expect(me.statusCode).toBe(401);
  });
});
