import { MAIL_TEXTS } from '../../words/mail';
import type { MailMessage } from './mailer';

/** Wraps a pt-BR e-mail body in the product's simple HTML layout; the text part is written by the caller. */
export function emailHtml(options: {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}): string {
  const escapeHtml = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const paragraphs = options.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`)
    .join('');
  const action = options.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(options.action.url)}" style="background:#7048e8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(options.action.label)}</a></p><p style="font-size:12px;color:#666">${MAIL_TEXTS.buttonFallback} ${escapeHtml(options.action.url)}</p>`
    : '';
  return `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:0 auto;padding:24px"><h1 style="color:#7048e8;font-size:22px">${escapeHtml(options.heading)}</h1>${paragraphs}${action}<p style="font-size:12px;color:#666;margin-top:32px">${MAIL_TEXTS.footer}</p></body></html>`;
}

/** A short e-mail to one person: 'Olá, <name>!', the lines, one button; text and HTML parts alike. */
export function greetingEmail(
  to: { email: string; firstName: string },
  subject: string,
  heading: string,
  lines: string[],
  action: { label: string; url: string },
): MailMessage {
  const paragraphs = [MAIL_TEXTS.greeting(to.firstName), ...lines];
  return {
    to: to.email,
    subject: `Brilho - ${subject}`,
    text: `${[...paragraphs, `${action.label}: ${action.url}`].join('\n\n')}\n`,
    html: emailHtml({ heading, paragraphs, action }),
  };
}
