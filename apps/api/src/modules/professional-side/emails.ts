import { formatDateBR, saoPauloClock, weekdayName } from '@brilho/domain';
import { cleaningLineText, PROFESSIONAL_SIDE_EMAILS } from '../../words/professional-side';
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

type Wording = (typeof PROFESSIONAL_SIDE_EMAILS)[keyof typeof PROFESSIONAL_SIDE_EMAILS];

const email = (wording: Wording, to: Recipient, line: string, url: string): MailMessage =>
  message(to, wording.subject, wording.heading, wording.lines(line), { label: wording.action, url });

/** 'quarta-feira, 25/11/2026, às 10h (2 h), em Batel, Curitiba' */
export function cleaningLine(cleaning: Cleaning): string {
  const clock = saoPauloClock(cleaning.startsAt);
  const minutes = clock.minute > 0 ? String(clock.minute).padStart(2, '0') : '';
  return cleaningLineText(
    weekdayName(clock.date),
    formatDateBR(clock.date),
    clock.hour,
    minutes,
    cleaning.durationHours,
    cleaning.district,
    cleaning.city,
  );
}

export const newOfferEmail = (to: Recipient, cleaning: Cleaning, url: string): MailMessage =>
  email(PROFESSIONAL_SIDE_EMAILS.newOffer, to, cleaningLine(cleaning), url);

export const chosenForOfferEmail = (to: Recipient, cleaning: Cleaning, url: string): MailMessage =>
  email(PROFESSIONAL_SIDE_EMAILS.chosenForOffer, to, cleaningLine(cleaning), url);

export const newOrderEmail = (to: Recipient, cleaning: Cleaning, url: string): MailMessage =>
  email(PROFESSIONAL_SIDE_EMAILS.newOrder, to, cleaningLine(cleaning), url);

export const orderRescheduledEmail = (to: Recipient, cleaning: Cleaning, url: string): MailMessage =>
  email(PROFESSIONAL_SIDE_EMAILS.orderRescheduled, to, cleaningLine(cleaning), url);

export const orderCancelledEmail = (to: Recipient, cleaning: Cleaning, url: string): MailMessage =>
  email(PROFESSIONAL_SIDE_EMAILS.orderCancelled, to, cleaningLine(cleaning), url);
