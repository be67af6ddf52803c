import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { bookedOrder, setStatus } from '../tickets/test-fixtures';
import { recordStatusChange } from './booking.queries';
import { CENTRO, type Customer, customerIn, NOW, seedWorld } from './test-fixtures';

/** 'Adicionar à agenda': the order page's .ics download. */

const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');
/** A property of the event (VEVENT), or of the calendar for METHOD. */
const property = (ics: string, name: string) =>
  (name === 'METHOD' ? unfolded(ics) : unfolded(ics).slice(unfolded(ics).indexOf('BEGIN:VEVENT'))).find(
    (line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`),
  );

describe('order calendar file', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  let ana: Customer;
  let bia: Customer;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW, config: { PUBLIC_URL: 'https://brilho.test' } });
    districts = await seedWorld(t);
    ana = await customerIn(t, districts[CENTRO]!);
    bia = await customerIn(t, districts[CENTRO]!);
  });
  afterAll(() => t.close());

  const download = (customer: Customer, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/orders/${id}/calendar`, headers: customer.auth });

  it('answers the booked cleaning as an attachment in São Paulo time with the address, professional and order link', async () => {
    const order = await bookedOrder(t, districts, ana);
    const res = await download(ana, order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="limpeza-[0-9a-f]{8}\.ics"$/);
    const ics = res.body;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    // Tuesday 10:00–12:00 (bookedOrder's default slot).
    expect(property(ics, 'DTSTART')).toBe('DTSTART;TZID=America/Sao_Paulo:20261124T100000');
    expect(property(ics, 'DTEND')).toBe('DTEND;TZID=America/Sao_Paulo:20261124T120000');
    expect(property(ics, 'DTSTAMP')).toBe('DTSTAMP:20261123T120000Z');
    expect(property(ics, 'UID')).toBe(`UID:pedido-${order.id}@brilho.app`);
    expect(property(ics, 'SUMMARY')).toMatch(/^SUMMARY:Limpeza Brilho com Rosa Lima \d+$/);
    expect(property(ics, 'LOCATION')).toMatch(/^LOCATION:Avenida do Batel\\, \d+\\, Centro\\, Curitiba$/);
    expect(property(ics, 'URL')).toBe(`URL:https://brilho.test/pedidos/${order.id}`);
    expect(property(ics, 'METHOD')).toBe('METHOD:PUBLISH');
  });

  it('bumps the sequence as the order changes and cancels the event once the order is cancelled', async () => {
    const order = await bookedOrder(t, districts, ana);
    const before = Number(property((await download(ana, order.id)).body, 'SEQUENCE')!.split(':')[1]);
    await recordStatusChange(t.database.db, {
      orderId: order.id,
      from: 'scheduled',
      to: 'cancelled',
      at: NOW,
    });
    await setStatus(t, order.id, 'cancelled');
    const after = (await download(ana, order.id)).body;
    expect(Number(property(after, 'SEQUENCE')!.split(':')[1])).toBe(before + 1);
    expect(property(after, 'METHOD')).toBe('METHOD:CANCEL');
    expect(property(after, 'STATUS')).toBe('STATUS:CANCELLED');
    expect(property(after, 'UID')).toBe(`UID:pedido-${order.id}@brilho.app`);
  });

  it('answers someone else’s order and a malformed id as not found', async () => {
    const order = await bookedOrder(t, districts, bia);
    expect((await download(ana, order.id)).statusCode).toBe(404);
    expect((await download(ana, 'x')).statusCode).toBe(404);
  });
});
