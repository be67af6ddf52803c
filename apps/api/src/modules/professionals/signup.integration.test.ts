import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, auditLog, orders, professionals, professionalWeeklyHours, tickets } from '../../db/schema';
import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  BATEL,
  CENTRO,
  type Customer,
  customerIn,
  fullDays,
  NEXT_MONDAY,
  NOW,
  orderBody,
  postOrder,
  seedWorld,
  THURSDAY,
  WEDNESDAY,
} from '../orders/test-fixtures';
import {
  mailsTo,
  professionalIn,
  proGet,
  proPost,
  type SignedInPro,
} from '../professional-side/test-fixtures';
import { markPaid, operatorPost, orderRow } from '../tickets/test-fixtures';

type Auth = Record<string, string>;
const HOUR = 3_600_000;

function multipart(preset: string, file: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----brilho-signup-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="upload_preset"\r\n\r\n${preset}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('professional self sign-up, validation, self-edit and declining a job', () => {
  let t: TestApp;
  let district: Record<string, string>;
  let operator: Auth;
  let photoUrl: string;
  let documentUrl: string;

  const upload = async (preset: string, file: { name: string; type: string; bytes: Buffer }) =>
    t.app.inject({ method: 'POST', url: '/api/upload', ...multipart(preset, file) });

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    district = await seedWorld(t);
    operator = (await operatorSignedIn(t)).auth;
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#7048e8' } })
      .png()
      .toBuffer();
    photoUrl = (await upload('profile_pictures', { name: 'eu.png', type: 'image/png', bytes: png })).json()
      .secure_url;
    const doc = await upload('professional_documents', {
      name: 'rg.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    expect(doc.statusCode, doc.body).toBe(200);
    documentUrl = doc.json().secure_url;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  let sequence = 0;
  const signupBody = (attributes: Record<string, unknown> = {}, districtIds?: string[]) => {
    sequence += 1;
    return {
      data: {
        type: 'professionals',
        attributes: {
          first_name: 'marta',
          last_name: 'lima',
          email: `marta${sequence}@exemplo.com`,
          phone: '(41) 99876-5432',
          cpf: generateCpf(),
          password: 'limpeza-caprichada-7',
          password_confirmation: 'limpeza-caprichada-7',
          pix_key_type: 'email',
          pix_key: `Marta${sequence}@Exemplo.com`,
          weekly_hours: [
            { weekday: 1, start_hour: 8, end_hour: 17 },
            { weekday: 3, start_hour: 8, end_hour: 12 },
          ],
          profile_picture: photoUrl,
          document_urls: [documentUrl],
          terms: true,
          ...attributes,
        },
        relationships: {
          districts: {
            data: (districtIds ?? [district[CENTRO]!]).map((id) => ({ type: 'districts', id })),
          },
        },
      },
    };
  };
  const signUp = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/professional/registration', payload: body });
  const firstError = (response: { json(): unknown }) =>
    (response.json() as { errors: { title: string; source?: { pointer?: string } }[] }).errors[0]!;

  describe('sign-up validation', () => {
    it('lists the districts to choose from, signed out', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/professional/registration/districts' });
      expect(response.statusCode).toBe(200);
      const ids = response.json().data.map((d: { id: string }) => d.id);
      expect(ids).toEqual(expect.arrayContaining([district[CENTRO], district[BATEL]]));
    });

    it.each<[string, Record<string, unknown>, string, string]>([
      ['a CPF with a wrong check digit', { cpf: '529.982.247-24' }, '/data/attributes/cpf', 'CPF inválido'],
      [
        'a Pix key that is not of its type',
        { pix_key_type: 'phone', pix_key: 'marta@exemplo.com' },
        '/data/attributes/pix_key',
        'Chave Pix inválida: informe o celular com DDD (+55)',
      ],
      [
        'a random Pix key without its hyphens',
        { pix_key_type: 'evp', pix_key: '123e4567e89b42d3a456426614174000' },
        '/data/attributes/pix_key',
        'Chave Pix inválida: a chave aleatória tem 32 letras e números, com hífens',
      ],
      [
        'a document that is not one of our uploads',
        { document_urls: ['https://evil.example/rg.pdf'] },
        '/data/attributes/document_urls/0',
        'Envie seus documentos pelo formulário',
      ],
      [
        'no documents',
        { document_urls: [] },
        '/data/attributes/document_urls',
        'Envie ao menos um documento (RG ou CNH)',
      ],
      [
        'hours outside the cleaning day',
        { weekly_hours: [{ weekday: 1, start_hour: 5, end_hour: 12 }] },
        '/data/attributes/weekly_hours/0/start_hour',
        'A partir das 7h',
      ],
      [
        'a common password',
        { password: '12345678', password_confirmation: '12345678' },
        '/data/attributes/password',
        '',
      ],
      [
        'the terms not accepted',
        { terms: false },
        '/data/attributes/terms',
        'É preciso aceitar os termos de uso',
      ],
    ])('refuses %s with 422 on its field', async (_label, attributes, pointer, title) => {
      const response = await signUp(signupBody(attributes));
      expect(response.statusCode, response.body).toBe(422);
      expect(firstError(response).source?.pointer).toBe(pointer);
      if (title) expect(firstError(response).title).toBe(title);
    });

    it('refuses no districts and an unknown district on the relationship', async () => {
      for (const ids of [[], ['00000000-0000-4000-8000-000000000000']]) {
        const response = await signUp(signupBody({}, ids));
        expect(response.statusCode, response.body).toBe(422);
        expect(firstError(response).source?.pointer).toBe('/data/relationships/districts');
      }
    });

    it('refuses a taken e-mail and a taken CPF, whatever their case or mask', async () => {
      const cpf = generateCpf();
      const first = await signUp(signupBody({ email: 'duplicada@exemplo.com', cpf }));
      expect(first.statusCode, first.body).toBe(201);
      const email = await signUp(signupBody({ email: 'Duplicada@Exemplo.com' }));
      expect(email.statusCode).toBe(422);
      expect(firstError(email)).toMatchObject({
        title: 'E-mail já está sendo usado',
        source: { pointer: '/data/attributes/email' },
      });
      const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
      const again = await signUp(signupBody({ cpf: masked }));
      expect(again.statusCode).toBe(422);
      expect(firstError(again)).toMatchObject({ title: 'CPF já está sendo usado' });
    });

    it('takes documents as images or PDFs by their bytes only, and shows them to operators alone', async () => {
      const fake = await upload('professional_documents', {
        name: 'rg.pdf',
        type: 'application/pdf',
        bytes: Buffer.from('GIF89a não é PDF'),
      });
      expect(fake.statusCode).toBe(422);
      expect(fake.json().errors[0].title).toBe('Ops! O tipo de arquivo inserido não é aceito.');
      // A PDF is no profile picture.
      const pdfAsPhoto = await upload('profile_pictures', {
        name: 'eu.pdf',
        type: 'application/pdf',
        bytes: PDF,
      });
      expect(pdfAsPhoto.statusCode).toBe(422);
      const path = new URL(documentUrl).pathname;
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
      const served = await t.app.inject({ method: 'GET', url: path, headers: operator });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['cache-control']).toBe('private, no-store');
    });
  });

  describe('the validation queue', () => {
    let marta: { id: string; email: string; auth: Auth };

    beforeAll(async () => {
      const body = signupBody({ pix_key_type: 'cpf', pix_key: '529.982.247-25' });
      const response = await signUp(body);
      expect(response.statusCode, response.body).toBe(201);
      const email = body.data.attributes.email as string;
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/professional/authentication',
        payload: { data: { attributes: { email, password: 'limpeza-caprichada-7' } } },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      marta = {
        id: response.json().data.id,
        email,
        auth: { authorization: `Bearer ${signIn.json().token}` },
      };
    });

    it('stores the registration with its normalized Pix key and e-mails "cadastro recebido"', async () => {
      const [row] = await t.database.db.select().from(professionals).where(eq(professionals.id, marta.id));
      expect(row).toMatchObject({
        validation: 'registered',
        pixKey: '52998224725',
        documentUrls: [documentUrl],
      });
      const hours = await t.database.db
        .select()
        .from(professionalWeeklyHours)
        .where(eq(professionalWeeklyHours.professionalId, marta.id));
      expect(hours).toHaveLength(2);
      await t.app.ctx.jobs.runDue();
      expect(mailsTo(t, marta.email).map((m) => m.subject)).toEqual(['Brilho - Cadastro recebido']);
      expect(mailsTo(t, marta.email)[0]!.text).toContain('72 horas úteis');
    });

    it('lets the registered professional sign in, sees "registered" and no offers', async () => {
      const me = await proGet(t, marta.auth, '/me');
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json().data.attributes.validation).toBe('registered');
      const offers = await proGet(t, marta.auth, '/offers');
      expect(offers.json().data).toEqual([]);
    });

    it("is in the operator's queue with its CPF, Pix key and documents", async () => {
      const queue = await t.app.inject({
        method: 'GET',
        url: '/api/operator/professionals/validation-queue?page[size]=100',
        headers: operator,
      });
      const entry = queue.json().data.find((p: { id: string }) => p.id === marta.id);
      expect(entry.attributes).toMatchObject({
        validation: 'registered',
        pix_key: '52998224725',
        pix_key_type: 'cpf',
        document_urls: [documentUrl],
      });
      expect(entry.attributes.cpf).toMatch(/^\d{11}$/);
    });

    it('refuses only with a reason, which is e-mailed to the professional', async () => {
      const body = signupBody();
      const created = await signUp(body);
      const id = created.json().data.id;
      const email = body.data.attributes.email as string;
      const bare = await operatorPost(t, operator, `professionals/${id}/refuse`);
      expect(bare.statusCode).toBe(422);
      expect(bare.json().errors[0].title).toBe(
        'Informe o motivo da recusa: ele vai no e-mail ao profissional.',
      );
      await t.app.ctx.jobs.runDue();
      const before = mailsTo(t, email).length;
      const refused = await operatorPost(t, operator, `professionals/${id}/refuse`, {
        reason: 'A foto do documento está ilegível.',
      });
      expect(refused.statusCode, refused.body).toBe(200);
      expect(refused.json().data.attributes).toMatchObject({
        validation: 'refused',
        refusal_reason: 'A foto do documento está ilegível.',
      });
      await t.app.ctx.jobs.runDue();
      const sent = mailsTo(t, email).slice(before);
      expect(sent.map((m) => m.subject)).toEqual(['Brilho - Cadastro não aprovado']);
      expect(sent[0]!.text).toContain('Motivo: A foto do documento está ilegível.');
    });

    it('validates with an e-mail in the same transaction; the professional then sees offers', async () => {
      await t.app.ctx.jobs.runDue();
      const before = mailsTo(t, marta.email).length;
      const validated = await operatorPost(t, operator, `professionals/${marta.id}/validate`);
      expect(validated.statusCode, validated.body).toBe(200);
      await t.app.ctx.jobs.runDue();
      const sent = mailsTo(t, marta.email).slice(before);
      expect(sent.map((m) => m.subject)).toEqual(['Brilho - Cadastro aprovado']);
      expect(sent[0]!.text).toContain('/profissional/entrar');
      expect((await proGet(t, marta.auth, '/me')).json().data.attributes.validation).toBe('validated');
    });
  });

  describe('editing their own hours and districts', () => {
    let rosa: SignedInPro;
    beforeAll(async () => {
      rosa = await professionalIn(t, { districtIds: [district[CENTRO]!], windows: fullDays(WEDNESDAY) });
    });
    const patchMe = (body: object, auth: Auth = rosa.auth) =>
      t.app.inject({ method: 'PATCH', url: '/api/professional/me', headers: auth, payload: body });

    it('replaces the weekly hours and districts, audited with the professional as actor', async () => {
      const response = await patchMe({
        data: {
          attributes: { weekly_hours: [{ weekday: 2, start_hour: 9, end_hour: 15 }] },
          relationships: {
            districts: { data: [{ type: 'districts', id: district[BATEL]! }] },
          },
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const attributes = response.json().data.attributes;
      expect(attributes.weekly_hours).toEqual([{ weekday: 2, start_hour: 9, end_hour: 15 }]);
      expect(attributes.districts.map((d: { id: string }) => d.id)).toEqual([district[BATEL]]);
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'professional.self_update'), eq(auditLog.subjectId, rosa.id)));
      expect(audit).toHaveLength(1);
      expect(audit[0]!.actorId).toBe(rosa.accountId);
    });

    it.each<[string, object, string]>([
      [
        'an end before the start',
        { attributes: { weekly_hours: [{ weekday: 2, start_hour: 15, end_hour: 9 }] } },
        '/data/attributes/weekly_hours/0/end_hour',
      ],
      [
        'the same weekday twice',
        {
          attributes: {
            weekly_hours: [
              { weekday: 2, start_hour: 8, end_hour: 9 },
              { weekday: 2, start_hour: 10, end_hour: 12 },
            ],
          },
        },
        '/data/attributes/weekly_hours',
      ],
      [
        'an unknown district',
        { relationships: { districts: { data: [{ type: 'districts', id: 'nao-existe' }] } } },
        '/data/relationships/districts',
      ],
      ['nothing to change', { attributes: {} }, '/data'],
    ])('refuses %s with 422', async (_label, data, pointer) => {
      const response = await patchMe({ data });
      expect(response.statusCode, response.body).toBe(422);
      expect(firstError(response).source?.pointer).toBe(pointer);
    });

    it('is the professional’s only: 401 signed out, 403 for an operator', async () => {
      const body = { data: { attributes: { weekly_hours: [] } } };
      expect((await patchMe(body, {})).statusCode).toBe(401);
      expect((await patchMe(body, operator)).statusCode).toBe(403);
    });
  });

  describe('declining an accepted job', () => {
    let lia: SignedInPro;
    let other: SignedInPro;
    let ana: Customer;
    let anaEmail: string;
    beforeAll(async () => {
      const days = fullDays(WEDNESDAY, THURSDAY, NEXT_MONDAY);
      lia = await professionalIn(t, { districtIds: [district[CENTRO]!], windows: days });
      other = await professionalIn(t, { districtIds: [district[CENTRO]!], windows: days });
      ana = await customerIn(t, district[CENTRO]!);
      const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, ana.accountId));
      anaEmail = account!.email;
    });

    async function paidOrder(date: string, hour: number): Promise<string> {
      const created = await postOrder(t, ana, orderBody(ana, lia.id, { date, hour, hours: 2 }));
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as string;
      await markPaid(t, id);
      return id;
    }

    it('up to 24 h before the start: the order goes to the rebooking queue, time freed, customer e-mailed', async () => {
      const id = await paidOrder(NEXT_MONDAY, 10);
      const order = await orderRow(t, id);
      await t.app.ctx.jobs.runDue();
      const before = mailsTo(t, anaEmail).length;
      // Exactly at the cut-off: still allowed.
      t.clock.set(new Date(order.startsAt.getTime() - 24 * HOUR));
      const declined = await proPost(t, lia.auth, `/orders/${id}/decline`);
      expect(declined.statusCode, declined.body).toBe(200);
      expect(await orderRow(t, id)).toMatchObject({
        status: 'rescheduling',
        professionalId: null,
        scheduleEventId: null,
      });
      const [ticket] = await t.database.db.select().from(tickets).where(eq(tickets.orderId, id));
      expect(ticket).toMatchObject({ kind: 'order_rebooking', status: 'open', accountId: ana.accountId });
      expect(ticket!.rescheduleData).toMatchObject({ initial_hour: 10, reschedule_option: 'ANY' });
      await t.app.ctx.jobs.runDue();
      const sent = mailsTo(t, anaEmail).slice(before);
      expect(sent.map((m) => m.subject)).toEqual(['Brilho - Estamos trocando o profissional da sua limpeza']);
      // No longer on Lia's agenda.
      expect((await proGet(t, lia.auth, `/orders/${id}`)).statusCode).toBe(404);
      // The operator gives it to someone else through the ordinary reschedule approval.
      const approved = await operatorPost(t, operator, `tickets/${ticket!.id}/approve-reschedule`, {
        starts_at: order.startsAt.toISOString(),
        ends_at: order.endsAt.toISOString(),
        professional_id: other.id,
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(await orderRow(t, id)).toMatchObject({ status: 'paid', professionalId: other.id });
    });

    it('refuses after the cut-off, and for an order not paid or not theirs', async () => {
      const id = await paidOrder(THURSDAY, 14);
      const order = await orderRow(t, id);
      t.clock.set(new Date(order.startsAt.getTime() - 24 * HOUR + 60_000));
      const late = await proPost(t, lia.auth, `/orders/${id}/decline`);
      expect(late.statusCode).toBe(422);
      expect(late.json().errors[0].title).toBe(
        'Só é possível desistir de uma limpeza até 24 horas antes do início. Fale com o suporte.',
      );
      expect((await orderRow(t, id)).status).toBe('paid');
      t.clock.set(NOW);
      expect((await proPost(t, other.auth, `/orders/${id}/decline`)).statusCode).toBe(404);
      expect((await proPost(t, lia.auth, '/orders/nao-e-uuid/decline')).statusCode).toBe(404);
      const unpaid = await postOrder(t, ana, orderBody(ana, lia.id, { date: WEDNESDAY, hour: 16, hours: 2 }));
      const unpaidId = unpaid.json().data.id as string;
      const refused = await proPost(t, lia.auth, `/orders/${unpaidId}/decline`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0].title).toBe('Esta limpeza não pode mais ser devolvida.');
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, unpaidId));
      expect(row!.professionalId).toBe(lia.id);
    });
  });
});
