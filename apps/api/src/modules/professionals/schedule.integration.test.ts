import { addDays } from '@brilho/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { at, type CreatedProfessional, createDistrict, createProfessional } from './test-fixtures';

// Monday 2026-11-23, 09:00 in São Paulo.
const NOW = new Date('2026-11-23T12:00:00Z');
const TODAY = '2026-11-23';
const DAY = '2026-11-25';

interface EventDoc {
  id: string;
  type: string;
  attributes: {
    starts_at: string;
    ends_at: string;
    duration: number;
    status: string;
    window_id: string | null;
  };
}

describe("a professional's agenda: free periods and stored events", () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let pro: CreatedProfessional;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    ({ auth } = await signUpAndIn(t));
    const district = await createDistrict(t.database.db);
    const windows = Array.from({ length: 5 }, (_, k) => addDays(TODAY, k)).flatMap((date) => [
      { date, from: 7, to: 13 },
      { date, from: 13, to: 22 },
    ]);
    pro = await createProfessional(t.database.db, {
      firstName: 'Ana',
      districtIds: [district],
      windows,
      booked: [
        { date: DAY, from: 9, to: 10 },
        { date: DAY, from: 10, to: 11 },
      ],
      blockedTime: [{ date: DAY, from: 15, to: 16.5 }],
    });
  });
  afterAll(() => t.close());

  const periods = async (filters: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/finders/professionals/schedule-events?filter[professional_id]=${pro.id}${filters}`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data as EventDoc[]).map((e) => e.attributes);
  };
  const span = (date: string, from: number, to: number) => ({
    starts_at: at(date, from).toISOString(),
    ends_at: at(date, to).toISOString(),
    duration: (to - from) * 3600,
    status: 'available',
  });

  it("answers the day's free periods: available windows minus booked and blocked time", async () => {
    expect(await periods(`&filter[date]=${DAY}`)).toMatchObject([
      span(DAY, 7, 9),
      span(DAY, 11, 13),
      span(DAY, 13, 15),
      span(DAY, 16.5, 22),
    ]);
  });

  it('keeps, with a duration, only the periods where a cleaning that long starts on a whole hour', async () => {
    // 7–9 holds 2 h; 11–13 holds 2 h; 13–15 holds 2 h; 16:30–22 holds 5 h from 17h (a start must be whole).
    expect(await periods(`&filter[date]=${DAY}&filter[duration]=3`)).toMatchObject([span(DAY, 16.5, 22)]);
    expect(await periods(`&filter[date]=${DAY}&filter[duration]=5`)).toMatchObject([span(DAY, 16.5, 22)]);
    expect(await periods(`&filter[date]=${DAY}&filter[duration]=6`)).toEqual([]);
    expect(await periods(`&filter[date]=${DAY}&filter[duration]=2`)).toHaveLength(4);
  });

  it('clips today to now: time already gone is not free', async () => {
    // 09:00 now: the morning window is free from 9h on.
    expect((await periods(`&filter[date]=${TODAY}`))[0]).toMatchObject(span(TODAY, 9, 13));
  });

  it('gives each period its own id and the window it comes from', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/finders/professionals/schedule-events?filter[professional_id]=${pro.id}&filter[date]=${DAY}`,
      headers: auth,
    });
    const data = response.json().data as EventDoc[];
    expect(new Set(data.map((e) => e.id)).size).toBe(4);
    expect(data[0]!.attributes.window_id).toBe(data[1]!.attributes.window_id);
    expect(data[0]!.type).toBe('schedule-events');
  });

  it('refuses a bad filter with 422', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/finders/professionals/schedule-events?filter[professional_id]=${pro.id}&filter[duration]=12`,
      headers: auth,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].source.parameter).toBe('filter[duration]');
  });

  it("lists the schedule's free periods newest first, 50 a page", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/schedules/${pro.scheduleId}/events?filter[status]=available&page[size]=50&sort=-starts_at`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as EventDoc[];
    // Five days of two windows, today's morning clipped to now, the 25th split in four: 12 periods.
    expect(data).toHaveLength(12);
    const starts = data.map((e) => e.attributes.starts_at);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(response.json().meta.record_count).toBe(12);
    const small = await t.app.inject({
      method: 'GET',
      url: `/api/schedules/${pro.scheduleId}/events?filter[status]=available&page[size]=5`,
      headers: auth,
    });
    expect(small.json().data).toHaveLength(5);
    expect(small.json().links.next).toContain('page[number]=2');
  });

  it('lists the stored booked events on request, and 404s an unknown schedule', async () => {
    const booked = await t.app.inject({
      method: 'GET',
      url: `/api/schedules/${pro.scheduleId}/events?filter[status]=booked`,
      headers: auth,
    });
    expect((booked.json().data as EventDoc[]).map((e) => e.attributes.status)).toEqual(['booked', 'booked']);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/schedules/${crypto.randomUUID()}/events`,
      headers: auth,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
