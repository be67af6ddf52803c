import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema';
import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  at,
  CENTRO,
  type Customer,
  fullDays,
  NEXT_MONDAY,
  NOW,
  orderBody,
  postOrder,
  seedWorld,
  THURSDAY,
  WEDNESDAY,
} from '../orders/test-fixtures';
import { giveWallet, pay, payingCustomer, walletBody } from '../payments/test-fixtures';
import { professionalIn, type SignedInPro } from '../professional-side/test-fixtures';
import { markPaid, operatorPost, postTicket } from '../tickets/test-fixtures';
import { type MailMessage, outboxMailer } from './mailer';

/**
 * 'Adicionar à agenda' by e-mail: the customer's confirmation, reschedule and cancellation e-mails
 * carry the cleaning's .ics as an invitation — one event (same UID) updated by a higher SEQUENCE, and removed
 * by METHOD:CANCEL — stored with the e-mail's job.
 */

const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');
/** A property of the event (VEVENT), or of the calendar for METHOD. */
const property = (ics: string, name: string) =>
  (name === 'METHOD' ? unfolded(ics) : unfolded(ics).slice(unfolded(ics).indexOf('BEGIN:VEVENT'))).find(
    (line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`),
  );
const sequenceOf = (ics: string) => Number(property(ics, 'SEQUENCE')!.split(':')[1]);

describe('calendar file attached to the customer e-mails', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  let lia: SignedInPro;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW, config: { PUBLIC_URL: 'https://brilho.test' } });
    districts = await seedWorld(t);
    lia = await professionalIn(t, {
      districtIds: [districts[CENTRO]!],
      windows: fullDays(WEDNESDAY, THURSDAY, NEXT_MONDAY),
    });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  const emailOf = async (customer: Customer) => {
    const [row] = await t.database.db
      .select({ email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, customer.accountId));
    return row!.email;
  };
  /** The customer's e-mails about the cleaning (not the sign-up's verification link). */
  const mailsTo = (to: string) =>
    t.mailer.sent.filter((mail) => mail.to === to && mail.subject.startsWith('Brilho - Sua limpeza'));
  const calendarOf = (mail: MailMessage) => {
    expect(mail.attachments, mail.subject).toHaveLength(1);
    return mail.attachments![0]!;
  };

  it('confirms, updates and cancels one event as the order is paid, rescheduled and cancelled', async () => {
    const customer = await payingCustomer(t, districts);
    const email = await emailOf(customer);
    const created = await postOrder(
      t,
      customer,
      orderBody(customer, lia.id, { date: WEDNESDAY, hour: 8, hours: 2 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    await giveWallet(t, customer.accountId, 1_000_000);

    // Paid: 'confirmada', the invitation.
    const paid = await pay(t, customer.auth, 'account-balance', walletBody(id));
    expect(paid.statusCode, paid.body).toBe(201);
    expect(mailsTo(email), 'nothing is sent inside the request').toEqual([]);
    await t.app.ctx.jobs.runDue();
    await t.app.ctx.jobs.runDue();
    const [confirmation] = mailsTo(email);
    expect(mailsTo(email).map((mail) => mail.subject)).toEqual(['Brilho - Sua limpeza está confirmada']);
    expect(confirmation!.text).toContain('quarta-feira, 25/11/2026, das 08:00 às 10:00, em Casa');
    expect(confirmation!.text).toContain(`https://brilho.test/pedidos/${id}`);
    const invitation = calendarOf(confirmation!);
    expect(invitation.filename).toBe(`limpeza-${id.slice(0, 8)}.ics`);
    expect(invitation.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(property(invitation.content, 'METHOD')).toBe('METHOD:REQUEST');
    expect(property(invitation.content, 'STATUS')).toBe('STATUS:CONFIRMED');
    expect(property(invitation.content, 'UID')).toBe(`UID:pedido-${id}@brilho.app`);
    expect(property(invitation.content, 'DTSTART')).toBe('DTSTART;TZID=America/Sao_Paulo:20261125T080000');
    expect(property(invitation.content, 'ORGANIZER')).toBe(
      'ORGANIZER;CN=Brilho:mailto:nao-responda@brilho.test',
    );
    expect(property(invitation.content, 'ATTENDEE')).toMatch(new RegExp(`:mailto:${email}$`));

    // Rescheduled by the customer, approved by an operator: 'reagendada', the same event moved.
    const filed = await postTicket(t, customer.auth, 'order-rebooking-ticket', {
      order_id: id,
      reason: 'Viagem',
      reschedule_data: { date: NEXT_MONDAY, initial_hour: 16, reschedule_option: 'KEEP' },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    await t.app.ctx.jobs.runDue();
    expect(mailsTo(email), 'asking is not moving: the event stays until approved').toHaveLength(1);
    const operator = await operatorSignedIn(t);
    const approved = await operatorPost(
      t,
      operator.auth,
      `tickets/${filed.json().data.id}/approve-reschedule`,
      {
        starts_at: at(NEXT_MONDAY, 16).toISOString(),
        ends_at: at(NEXT_MONDAY, 18).toISOString(),
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    await t.app.ctx.jobs.runDue();
    await t.app.ctx.jobs.runDue();
    const [, reschedule] = mailsTo(email);
    expect(mailsTo(email).map((mail) => mail.subject)).toEqual([
      'Brilho - Sua limpeza está confirmada',
      'Brilho - Sua limpeza foi reagendada',
    ]);
    expect(reschedule!.text).toContain('segunda-feira, 30/11/2026, das 16:00 às 18:00');
    const update = calendarOf(reschedule!);
    expect(update.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(property(update.content, 'METHOD')).toBe('METHOD:REQUEST');
    expect(property(update.content, 'UID')).toBe(property(invitation.content, 'UID'));
    expect(sequenceOf(update.content)).toBeGreaterThan(sequenceOf(invitation.content));
    expect(property(update.content, 'DTSTART')).toBe('DTSTART;TZID=America/Sao_Paulo:20261130T160000');
    expect(property(update.content, 'DTEND')).toBe('DTEND;TZID=America/Sao_Paulo:20261130T180000');

    // Cancelled: 'cancelada', the event removed.
    const cancelled = await postTicket(t, customer.auth, 'order-cancellation-ticket', {
      order_id: id,
      reason: 'Imprevisto',
      should_refund: false,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(201);
    await t.app.ctx.jobs.runDue();
    await t.app.ctx.jobs.runDue();
    const cancellation = mailsTo(email).find((mail) => mail.subject === 'Brilho - Sua limpeza foi cancelada');
    expect(
      cancellation,
      mailsTo(email)
        .map((mail) => mail.subject)
        .join(' | '),
    ).toBeDefined();
    expect(cancellation!.text).toContain('segunda-feira, 30/11/2026, das 16:00 às 18:00');
    const removal = calendarOf(cancellation!);
    expect(removal.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(property(removal.content, 'METHOD')).toBe('METHOD:CANCEL');
    expect(property(removal.content, 'STATUS')).toBe('STATUS:CANCELLED');
    expect(property(removal.content, 'UID')).toBe(property(invitation.content, 'UID'));
    expect(sequenceOf(removal.content)).toBeGreaterThan(sequenceOf(update.content));
  });

  it('sends nothing for an order cancelled before it was paid (it never reached the calendar)', async () => {
    const customer = await payingCustomer(t, districts);
    const email = await emailOf(customer);
    const created = await postOrder(
      t,
      customer,
      orderBody(customer, lia.id, { date: THURSDAY, hour: 14, hours: 2 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const dropped = await postTicket(t, customer.auth, 'order-cancellation-ticket', {
      order_id: created.json().data.id,
      reason: 'Mudei de ideia',
      should_refund: false,
    });
    expect(dropped.statusCode, dropped.body).toBe(201);
    await t.app.ctx.jobs.runDue();
    await t.app.ctx.jobs.runDue();
    expect(mailsTo(email)).toEqual([]);
  });

  it('keeps the attachment in the e-mail job through a mail server outage', async () => {
    const customer = await payingCustomer(t, districts);
    const email = await emailOf(customer);
    const created = await postOrder(
      t,
      customer,
      orderBody(customer, lia.id, { date: THURSDAY, hour: 9, hours: 2 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    await markPaid(t, id);
    const send = t.mailer.send;
    t.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const cancelled = await postTicket(t, customer.auth, 'order-cancellation-ticket', {
        order_id: id,
        reason: 'Imprevisto',
        should_refund: false,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(201);
      await t.app.ctx.jobs.runDue();
      await t.app.ctx.jobs.runDue();
    } finally {
      t.mailer.send = send;
    }
    expect(mailsTo(email)).toEqual([]);
    t.clock.advance(60_000);
    await t.app.ctx.jobs.runDue();
    const [mail] = mailsTo(email);
    expect(mail?.subject).toBe('Brilho - Sua limpeza foi cancelada');
    expect(property(calendarOf(mail!).content, 'METHOD')).toBe('METHOD:CANCEL');
  });
});

describe('an attachment on the wire', () => {
  it('goes out as a text/calendar part with its method and file name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'brilho-outbox-'));
    try {
      const mailer = outboxMailer(dir, 'Brilho <nao-responda@brilho.test>', () => NOW);
      await mailer.send({
        to: 'ana@exemplo.com',
        subject: 'Brilho - Sua limpeza está confirmada',
        text: 'Olá!',
        html: '<p>Olá!</p>',
        attachments: [
          {
            filename: 'limpeza-1234abcd.ics',
            contentType: 'text/calendar; charset=utf-8; method=REQUEST',
            content: 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n',
          },
        ],
      });
      const eml = readFileSync(join(dir, readdirSync(dir).find((name) => name.endsWith('.eml'))!), 'utf8');
      expect(eml).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
      expect(eml).toMatch(/filename=limpeza-1234abcd\.ics/);
      expect(mailer.list()[0]!.attachments?.[0]?.filename).toBe('limpeza-1234abcd.ics');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
