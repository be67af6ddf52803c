import { ACCOUNT_EMAILS } from '../../words/accounts';
import { MAIL_TEXTS } from '../../words/mail';
import type { MailMessage } from '../mail';
import { emailHtml } from '../mail';

export function verificationEmail(to: string, firstName: string, link: string): MailMessage {
  const paragraphs = [MAIL_TEXTS.greeting(firstName), ...ACCOUNT_EMAILS.verification.paragraphs];
  return {
    to,
    subject: 'Brilho - Confirme o seu e-mail',
    text: `${paragraphs.join('\n\n')}\n\nConfirmar e-mail: ${link}\n`,
    html: emailHtml({
      heading: 'Confirme o seu e-mail',
      paragraphs,
      action: { label: 'confirmar e-mail', url: link },
    }),
  };
}

export function passwordResetEmail(
  to: string,
  firstName: string,
  link: string,
  validForHours: number,
): MailMessage {
  const paragraphs = [
    MAIL_TEXTS.greeting(firstName),
    ...ACCOUNT_EMAILS.passwordReset.paragraphs(validForHours),
  ];
  return {
    to,
    subject: ACCOUNT_EMAILS.passwordReset.subject,
    text: `${paragraphs.join('\n\n')}\n\nRedefinir senha: ${link}\n`,
    html: emailHtml({
      heading: 'Redefina a sua senha',
      paragraphs,
      action: { label: 'redefinir senha', url: link },
    }),
  };
}
