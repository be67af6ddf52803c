import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CalendarCleaning,
  calendarLocal,
  cleaningCalendar,
  escapeCalendarText,
  foldCalendarLine,
} from './calendar';

const CLEANING: CalendarCleaning = {
  orderId: '7d3c2f9e-1b2a-4c5d-8e9f-0a1b2c3d4e5f',
  // 10:00–12:00 in São Paulo (UTC−3).
  startsAt: new Date('2026-11-24T13:00:00Z'),
  endsAt: new Date('2026-11-24T15:00:00Z'),
  sequence: 0,
  location: 'Avenida do Batel, 1200, ap. 31, Batel, Curitiba',
  addressName: 'Casa; da vó',
  professionalName: 'Rosa Lima',
  orderUrl: 'https://brilho.test/pedidos/7d3c2f9e-1b2a-4c5d-8e9f-0a1b2c3d4e5f',
  cancelled: false,
};
const STAMP = new Date('2026-11-23T12:00:00Z');

/** UTF-8 octets, counted independently of the builder: each %XX of encodeURIComponent is one. */
const octets = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, '.').length;

/** Unfolds (RFC 5545 §3.1) and splits into content lines. */
const contentLines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
/** A property of the event (VEVENT), or of the calendar for METHOD and TZID. */
const property = (ics: string, name: string) =>
  (['METHOD', 'TZID'].includes(name)
    ? contentLines(ics)
    : contentLines(ics).slice(contentLines(ics).indexOf('BEGIN:VEVENT'))
  ).find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

describe('cleaning calendar (.ics)', () => {
  it('ends every line with CRLF and keeps each physical line within 75 octets', () => {
    const ics = cleaningCalendar(
      { ...CLEANING, location: 'Rua Comendador Araújo, 1234, Edifício São João, ap. 1501, Centro, Curitiba' },
      STAMP,
    );
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('says when, where and with whom in São Paulo time, stamped in UTC, with the link to the order', () => {
    const ics = cleaningCalendar(CLEANING, STAMP);
    expect(property(ics, 'DTSTART')).toBe('DTSTART;TZID=America/Sao_Paulo:20261124T100000');
    expect(property(ics, 'DTEND')).toBe('DTEND;TZID=America/Sao_Paulo:20261124T120000');
    expect(property(ics, 'DTSTAMP')).toBe('DTSTAMP:20261123T120000Z');
    expect(property(ics, 'TZID')).toBe('TZID:America/Sao_Paulo');
    expect(property(ics, 'SUMMARY')).toBe('SUMMARY:Limpeza Brilho com Rosa Lima');
    expect(property(ics, 'LOCATION')).toBe(
      'LOCATION:Avenida do Batel\\, 1200\\, ap. 31\\, Batel\\, Curitiba',
    );
    expect(property(ics, 'DESCRIPTION')).toContain('Casa\\; da vó');
    expect(property(ics, 'DESCRIPTION')).toContain(`\\nPara reagendar ou cancelar: ${CLEANING.orderUrl}`);
    expect(property(ics, 'URL')).toBe(`URL:${CLEANING.orderUrl}`);
    expect(property(ics, 'METHOD')).toBe('METHOD:PUBLISH');
    expect(property(ics, 'STATUS')).toBe('STATUS:CONFIRMED');
  });

  it('keeps the UID per order and carries the sequence, so an update replaces the event', () => {
    const first = cleaningCalendar(CLEANING, STAMP);
    const moved = cleaningCalendar(
      { ...CLEANING, startsAt: new Date('2026-11-25T13:00:00Z'), sequence: 2 },
      STAMP,
    );
    expect(property(moved, 'UID')).toBe(property(first, 'UID'));
    expect(property(first, 'UID')).toBe(`UID:pedido-${CLEANING.orderId}@brilho.app`);
    expect(property(moved, 'SEQUENCE')).toBe('SEQUENCE:2');
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED', () => {
    const ics = cleaningCalendar({ ...CLEANING, cancelled: true, sequence: 3 }, STAMP);
    expect(property(ics, 'METHOD')).toBe('METHOD:CANCEL');
    expect(property(ics, 'STATUS')).toBe('STATUS:CANCELLED');
  });

  it('as an e-mailed invitation is a REQUEST from the organizer to the customer, already accepted, and cancels as CANCEL', () => {
    const invite = {
      organizerEmail: 'Brilho <nao-responda@brilho.test>',
      attendeeEmail: 'ana@exemplo.com',
      attendeeName: 'Ana "Aninha" Souza',
    };
    const ics = cleaningCalendar(CLEANING, STAMP, invite);
    expect(property(ics, 'METHOD')).toBe('METHOD:REQUEST');
    expect(property(ics, 'STATUS')).toBe('STATUS:CONFIRMED');
    expect(property(ics, 'ORGANIZER')).toBe('ORGANIZER;CN=Brilho:mailto:nao-responda@brilho.test');
    expect(property(ics, 'ATTENDEE')).toBe(
      'ATTENDEE;CN="Ana Aninha Souza";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:ana@exemplo.com',
    );
    const cancelled = cleaningCalendar({ ...CLEANING, cancelled: true, sequence: 4 }, STAMP, invite);
    expect(property(cancelled, 'METHOD')).toBe('METHOD:CANCEL');
    expect(property(cancelled, 'STATUS')).toBe('STATUS:CANCELLED');
    expect(property(cancelled, 'ORGANIZER')).toBe(property(ics, 'ORGANIZER'));
    expect(property(cleaningCalendar(CLEANING, STAMP), 'ORGANIZER')).toBeUndefined();
  });

  it.each([
    ['a,b;c\\d', 'a\\,b\\;c\\\\d'],
    ['linha 1\nlinha 2\r\nlinha 3', 'linha 1\\nlinha 2\\nlinha 3'],
  ])('escapes %j as %j', (text, escaped) => {
    expect(escapeCalendarText(text)).toBe(escaped);
  });

  it('folds any line into ≤75-octet pieces that unfold to the same text, never splitting a character', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 400 }).filter((s) => !/[\r\n]/.test(s)),
        (text) => {
          const folded = foldCalendarLine(`DESCRIPTION:${text}`);
          expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${text}`);
          for (const piece of folded.split('\r\n')) expect(octets(piece)).toBeLessThanOrEqual(75);
        },
      ),
    );
  });

  it('writes São Paulo wall-clock times at −03:00', () => {
    expect(calendarLocal(new Date('2026-01-15T02:30:00Z'))).toBe('20260114T233000');
  });
});
