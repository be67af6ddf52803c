import { ACCOUNT_EMAILS } from '../../words/accounts';
import { MAIL_TEXTS } from '../../words/mail';
import type { MailMessage } from '../mail';
import { emailHtml } from '../mail';

/**
 * What a blocked or suspended customer or professional receives: what happened, the operator's
 * reason in their words, and where to talk about it. Sent as a job in the change's transaction.
 */

export const STANDING_TEXTS = {
  reasonRequired: 'Informe o motivo.',
} as const;

type Restriction = 'block' | 'suspend';

const WHAT: Record<
  Restriction,
  { subject: string; heading: string; body: (who: 'customer' | 'professional') => string }
> = {
  block: {
    subject: 'Brilho - Sua conta foi bloqueada',
    heading: 'Sua conta foi bloqueada',
    body: () => 'Sua conta na Brilho foi bloqueada e o acesso foi encerrado.',
  },
  suspend: {
    subject: 'Brilho - Sua conta foi suspensa',
    heading: 'Sua conta foi suspensa',
    body: (who) =>
      who === 'customer' ? ACCOUNT_EMAILS.suspended.customer : ACCOUNT_EMAILS.suspended.professional,
  },
};

export function restrictionEmail(
  to: string,
  firstName: string,
  action: Restriction,
  reason: string,
  who: 'customer' | 'professional',
): MailMessage {
  const what = WHAT[action];
  const paragraphs = [
    MAIL_TEXTS.greeting(firstName),
    what.body(who),
    `Motivo: ${reason}`,
    'Se quiser conversar sobre isso, responda este e-mail ou fale com o nosso suporte.',
  ];
  return {
    to,
    subject: what.subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: emailHtml({ heading: what.heading, paragraphs }),
  };
}
