import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sentEmails } from '../../db/schema';
import { signUpAndIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { EMAIL_JOB, sendEmailInTx } from './jobs';
import { operationsFirst } from './test-fixtures';

/**
 * E-mails a state change owes are jobs stored in the change's transaction: they commit and roll
 * back with it, leave when due jobs run, and a mail server down delays them without losing them.
 */

// A Monday, 9h in São Paulo.
const NOW = new Date('2026-11-23T12:00:00Z');

describe('e-mails a state change owes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.ctx.jobs.runDue();
  });

  const emailJobs = async (keyPrefix: string) =>
    (
      await t.database.executeSql(
        `SELECT singleton_key, state FROM pgboss.job WHERE name = $1 AND singleton_key LIKE $2
         ORDER BY singleton_key`,
        [EMAIL_JOB, `${keyPrefix}%`],
      )
    ).rows as { singleton_key: string; state: string }[];

  const fileQuestion = (auth: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tickets/general-question-ticket',
      headers: auth,
      payload: {
        data: { type: 'tickets', attributes: { topic: 'general', question: 'Vocês levam produtos?' } },
      },
    });

  it('stores the e-mails of a filed question with the ticket and sends each once when due jobs run', async () => {
    const customer = await signUpAndIn(t, 'dora@exemplo.com');
    const before = t.mailer.sent.length;
    const filed = await fileQuestion(customer.auth);
    expect(filed.statusCode, filed.body).toBe(201);
    const ticketId = filed.json().data.id as string;

    expect(t.mailer.sent.length, 'nothing is sent inside the request').toBe(before);
    expect((await emailJobs(`ticket-question:${ticketId}:`)).map((job) => job.singleton_key)).toEqual([
      `ticket-question:${ticketId}:customer`,
      `ticket-question:${ticketId}:operations`,
    ]);

    await t.app.ctx.jobs.runDue();
    await t.app.ctx.jobs.runDue();
    const mails = t.mailer.sent.slice(before).sort(operationsFirst);
    expect(mails.map((mail) => mail.to)).toEqual(['operacoes@brilho.test', 'dora@exemplo.com']);
    expect(mails[0]!.text).toContain('Vocês levam produtos?');
    expect((await emailJobs(`ticket-question:${ticketId}:`)).map((job) => job.state)).toEqual([
      'completed',
      'completed',
    ]);
  });

  it('rolls an owed e-mail back with its change: nothing is stored, nothing is sent', async () => {
    const before = t.mailer.sent.length;
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        await sendEmailInTx(t.app.ctx, tx, 'rolled-back:1', {
          to: 'ninguem@exemplo.com',
          subject: 'Nunca',
          text: 'Nunca',
          html: '<p>Nunca</p>',
        });
        throw new Error('the change fails after its e-mail was queued');
      }),
    ).rejects.toThrow('the change fails');
    expect(await emailJobs('rolled-back:')).toEqual([]);
    await t.app.ctx.jobs.runDue();
    expect(t.mailer.sent.slice(before)).toEqual([]);
  });

  it('keeps an e-mail through a mail server outage and sends it once the server answers', async () => {
    const customer = await signUpAndIn(t, 'edu@exemplo.com');
    const before = t.mailer.sent.length;
    const send = t.mailer.send;
    t.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const filed = await fileQuestion(customer.auth);
      expect(filed.statusCode, 'the ticket is filed whatever the mail server does').toBe(201);
      await t.app.ctx.jobs.runDue();
    } finally {
      t.mailer.send = send;
    }
    expect(t.mailer.sent.length).toBe(before);
    // pg-boss retries a failed job after its delay (10 s, with backoff), on the injected clock.
    t.clock.advance(60_000);
    await t.app.ctx.jobs.runDue();
    expect(
      t.mailer.sent
        .slice(before)
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(['edu@exemplo.com', 'operacoes@brilho.test']);
  });

  it('records an e-mail the mailer accepted once, even when its job runs again (a completion lost)', async () => {
    const recorded = () => t.database.db.select().from(sentEmails).where(eq(sentEmails.jobKey, 'retried:1'));
    const message = { to: 'gil@exemplo.com', subject: 'Uma vez', text: 'Uma vez', html: '<p>Uma vez</p>' };
    const send = t.mailer.send;
    t.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      await t.app.ctx.db.transaction((tx) => sendEmailInTx(t.app.ctx, tx, 'retried:1', message));
      await t.app.ctx.jobs.runDue();
    } finally {
      t.mailer.send = send;
    }
    expect(await recorded(), 'a send that failed records nothing').toEqual([]);
    t.clock.advance(60_000);
    const sentAt = t.clock.now();
    await t.app.ctx.jobs.runDue();
    // The worker died after the send, before pg-boss stored the completion: the same job is delivered again.
    await t.app.ctx.jobs.send(
      EMAIL_JOB,
      { key: 'retried:1', message, orderId: null },
      { singletonKey: 'retried:1' },
    );
    await t.app.ctx.jobs.runDue();
    expect(t.mailer.sent.filter((mail) => mail.to === 'gil@exemplo.com')).toHaveLength(2);
    expect(await recorded()).toEqual([
      expect.objectContaining({
        kind: 'retried',
        orderId: null,
        recipient: 'gil@exemplo.com',
        subject: 'Uma vez',
        sentAt,
      }),
    ]);
  });
});
