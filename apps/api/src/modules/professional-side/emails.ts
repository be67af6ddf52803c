import { formatDateBR, saoPauloClock, weekdayName } from '@brilho/domain';
import { type MailMessage, greetingEmail as message } from '../mail';

/** The professional's short pt-BR e-mails, one per ProfessionalChannel message (offer_taken is cable only). */

export interface Cleaning {
  startsAt: Date;
  durationHours: number;
  district: string;
  city: string;
}

export interface Recipient {
  email: string;
  firstName: string;
}

/** 'quarta-feira, 25/11/2026, às 10h (2 h), em Batel, Curitiba' */
export function cleaningLine(cleaning: Cleaning): string {
  const clock = saoPauloClock(cleaning.startsAt);
  const minutes = clock.minute > 0 ? String(clock.minute).padStart(2, '0') : '';
  return `${weekdayName(clock.date)}, ${formatDateBR(clock.date)}, às ${clock.hour}h${minutes} (${cleaning.durationHours} h), em ${cleaning.district}, ${cleaning.city}`;
}

export const newOfferEmail = (to: Recipient, cleaning: Cleaning, url: string): MailMessage =>
  message(
    to,
    'Nova oferta de limpeza',
    'Nova oferta de limpeza perto de você',
    [
      `Um cliente precisa de uma limpeza ${cleaningLine(cleaning)}.`,
      'A oferta fica aberta por 10 minutos. Se puder atender, aceite-a no aplicativo do profissional.',
    ],
    { label: 'Ver ofertas', url },
  );

export const chosenForOfferEmail = (to: Recipient, cleaning: Cleaning, url: string): MailMessage =>
  message(
    to,
    'O cliente escolheu você',
    'O cliente escolheu você!',
    [
      `O cliente escolheu você para a limpeza de ${cleaningLine(cleaning)}.`,
      'Assim que o pagamento for confirmado, ela aparece na sua agenda.',
    ],
    { label: 'Ver limpeza', url },
  );

export const newOrderEmail = (to: Recipient, cleaning: Cleaning, url: string): MailMessage =>
  message(
    to,
    'Nova limpeza na sua agenda',
    'Nova limpeza confirmada',
    [
      `O pagamento foi confirmado: você tem uma limpeza ${cleaningLine(cleaning)}.`,
      'O endereço completo aparece na sua agenda a partir de 24 horas antes do início.',
    ],
    { label: 'Ver limpeza', url },
  );

export const orderRescheduledEmail = (to: Recipient, cleaning: Cleaning, url: string): MailMessage =>
  message(
    to,
    'Limpeza reagendada',
    'Uma limpeza foi reagendada',
    [`Uma das suas limpezas mudou de horário. A nova data é ${cleaningLine(cleaning)}.`],
    { label: 'Ver limpeza', url },
  );

export const orderCancelledEmail = (to: Recipient, cleaning: Cleaning, url: string): MailMessage =>
  message(
    to,
    'Limpeza cancelada',
    'Uma limpeza foi cancelada',
    [`A limpeza de ${cleaningLine(cleaning)} foi cancelada e saiu da sua agenda.`],
    { label: 'Ver limpeza', url },
  );
