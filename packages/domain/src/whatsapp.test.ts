import { describe, expect, it } from 'vitest';
import {
  bookingShareText,
  professionalShareText,
  whatsappChatUrl,
  whatsappNumber,
  whatsappShareUrl,
} from './whatsapp';

describe('WhatsApp links', () => {
  it('shares a booking with date, São Paulo time, address name and professional, URL-encoded', () => {
    const text = bookingShareText({
      startsAt: new Date('2026-11-24T13:00:00Z'),
      endsAt: new Date('2026-11-24T15:00:00Z'),
      addressName: 'Casa & praia',
      professionalName: 'Rosa Lima',
    });
    expect(text).toBe('Limpeza Brilho agendada: 24/11/2026, 10:00 às 12:00, em Casa & praia, com Rosa Lima.');
    const url = whatsappShareUrl(text);
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(url).not.toMatch(/\s/);
    expect(url).toContain('Casa%20%26%20praia');
    expect(decodeURIComponent(url.slice('https://wa.me/?text='.length))).toBe(text);
  });

  it('shares a professional’s public page', () => {
    expect(professionalShareText('Rosa Lima', 'https://brilho.test/p/1')).toBe(
      'Conheça Rosa Lima, profissional de limpeza na Brilho: https://brilho.test/p/1',
    );
  });

  it.each([
    ['+55 (41) 99876-5432', '5541998765432'],
    ['5541998765432', '5541998765432'],
    ['41 9', null],
    ['suporte', null],
    ['+55 41 99876 5432 ramal 2', null],
  ])('reads the support number %j as %j', (value, digits) => {
    expect(whatsappNumber(value)).toBe(digits);
  });

  it('opens a chat with the number', () => {
    expect(whatsappChatUrl('5541998765432')).toBe('https://wa.me/5541998765432');
  });
});
