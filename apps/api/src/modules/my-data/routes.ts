import { anyBody, myDataQuery } from '@brilho/domain/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts } from '../../db/schema';
import { requireRole } from '../../lib/auth';
import { attributesOf } from '../../lib/body';
import { ApiError, fieldErrors } from '../../lib/errors';
import type { ZodTypeProvider } from '../../lib/wire';
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

export const MY_DATA_TEXTS = {
  wrongPassword: 'Senha incorreta',
  passwordRequired: 'Informe a sua senha para confirmar',
  invalidFormat: 'Formato inválido: use json ou html',
} as const;

function exportedEmail(to: string, firstName: string): MailMessage {
  const paragraphs = [
    `Olá, ${firstName}!`,
    'Os seus dados na Brilho foram baixados agora pela sua conta, como a LGPD (art. 18) garante.',
    'Se não foi você, troque a sua senha e fale com o nosso atendimento.',
  ];
  return {
    to,
    subject: 'Brilho - Seus dados foram baixados',
    text: `${paragraphs.join('\n\n')}\n`,
    html: emailHtml({ heading: 'Seus dados foram baixados', paragraphs }),
  };
}

function deletedEmail(to: string, firstName: string): MailMessage {
  const paragraphs = [
    `Olá, ${firstName}!`,
    'A sua conta na Brilho foi excluída, como você pediu: os seus dados pessoais foram removidos e não é mais possível entrar com este e-mail.',
    'Guardamos apenas o que a lei obriga: os registros dos pagamentos e das limpezas pagas, sem os seus dados pessoais.',
  ];
  return {
    to,
    subject: 'Brilho - Sua conta foi excluída',
    text: `${paragraphs.join('\n\n')}\n`,
    html: emailHtml({ heading: 'Sua conta foi excluída', paragraphs }),
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
      if (!account || account.anonymizedAt) throw new ApiError(404, 'Conta não encontrada');
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
