import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { MailMessage } from './mailer';

/**
 * E-mails a state change owes (a ticket filed or resolved, a subscription requested) are jobs stored in the
 * change's own transaction (docs/decisions/0074-e-mails-a-state-change-owes-are-jobs-rendered-at-the-change.md): they exist exactly when
 * the change commits, so a crash right after the commit loses none, and a mail server down only delays them
 * (the job is retried with backoff). The message is rendered when the change happens — it says what was
 * true then — and the handler only sends it.
 *
 * Idempotent by key: the queue is a singleton one, so the same key sent twice while its job waits is stored
 * once; sending is the handler's last step, so a retry follows only a send that failed or was never confirmed.
 * Answers to a request that change nothing (recovery, a verification link asked again) stay synchronous.
 */

export const EMAIL_JOB = 'email';

const emailJobData = z.object({
  key: z.string().min(1),
  message: z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    attachments: z
      .array(z.object({ filename: z.string().min(1), contentType: z.string().min(1), content: z.string() }))
      .optional(),
  }),
});

/** Stores the e-mail's job through `tx`; `key` names this e-mail of this change (`ticket-resolved:<id>`). */
export async function sendEmailInTx(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Db,
  key: string,
  message: MailMessage,
): Promise<void> {
  await ctx.jobs.send(EMAIL_JOB, { key, message }, { tx, singletonKey: key });
}

/**
 * Queues an e-mail from a job handler that already runs after its change committed (a notification): the
 * e-mail gets its own retries, so a mail server down delays it instead of losing it. Keyed by its content,
 * so a retried handler queues it once while the first copy waits.
 */
export async function queueEmail(ctx: Pick<AppContext, 'jobs'>, kind: string, message: MailMessage) {
  const digest = createHash('sha256')
    .update(`${message.to}\n${message.subject}\n${message.text}`)
    .digest('hex')
    .slice(0, 32);
  await ctx.jobs.send(
    EMAIL_JOB,
    { key: `${kind}:${digest}`, message },
    { singletonKey: `${kind}:${digest}` },
  );
}

export function registerEmailJobs(ctx: Pick<AppContext, 'jobs' | 'mailer'>): void {
  ctx.jobs.work(
    EMAIL_JOB,
    async (data) => {
      // Throwing (a mail server down) fails the job: pg-boss retries it with backoff.
      await ctx.mailer.send(emailJobData.parse(data).message);
    },
    { singleton: true },
  );
}
