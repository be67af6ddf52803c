import type { MailMessage } from '../mail';
import { emailHtml } from '../mail';

export function verificationEmail(to: string, firstName: string, link: string): MailMessage {
  const paragraphs = [
    `Olá, ${firstName}!`,
    'Falta pouco para você agendar a sua primeira limpeza. Confirme o seu e-mail pelo link abaixo.',
    'Se você não criou uma conta na Brilho, ignore esta mensagem.',
  ];
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
    `Olá, ${firstName}!`,
    'Recebemos um pedido para redefinir a senha da sua conta na Brilho.',
    `O link vale por ${validForHours} horas e pode ser usado uma única vez. Se não foi você, ignore esta mensagem: a sua senha continua a mesma.`,
  ];
  return {
    to,
    subject: 'Brilho - Redefinição de senha',
    text: `${paragraphs.join('\n\n')}\n\nRedefinir senha: ${link}\n`,
    html: emailHtml({
      heading: 'Redefina a sua senha',
      paragraphs,
      action: { label: 'redefinir senha', url: link },
    }),
  };
}
