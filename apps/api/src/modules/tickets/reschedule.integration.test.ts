import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  at,
  CENTRO,
  type Customer,
  createProfessional,
  customerIn,
  fullDays,
  NOW,
  orderBody,
  postOrder,
  seedWorld,
  THURSDAY,
} from '../orders/test-fixtures';
import { bookedOrder, markPaid, operatorPost, orderRow, postTicket } from './test-fixtures';

/**
 * Rebooking approval by the customer's choice: KEEP gives the cleaning back to the same
 * professional or is refused, CHOOSE to one of those the customer chose, ANY to whoever the operator picks
 * among the free; the approval screen's list comes from the availability search.
 */
describe('rebooking approval by the customer choice', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  let ana: Customer;
  let bia: Customer;
  let operator: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    districts = await seedWorld(t);
    ana = await customerIn(t, districts[CENTRO]!);
    bia = await customerIn(t, districts[CENTRO]!);
    operator = (await operatorSignedIn(t)).auth;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  const THURSDAY_10 = { starts_at: at(THURSDAY, 10).toISOString(), ends_at: at(THURSDAY, 12).toISOString() };
  const THURSDAY_14 = { starts_at: at(THURSDAY, 14).toISOString(), ends_at: at(THURSDAY, 16).toISOString() };

  const freeOnThursday = () =>
    createProfessional(t.database.db, { districtIds: [districts[CENTRO]!], windows: fullDays(THURSDAY) });

  /** A paid order of Ana's and her rebooking ticket asking Thursday 10h with `option`. */
  async function rebooking(option: 'KEEP' | 'ANY' | 'CHOOSE', extra: object = {}) {
    const order = await bookedOrder(t, districts, ana);
    await markPaid(t, order.id);
    const filed = await postTicket(t, ana.auth, 'order-rebooking-ticket', {
      order_id: order.id,
      reschedule_data: { date: THURSDAY, initial_hour: 10, reschedule_option: option, ...extra },
    });
    return { order, filed };
  }

  const freeList = (ticketId: string, slot: { starts_at: string; ends_at: string }) =>
    t.app.inject({
      method: 'GET',
      url: `/api/operator/tickets/${ticketId}/free-professionals?filter[starts_at]=${encodeURIComponent(slot.starts_at)}&filter[ends_at]=${encodeURIComponent(slot.ends_at)}`,
      headers: operator,
    });

  const approve = (ticketId: string, attributes: object) =>
    operatorPost(t, operator, `tickets/${ticketId}/approve-reschedule`, attributes);

  /** Books `professionalId` on Thursday 10–12 for Bia, so they are not free then. */
  async function takeThursday(professionalId: string) {
    const taken = await postOrder(
      t,
      bia,
      orderBody(bia, professionalId, { date: THURSDAY, hour: 10, hours: 2 }),
    );
    expect(taken.statusCode, taken.body).toBe(201);
  }

  it('KEEP: lists the same professional as asked for, refuses another, and gives her the new slot', async () => {
    const { order, filed } = await rebooking('KEEP');
    const ticketId = filed.json().data.id;
    const other = await freeOnThursday();

    const list = await freeList(ticketId, THURSDAY_10);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as { id: string; attributes: Record<string, unknown> }[];
    expect(rows[0]).toMatchObject({
      id: order.professionalId,
      attributes: { is_asked: true, is_current: true, is_free: true },
    });
    expect(rows.find((row) => row.id === other.id)?.attributes).toMatchObject({
      is_free: true,
      is_asked: false,
    });

    const wrong = await approve(ticketId, { ...THURSDAY_10, professional_id: other.id });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0].title).toBe('O cliente pediu para manter a mesma profissional.');

    const approved = await approve(ticketId, THURSDAY_10);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await orderRow(t, order.id)).toMatchObject({
      status: 'paid',
      professionalId: order.professionalId,
    });
  });

  it('KEEP: refuses the approval in pt-BR when the same professional is not free, and the list says so', async () => {
    const { order, filed } = await rebooking('KEEP');
    const ticketId = filed.json().data.id;
    await takeThursday(order.professionalId);

    const list = await freeList(ticketId, THURSDAY_10);
    const kept = (list.json().data as { id: string; attributes: Record<string, unknown> }[]).find(
      (row) => row.id === order.professionalId,
    );
    expect(kept?.attributes).toMatchObject({ is_asked: true, is_free: false });

    const refused = await approve(ticketId, THURSDAY_10);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].title).toBe(
      'A profissional que o cliente pediu para manter não está livre neste horário. Escolha outro horário ou fale com o cliente.',
    );
    expect((await orderRow(t, order.id)).status).toBe('rescheduling');

    const later = await approve(ticketId, THURSDAY_14);
    expect(later.statusCode, later.body).toBe(200);
  });

  it('CHOOSE: keeps the customer’s chosen professionals and gives the cleaning only to one of them', async () => {
    const first = await freeOnThursday();
    const second = await freeOnThursday();
    const unknown = await rebooking('CHOOSE', { professional_ids: [crypto.randomUUID()] });
    expect(unknown.filed.statusCode).toBe(422);
    expect(unknown.filed.json().errors[0].title).toBe('Profissional inválida.');

    const { order, filed } = await rebooking('CHOOSE', { professional_ids: [first.id, second.id] });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json().data.attributes.reschedule_data.professional_ids).toEqual([first.id, second.id]);
    const ticketId = filed.json().data.id;

    const list = await freeList(ticketId, THURSDAY_10);
    const rows = list.json().data as { id: string; attributes: Record<string, unknown> }[];
    expect(rows.slice(0, 2).map((row) => row.id)).toEqual([first.id, second.id]);
    expect(rows[0]!.attributes).toMatchObject({ is_asked: true, is_free: true, is_current: false });

    const notChosen = await approve(ticketId, { ...THURSDAY_10, professional_id: order.professionalId });
    expect(notChosen.statusCode).toBe(422);
    expect(notChosen.json().errors[0].title).toBe(
      'O cliente escolheu outra profissional para o reagendamento.',
    );
    const unnamed = await approve(ticketId, THURSDAY_10);
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().errors[0].title).toBe('Escolha a profissional do novo horário.');

    const approved = await approve(ticketId, { ...THURSDAY_10, professional_id: second.id });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'paid', professionalId: second.id });
  });

  it('ANY: lists who is free for the slot (not the busy ones) and books the one the operator picks', async () => {
    const free = await freeOnThursday();
    const busy = await freeOnThursday();
    await takeThursday(busy.id);
    const away = await createProfessional(t.database.db, { districtIds: [districts[CENTRO]!], windows: [] });
    const { order, filed } = await rebooking('ANY');
    const ticketId = filed.json().data.id;

    const list = await freeList(ticketId, THURSDAY_10);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as { id: string; attributes: Record<string, unknown> }[];
    const ids = rows.map((row) => row.id);
    expect(ids).toContain(free.id);
    expect(ids).not.toContain(busy.id);
    expect(ids).not.toContain(away.id);
    expect(rows.every((row) => row.attributes.is_asked === false)).toBe(true);

    const approved = await approve(ticketId, { ...THURSDAY_10, professional_id: free.id });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'paid', professionalId: free.id });
  });

  it('answers a malformed slot with 400, a wrong length with 422 and an unknown ticket with 404', async () => {
    const { filed } = await rebooking('ANY');
    const ticketId = filed.json().data.id;
    const malformed = await freeList(ticketId, { starts_at: 'amanhã', ends_at: THURSDAY_10.ends_at });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0]).toMatchObject({
      title: 'Escolha uma data e um horário disponíveis para o reagendamento.',
      source: { parameter: 'filter[starts_at]' },
    });
    const tooLong = await freeList(ticketId, {
      starts_at: THURSDAY_10.starts_at,
      ends_at: THURSDAY_14.ends_at,
    });
    expect(tooLong.statusCode).toBe(422);
    expect((await freeList(crypto.randomUUID(), THURSDAY_10)).statusCode).toBe(404);
    expect((await freeList('nao-e-id', THURSDAY_10)).statusCode).toBe(404);
    const customer = await t.app.inject({
      method: 'GET',
      url: `/api/operator/tickets/${ticketId}/free-professionals`,
      headers: ana.auth,
    });
    expect(customer.statusCode).toBe(403);
  });
});
