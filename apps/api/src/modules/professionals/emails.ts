import { type MailMessage, greetingEmail as message } from '../mail';

/** The professional's registration e-mails: received (self sign-up), validated and refused (the console). */

interface Recipient {
  email: string;
  firstName: string;
}

/** Sent in the validation's transaction (`actOnProfessional`, console.service.ts). */
export const registrationValidatedEmail = (to: Recipient, url: string): MailMessage =>
  message(
    to,
    'Cadastro aprovado',
    'Seu cadastro foi aprovado!',
    [
      'Conferimos seus dados e documentos: seu cadastro de profissional na Brilho está aprovado.',
      'A partir de agora você recebe ofertas de limpeza nos bairros que atende, nos horários que informou.',
    ],
    { label: 'Entrar', url },
  );

/** Sent in the refusal's transaction, with the operator's reason. */
export const registrationRefusedEmail = (to: Recipient, reason: string, url: string): MailMessage =>
  message(
    to,
    'Cadastro não aprovado',
    'Seu cadastro não foi aprovado',
    [
      'Conferimos seus dados e documentos e não pudemos aprovar seu cadastro de profissional na Brilho.',
      `Motivo: ${reason}`,
      'Se quiser, fale com o nosso suporte.',
    ],
    { label: 'Falar com o suporte', url },
  );

/** Sent when the sign-up is stored: the terms promise an answer within 72 business hours. */
export const registrationReceivedEmail = (to: Recipient, url: string): MailMessage =>
  message(
    to,
    'Cadastro recebido',
    'Recebemos seu cadastro',
    [
      'Obrigado por se cadastrar como profissional na Brilho.',
      'Nossa equipe vai conferir seus dados e documentos em até 72 horas úteis e avisar você por e-mail.',
    ],
    { label: 'Acompanhar cadastro', url },
  );
