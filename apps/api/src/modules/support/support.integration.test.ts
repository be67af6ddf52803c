import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChannelEvent } from '../../lib/events';
import { operatorSignedIn, signUpAndIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { operationsFirst } from '../mail/test-fixtures';
import { CHAT_PAGE_SIZE } from './service';

type Who = { accountId: string; auth: Record<string, string> };

// 2026-11-23 is a Monday: 12h UTC is 9h in São Paulo, inside support hours.
const MONDAY_9H = new Date('2026-11-23T12:00:00Z');
const MINUTE = 60_000;

describe('support chat', () => {
  let t: TestApp;
  let ana: Who;
  let bia: Who;
  let operator: Who;
  let events: ChannelEvent[];
  let stop: () => void;

  beforeAll(async () => {
    t = await buildTestApp({ now: MONDAY_9H });
    ana = await signUpAndIn(t);
    bia = await signUpAndIn(t);
    operator = await operatorSignedIn(t);
    stop = t.app.ctx.events.subscribe((event) => events.push(event));
  });
  afterAll(async () => {
    stop();
    await t.close();
  });
  beforeEach(() => {
    events = [];
  });

  const tick = () => t.clock.set(new Date(t.clock.now().getTime() + MINUTE));
  const send = (who: Who, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/support/chat/messages',
      headers: who.auth,
      payload: body as object,
    });
  const history = (who: Who, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/support/chat/messages${query}`, headers: who.auth });
  const answer = (accountId: string, body: string, who: Who = operator) =>
    t.app.inject({
      method: 'POST',
      url: `/api/operator/support/conversations/${accountId}/messages`,
      headers: who.auth,
      payload: { data: { type: 'support-messages', attributes: { body } } },
    });
  const bodiesOf = (response: { json(): { data: { attributes: { body: string } }[] } }) =>
    response.json().data.map((message) => message.attributes.body);

  it("stores the customer's messages and shows them only in their own conversation", async () => {
    tick();
    const sent = await send(ana, { body: '  Olá, preciso de ajuda com o meu pedido.  ' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.attributes).toMatchObject({
      author: 'customer',
      body: 'Olá, preciso de ajuda com o meu pedido.',
    });

    expect(bodiesOf(await history(ana))).toEqual(['Olá, preciso de ajuda com o meu pedido.']);
    expect(bodiesOf(await history(bia))).toEqual([]);
    // Ana's message id as Bia's cursor: as unknown as any other id.
    const cursor = await history(bia, `?page[before]=${sent.json().data.id}`);
    expect(cursor.statusCode).toBe(404);
  });

  it('pushes each new message, from either side, to the customer account channel', async () => {
    tick();
    const sent = await send(bia, { body: 'Qual o horário de atendimento?' });
    const answered = await answer(bia.accountId, 'Das 8h às 18h, de segunda a sexta.');
    expect(answered.statusCode, answered.body).toBe(201);
    // The operators' inbox hears of both too (SupportInboxChannel, key 'inbox').
    expect(
      events.filter((event) => event.channel === 'SupportInboxChannel').map((e) => e.data.author),
    ).toEqual(['customer', 'operator']);
    expect(events.filter((event) => event.channel === 'AccountChannel')).toEqual([
      {
        channel: 'AccountChannel',
        key: bia.accountId,
        data: {
          to_state: 'chat_message',
          message: expect.objectContaining({ id: sent.json().data.id, author: 'customer' }),
        },
      },
      {
        channel: 'AccountChannel',
        key: bia.accountId,
        data: {
          to_state: 'chat_message',
          message: expect.objectContaining({
            id: answered.json().data.id,
            author: 'operator',
            body: 'Das 8h às 18h, de segunda a sexta.',
          }),
        },
      },
    ]);
  });

  it("counts the operator's messages after the customer's last read as unread, until read", async () => {
    const customer = await signUpAndIn(t);
    tick();
    await send(customer, { body: 'Oi!' });
    const unread = async () => (await history(customer)).json().meta.unread_count;
    expect(await unread()).toBe(0);

    tick();
    await answer(customer.accountId, 'Olá! Como podemos ajudar?');
    tick();
    await answer(customer.accountId, 'Estamos à disposição.');
    expect(await unread()).toBe(2);

    tick();
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/support/chat/read',
      headers: customer.auth,
    });
    expect(read.statusCode).toBe(204);
    expect(await unread()).toBe(0);

    tick();
    await answer(customer.accountId, 'Mais alguma dúvida?');
    expect(await unread()).toBe(1);
    // Writing back reads what came before.
    tick();
    await send(customer, { body: 'Não, obrigada.' });
    expect(await unread()).toBe(0);
  });

  it('pages the history back by cursor, oldest first within a page', async () => {
    const customer = await signUpAndIn(t);
    // One frozen instant: insertion order still decides.
    for (let i = 1; i <= CHAT_PAGE_SIZE + 2; i += 1) await send(customer, { body: `mensagem ${i}` });
    const latest = await history(customer);
    expect(bodiesOf(latest)[0]).toBe('mensagem 3');
    expect(bodiesOf(latest).at(-1)).toBe(`mensagem ${CHAT_PAGE_SIZE + 2}`);
    expect(latest.json().meta).toMatchObject({ has_more: true });
    const older = await history(customer, `?page[before]=${latest.json().meta.next_before}`);
    expect(bodiesOf(older)).toEqual(['mensagem 1', 'mensagem 2']);
    expect(older.json().meta).toMatchObject({ has_more: false, next_before: null });
  });

  it('refuses an empty or too long message in pt-BR, keeping nothing', async () => {
    const customer = await signUpAndIn(t);
    const empty = await send(customer, { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors[0].title).toBe('Escreva a sua mensagem.');
    const long = await send(customer, { body: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors[0].title).toBe('A mensagem pode ter no máximo 2000 caracteres.');
    expect(bodiesOf(await history(customer))).toEqual([]);
    expect(events).toEqual([]);
  });

  it('says when support answers next, outside support hours', async () => {
    // Friday 2026-11-27 at 18h São Paulo (21h UTC): closed until Saturday 8h.
    t.clock.set(new Date('2026-11-27T21:00:00Z'));
    const closed = (await history(ana)).json().meta.support;
    expect(closed).toEqual({ open: false, next_opening: '2026-11-28T11:00:00.000Z', whatsapp_url: null });
    t.clock.set(MONDAY_9H);
    expect((await history(ana)).json().meta.support.open).toBe(true);
  });

  it("offers 'falar no WhatsApp' with the configured number, and nothing without one", async () => {
    expect((await history(ana)).json().meta.support.whatsapp_url).toBeNull();
    const withNumber = await buildTestApp({
      now: MONDAY_9H,
      database: t.database,
      config: { SUPPORT_WHATSAPP: '5541998765432' },
    });
    try {
      const res = await withNumber.app.inject({
        method: 'GET',
        url: '/api/support/chat/messages',
        headers: ana.auth,
      });
      expect(res.json().meta.support.whatsapp_url).toBe('https://wa.me/5541998765432');
    } finally {
      await withNumber.close();
    }
  });

  it("keeps the operator endpoints to operators, and another customer's conversation hidden", async () => {
    for (const url of [
      '/api/operator/support/conversations',
      `/api/operator/support/conversations/${bia.accountId}/messages`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: ana.auth })).statusCode).toBe(403);
    }
    expect((await answer(bia.accountId, 'Olá', ana)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/support/chat/messages' })).statusCode).toBe(401);
    // Operators cannot use the customer side (it has no conversation of theirs).
    expect((await send(operator, { body: 'Oi' })).statusCode).toBe(403);

    const stranger = await signUpAndIn(t);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/operator/support/conversations/${stranger.accountId}/messages`,
      headers: operator.auth,
    });
    expect(missing.statusCode).toBe(404);
    expect((await answer(operator.accountId, 'Para um operador?')).statusCode).toBe(404);
    expect((await answer('nao-e-um-id', 'Oi')).statusCode).toBe(404);
  });

  it("lists conversations for the operator, most recent first, and shows a customer's history", async () => {
    // The next day: later than every other conversation's last message.
    t.clock.set(new Date('2026-11-24T12:00:00Z'));
    await send(ana, { body: 'Alguém por aí?' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/operator/support/conversations',
      headers: operator.auth,
    });
    expect(list.statusCode, list.body).toBe(200);
    const first = list.json().data[0];
    expect(first.id).toBe(ana.accountId);
    expect(first.attributes).toMatchObject({
      account_id: ana.accountId,
      customer_email: expect.stringMatching(/@exemplo\.com$/),
      last_message: expect.objectContaining({ body: 'Alguém por aí?', author: 'customer' }),
    });
    const thread = await t.app.inject({
      method: 'GET',
      url: `/api/operator/support/conversations/${ana.accountId}/messages`,
      headers: operator.auth,
    });
    expect(bodiesOf(thread)).toEqual(['Olá, preciso de ajuda com o meu pedido.', 'Alguém por aí?']);
  });
});

describe('contact form of the support modal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: MONDAY_9H });
  });
  afterAll(() => t.close());

  it("files a general-question ticket from the modal's payload and mails operations and the customer", async () => {
    const customer = await signUpAndIn(t, 'carla@exemplo.com');
    const before = t.mailer.sent.length;
    // What SupportModal sends (apps/web/src/features/support/api.ts).
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tickets/general-question-ticket',
      headers: customer.auth,
      payload: {
        data: {
          type: 'tickets',
          attributes: { topic: 'general', question: '[Pagamento] Como pago com boleto?' },
        },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.attributes).toMatchObject({ topic: 'general', status: 'open' });
    // E-mails a change owes are jobs: they leave when due jobs run.
    await t.app.ctx.jobs.runDue();
    // Two jobs, in whichever order they ran: operations' first.
    const mails = t.mailer.sent.slice(before).sort(operationsFirst);
    expect(mails.map((mail) => mail.to)).toEqual(['operacoes@brilho.test', 'carla@exemplo.com']);
    expect(mails[0]!.text).toContain('[Pagamento] Como pago com boleto?');
    expect(mails[1]!.subject).toBe('Brilho - Sua solicitação foi enviada!');
  });
});
