import { spanWords } from './messagesCalendar';
import { shareWords } from './messagesShare';
import { formatDateBR, saoPauloClock } from './time';

/**
 * WhatsApp links: sharing uses `https://wa.me/?text=` with the message URL-encoded (WhatsApp
 * lets the person pick the chat); the support chat's 'falar no WhatsApp' opens `https://wa.me/<number>`,
 * the number in international digits (SUPPORT_WHATSAPP).
 */

export const WHATSAPP_SHARE_BASE = 'https://wa.me/';

export const whatsappShareUrl = (text: string): string =>
  `${WHATSAPP_SHARE_BASE}?text=${encodeURIComponent(text)}`;

/** Digits of an international number ('+55 (41) 99876-5432' → '5541998765432'), or null when it is none. */
export function whatsappNumber(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 10 && digits.length <= 15 ? digits : null;
}

export const whatsappChatUrl = (digits: string): string => `${WHATSAPP_SHARE_BASE}${digits}`;

const hhmm = (instant: Date): string => {
  const { hour, minute } = saoPauloClock(instant);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

export interface SharedBooking {
  startsAt: Date;
  endsAt: Date;
  addressName: string;
  professionalName: string | null;
}

/** 'Limpeza Brilho agendada: 24/11/2026, 10:00 às 12:00, em Casa, com Rosa Lima.' */
export function bookingShareText(booking: SharedBooking): string {
  const { date } = saoPauloClock(booking.startsAt);
  const when = `${formatDateBR(date)}, ${spanWords(hhmm(booking.startsAt), hhmm(booking.endsAt))}`;
  return shareWords.booking(when, booking.addressName, booking.professionalName);
}

export const professionalShareText = (name: string, pageUrl: string): string =>
  shareWords.professional(name, pageUrl);
