import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { BATEL, customerIn, NOW, seedWorld, TUESDAY } from '../orders/test-fixtures';
import { OFFER_EXPIRY_JOB } from './expiry';
import { createOffer, keyBody, offerRow, post } from './test-fixtures';

/**
 * Offers expire by a durable job (pg-boss) that follows the injected clock: tests move the clock and run
 * what is due, as `/api/dev/clock` does for journeys; nothing sleeps.
 */

const SLOT = { date: TUESDAY, hour: 10, hours: 3 };

interface ExpiryJob {
  state: string;
  start_after: Date;
}

describe('offer expiry', () => {
  let t: TestApp;
  let batel: string;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    batel = (await seedWorld(t))[BATEL]!;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  const expiryJobsOf = async (offerId: string): Promise<ExpiryJob[]> =>
    (
      await t.database.executeSql(
        'SELECT state, start_after FROM pgboss.job WHERE name = $1 AND singleton_key = $2 ORDER BY created_on',
        [OFFER_EXPIRY_JOB, offerId],
      )
    ).rows as ExpiryJob[];

  it('schedules one durable job at expires_at', async () => {
    const ana = await customerIn(t, batel);
    const offer = await createOffer(t, ana, SLOT);
    const jobs = await expiryJobsOf(offer.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.state).toBe('created');
    expect(new Date(jobs[0]!.start_after).toISOString()).toBe(
      new Date(NOW.getTime() + 600_000).toISOString(),
    );
  });

  it('marks the offer expired when the clock passes expires_at and due jobs run', async () => {
    const ana = await customerIn(t, batel);
    const offer = await createOffer(t, ana, SLOT);

    t.clock.advance(599_000);
    await t.app.ctx.jobs.runDue();
    expect((await offerRow(t, offer.id)).status).toBe('open');

    t.clock.advance(2_000);
    expect(await t.app.ctx.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect((await offerRow(t, offer.id)).status).toBe('expired');
    expect((await expiryJobsOf(offer.id)).map((j) => j.state)).toEqual(['completed']);
  });

  it('expires at once when /api/dev/clock moves past expires_at', async () => {
    const ana = await customerIn(t, batel);
    const offer = await createOffer(t, ana, SLOT);

    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advance_seconds: 601 },
    });

    expect(moved.statusCode).toBe(200);
    expect((await offerRow(t, offer.id)).status).toBe('expired');
  });

  it('leaves a cancelled offer cancelled when its job runs', async () => {
    const ana = await customerIn(t, batel);
    const offer = await createOffer(t, ana, SLOT);
    await post(t, ana.auth, '/order-offers/delete-offer', keyBody(offer.key));

    t.clock.advance(601_000);
    await t.app.ctx.jobs.runDue();

    expect((await offerRow(t, offer.id)).status).toBe('cancelled');
    expect((await expiryJobsOf(offer.id)).map((j) => j.state)).toEqual(['completed']);
  });
});
