import { calendarWords } from './messagesShare';
import { saoPauloClock } from './time';

/**
 * 'Adicionar à agenda': one cleaning as an iCalendar (RFC 5545) file. Pure: the caller passes
 * the order's facts, the stamp instant and the link to the order page.
 *
 * - Lines end in CRLF and are folded at 75 octets (UTF-8, never inside a character), continuations begin
 *   with one space (RFC 5545 §3.1).
 * - TEXT values escape backslash, ';', ',' and line breaks (RFC 5545 §3.3.11).
 * - Start and end are São Paulo wall-clock times with TZID=America/Sao_Paulo and the VTIMEZONE that defines
 *   it (no daylight saving since 2019: one STANDARD at -03:00); DTSTAMP is UTC.
 * - The UID is the order's id, stable across updates; SEQUENCE grows with each change (the caller passes
 *   how many times the order moved), so calendars replace the event instead of adding a second one.
 * - A cancelled cleaning is METHOD:CANCEL with STATUS:CANCELLED, which removes it from the calendar.
 * - The download is METHOD:PUBLISH. The file attached to an e-mail is an invitation (RFC 5546 iTIP):
 *   METHOD:REQUEST (or CANCEL) with the ORGANIZER (the sender) and the customer as an ATTENDEE who has
 *   already accepted and owes no answer, so mail clients offer 'add to calendar' and later update or remove
 *   the same event.
 */

export interface CalendarCleaning {
  orderId: string;
  startsAt: Date;
  endsAt: Date;
  /** How many times the event changed; the first version is 0. */
  sequence: number;
  /** The address as one line (street, number, complement, district, city). */
  location: string;
  addressName: string;
  professionalName: string | null;
  /** The order page, where the customer reschedules or cancels. */
  orderUrl: string;
  cancelled: boolean;
}

/** An e-mailed invitation's people (RFC 5546 requires both on REQUEST and CANCEL). */
export interface CalendarInvite {
  organizerEmail: string;
  attendeeEmail: string;
  attendeeName: string;
}

export const CALENDAR_TIME_ZONE = 'America/Sao_Paulo';
export const CALENDAR_UID_DOMAIN = 'brilho.app';
export const CALENDAR_FILE_TYPE = 'text/calendar; charset=utf-8';

const MAX_OCTETS = 75;

/** RFC 5545 §3.3.11 TEXT escaping. */
export function escapeCalendarText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const utf8Octets = (codePoint: number): number =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/** RFC 5545 §3.1: at most 75 octets per physical line, continuation lines start with a space. */
export function foldCalendarLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) ?? 0);
    // The continuation's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** `YYYYMMDDTHHMMSSZ`. */
export function calendarUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** `YYYYMMDDTHHMMSS` in São Paulo, for `;TZID=America/Sao_Paulo`. */
export function calendarLocal(instant: Date): string {
  const { date, hour, minute } = saoPauloClock(instant);
  return `${date.replace(/-/g, '')}T${pad(hour)}${pad(minute)}00`;
}

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:-0300',
  'TZOFFSETTO:-0300',
  'TZNAME:-03',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export function cleaningCalendarSummary(cleaning: Pick<CalendarCleaning, 'professionalName'>): string {
  return cleaning.professionalName ? `Limpeza Brilho com ${cleaning.professionalName}` : 'Limpeza Brilho';
}

/** The iTIP method of a file: a download publishes, an e-mail invites; a cancelled cleaning cancels. */
export function cleaningCalendarMethod(
  cleaning: Pick<CalendarCleaning, 'cancelled'>,
  invite?: CalendarInvite,
): 'PUBLISH' | 'REQUEST' | 'CANCEL' {
  if (cleaning.cancelled) return 'CANCEL';
  return invite ? 'REQUEST' : 'PUBLISH';
}

/** A CAL-ADDRESS parameter value (CN): quoted, without the characters a quoted value cannot hold. */
const quotedParam = (value: string): string => `"${value.replace(/["\r\n]/g, '')}"`;

/** The address part of 'Brilho <nao-responda@brilho.test>' (or the value itself). */
export const mailboxAddress = (value: string): string => /<([^>]+)>/.exec(value)?.[1]?.trim() ?? value.trim();

export function cleaningCalendar(
  cleaning: CalendarCleaning,
  stampedAt: Date,
  invite?: CalendarInvite,
): string {
  const description = [
    cleaning.professionalName ? calendarWords.professional(cleaning.professionalName) : null,
    calendarWords.address(cleaning.addressName, cleaning.location),
    calendarWords.manage(cleaning.orderUrl),
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Brilho//Limpezas//PT-BR',
    'CALSCALE:GREGORIAN',
    `METHOD:${cleaningCalendarMethod(cleaning, invite)}`,
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:pedido-${cleaning.orderId}@${CALENDAR_UID_DOMAIN}`,
    `SEQUENCE:${cleaning.sequence}`,
    `DTSTAMP:${calendarUtc(stampedAt)}`,
    ...(invite
      ? [
          `ORGANIZER;CN=Brilho:mailto:${mailboxAddress(invite.organizerEmail)}`,
          `ATTENDEE;CN=${quotedParam(invite.attendeeName)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${invite.attendeeEmail}`,
        ]
      : []),
    `DTSTART;TZID=${CALENDAR_TIME_ZONE}:${calendarLocal(cleaning.startsAt)}`,
    `DTEND;TZID=${CALENDAR_TIME_ZONE}:${calendarLocal(cleaning.endsAt)}`,
    `SUMMARY:${escapeCalendarText(cleaningCalendarSummary(cleaning))}`,
    `LOCATION:${escapeCalendarText(cleaning.location)}`,
    `DESCRIPTION:${escapeCalendarText(description)}`,
    `URL:${cleaning.orderUrl}`,
    `STATUS:${cleaning.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldCalendarLine).join('\r\n')}\r\n`;
}

/** The download's file name. */
export const cleaningCalendarFileName = (orderId: string): string => `limpeza-${orderId.slice(0, 8)}.ics`;
