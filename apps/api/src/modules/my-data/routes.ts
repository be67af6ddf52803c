import { anyBody, myDataQuery } from '@brilho/domain/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts } from '../../db/schema';
import { requireRole } from '../../lib/auth';
import { attributesOf } from '../../lib/body';
import { ApiError, fieldErrors } from '../../lib/errors';
import type { ZodTypeProvider } from '../../lib/wire';
import { MAIL_TEXTS } from '../../words/mail';
import { MY_DATA_EMAILS, MY_DATA_TEXTS } from '../../words/my-data';
import { announceRevokedSessions, anonymize, verifyPassword } from '../accounts';
import { recordAudit } from '../audit';
import type { MailMessage } from '../mail';
import { emailHtml, sendEmailInTx } from '../mail';
import { exportAccount, exportHtml } from './export';

/**
 * 'Minha conta' → 'baixar meus dados' and 'excluir minha conta' (LGPD Art. 18).
 * `GET /my-data` answers the export as JSON (`?format=html`: a readable page); `POST /my-data/deletion`
 * with the password anonymises the account as the operator's action does (payments, orders and wallet
 * entries stay, as the tax and payment rules oblige). Each step e-mails the account's address.
 */

export { MY_DATA_TEXTS };

function exportedEmail(to: string, firstName: string): MailMessage {
  const paragraphs = [MAIL_TEXTS.greeting(firstName), ...MY_DATA_EMAILS.exported.paragraphs];
  return {
    to,
    subject: MY_DATA_EMAILS.exported.subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: emailHtml({ heading: MY_DATA_EMAILS.exported.heading, paragraphs }),
  };
}

function deletedEmail(to: string, firstName: string): MailMessage {
  const paragraphs = [MAIL_TEXTS.greeting(firstName), ...MY_DATA_EMAILS.deleted.paragraphs];
  return {
    to,
    subject: MY_DATA_EMAILS.deleted.subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: emailHtml({ heading: MY_DATA_EMAILS.deleted.heading, paragraphs }),
  };
}

export async function myDataRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get('/my-data', { schema: { querystring: myDataQuery } }, async (request, reply) => {
    const actor = requireRole(request, 'customer');
    const format = request.query.format ?? 'json';
    if (format !== 'json' && format !== 'html')
      throw new ApiError(400, MY_DATA_TEXTS.invalidFormat, { parameter: 'format' });
    const now = ctx.clock.now();
    const data = await ctx.db.transaction(async (tx) => {
      const exported = await exportAccount(tx, actor.accountId, now);
      const [account] = await tx.select().from(accounts).where(eq(accounts.id, actor.accountId));
      if (account)
        await sendEmailInTx(
          ctx,
          tx,
          `my-data-export:${account.id}:${now.getTime()}`,
          exportedEmail(account.email, account.firstName),
        );
      return exported;
    });
    const day = now.toISOString().slice(0, 10);
    reply.header('cache-control', 'private, no-store');
    if (format === 'html') {
      reply
        .type('text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="meus-dados-brilho-${day}.html"`);
      return reply.send(exportHtml(data));
    }
    reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="meus-dados-brilho-${day}.json"`);
    return reply.send(JSON.stringify(data, null, 2));
  });

  app.post('/my-data/deletion', { schema: { body: anyBody } }, async (request, reply) => {
    const actor = requireRole(request, 'customer');
    const password = attributesOf(request.body).password;
    if (typeof password !== 'string' || password === '')
      throw fieldErrors([{ field: 'password', title: MY_DATA_TEXTS.passwordRequired }]);
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const [account] = await tx
        .select()
        .from(accounts)
        .where(eq(accounts.id, actor.accountId))
        .for('update');
      if (!account || account.anonymizedAt) throw new ApiError(404, MY_DATA_TEXTS.accountNotFound);
      if (!(await verifyPassword(account.passwordHash, password)))
        throw fieldErrors([{ field: 'password', title: MY_DATA_TEXTS.wrongPassword }]);
      // The address is gone after anonymising: the confirmation is queued first, to the address it had.
      await sendEmailInTx(
        ctx,
        tx,
        `my-data-deletion:${account.id}`,
        deletedEmail(account.email, account.firstName),
      );
      await anonymize(tx, account, now);
      await recordAudit(
        tx,
        actor,
        {
          action: 'customer.anonymize',
          subjectType: 'accounts',
          subjectId: account.id,
          data: { by: 'customer' },
        },
        now,
      );
    });
    await announceRevokedSessions(ctx, actor.accountId);
    return reply.status(204).send();
  });
}
