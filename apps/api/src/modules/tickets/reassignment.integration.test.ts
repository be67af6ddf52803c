import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  at,
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
  TUESDAY,
  WEDNESDAY,
} from '../orders/test-fixtures';
import {
  listen,
  mailsTo,
  professionalIn,
  proMessages,
  type SignedInPro,
} from '../professional-side/test-fixtures';
import { markPaid, operatorPost, orderRow, postTicket } from './test-fixtures';

/**
 * A reschedule that gives the cleaning to another professional: the one it was taken from is told by the move
 * itself (the orders module's `markPaidAtNewSlot` carries them, the effects table stores the notice in the move's
 * transaction), once, and even when the process dies right after the commit.
 */
describe('reassignment notice: an effect of the move', () => {
  let t: TestApp;
  let rosa: SignedInPro;
  let lia: SignedInPro;
  let ana: Customer;
  let operator: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    const district = await seedWorld(t);
    const days = fullDays(TUESDAY, WEDNESDAY, THURSDAY, NEXT_MONDAY);
    rosa = await professionalIn(t, { districtIds: [district[CENTRO]!], windows: days });
    lia = await professionalIn(t, { districtIds: [district[CENTRO]!], windows: days });
    ana = await customerIn(t, district[CENTRO]!);
    operator = (await operatorSignedIn(t)).auth;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  /** Lia's paid cleaning on Wednesday at `hour`, with a rebooking ticket for Monday at 10h (ANY professional). */
  async function rebookingOfLia(hour: number): Promise<{ orderId: string; ticketId: string }> {
    const created = await postOrder(t, ana, orderBody(ana, lia.id, { date: WEDNESDAY, hour, hours: 2 }));
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json().data.id as string;
    await markPaid(t, orderId);
    const filed = await postTicket(t, ana.auth, 'order-rebooking-ticket', {
      order_id: orderId,
      reason: 'Viagem',
      reschedule_data: { date: NEXT_MONDAY, initial_hour: 10, reschedule_option: 'ANY' },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    await t.app.ctx.jobs.runDue();
    return { orderId, ticketId: filed.json().data.id as string };
  }
  const approveForRosa = (ticketId: string, hour: number) =>
    operatorPost(t, operator, `tickets/${ticketId}/approve-reschedule`, {
      starts_at: at(NEXT_MONDAY, hour).toISOString(),
      ends_at: at(NEXT_MONDAY, hour + 2).toISOString(),
      professional_id: rosa.id,
    });
  const cancelledMails = (from: number) =>
    mailsTo(t, lia.email)
      .slice(from)
      .filter((mail) => mail.subject === 'Brilho - Limpeza cancelada');

  it('tells the professional the cleaning was taken from exactly once, however often the jobs run', async () => {
    const { orderId, ticketId } = await rebookingOfLia(8);
    const before = mailsTo(t, lia.email).length;
    const { heard, stop } = listen(t);
    const approved = await approveForRosa(ticketId, 8);
    expect(approved.statusCode, approved.body).toBe(200);
    await t.app.ctx.jobs.runDue();
    await t.app.ctx.jobs.runDue();
    stop();
    expect(proMessages(heard, lia.id)).toEqual([{ to_state: 'order_cancelled', order_id: orderId }]);
    expect(cancelledMails(before)).toHaveLength(1);
    // The customer's stream says the professional changed, never who either of them is.
    const customerSide = heard.filter((event) => event.channel === 'OrderChannel' && event.key === orderId);
    expect(customerSide.map((event) => event.data)).toEqual([
      { to_state: 'paid', order_id: orderId, professional_changed: true },
    ]);
  });

  it('still tells them when the process dies right after the commit: the notice was stored with the move', async () => {
    const { orderId, ticketId } = await rebookingOfLia(14);
    const before = mailsTo(t, lia.email).length;
    // The first step after the commit (the channel) fails as a killed process would leave it: nothing after it runs.
    const publish = vi.spyOn(t.app.ctx.events, 'publish').mockRejectedValue(new Error('process died'));
    const approved = await approveForRosa(ticketId, 14);
    publish.mockRestore();
    expect(approved.statusCode).toBe(500);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'paid', professionalId: rosa.id });
    await t.app.ctx.jobs.runDue();
    await t.app.ctx.jobs.runDue();
    expect(cancelledMails(before)).toHaveLength(1);
    expect(cancelledMails(before)[0]!.text).toContain('quarta-feira, 25/11/2026, às 14h (2 h)');
  });
});
