import { feedbackMessages } from '@brilho/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders as orderTable, professionals } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { bookedOrder, setStatus } from '../tickets/test-fixtures';
import { CENTRO, type Customer, customerIn, NOW, seedWorld } from './test-fixtures';

/** Rating a cleaning in the app: once per complete order of one's own, changeable for 7 days. */

const DAY = 24 * 3_600_000;
const body = (attributes: Record<string, unknown>) => ({ data: { type: 'feedbacks', attributes } });

describe('rating a cleaning', () => {
  let t: TestApp;
  let districts: Record<string, string>;
  let ana: Customer;
  let bia: Customer;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    districts = await seedWorld(t);
    ana = await customerIn(t, districts[CENTRO]!);
    bia = await customerIn(t, districts[CENTRO]!);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  const rate = (
    customer: Customer,
    orderId: string,
    attributes: Record<string, unknown>,
    method: 'POST' | 'PATCH' = 'POST',
  ) =>
    t.app.inject({
      method,
      url: `/api/orders/${orderId}/feedback`,
      headers: customer.auth,
      payload: body(attributes),
    });

  const completeOrder = async (customer: Customer = ana) => {
    const order = await bookedOrder(t, districts, customer);
    await setStatus(t, order.id, 'complete');
    return order;
  };

  const standingOf = async (professionalId: string) => {
    const [row] = await t.database.db
      .select()
      .from(professionals)
      .where(eq(professionals.id, professionalId));
    return { rating: row!.rating, count: row!.totalFeedbacksCount, top: row!.isTopProfessional };
  };

  it('takes a rating with a comment on a complete order and makes it the professional’s feedback and rating', async () => {
    const order = await completeOrder();
    const given = await rate(ana, order.id, { rating: 4, comment: '  Caprichou na cozinha  ' });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json().data.attributes).toMatchObject({
      rating: 4,
      comment: 'Caprichou na cozinha',
      editable_until: new Date(NOW.getTime() + 7 * DAY).toISOString(),
    });
    expect(await standingOf(order.professionalId)).toEqual({ rating: 8000, count: 1, top: false });

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/feedbacks?filter[professional_id]=${order.professionalId}`,
      headers: ana.auth,
    });
    expect(
      listed.json().data.map((f: { attributes: { description: string } }) => f.attributes.description),
    ).toEqual(['Caprichou na cozinha']);
  });

  it('stores a rating without comment as the hidden “Sem informação” and answers no comment', async () => {
    const order = await completeOrder();
    const given = await rate(ana, order.id, { rating: 5 });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json().data.attributes.comment).toBeNull();
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/feedbacks?filter[professional_id]=${order.professionalId}`,
      headers: ana.auth,
    });
    expect(listed.json().data[0].attributes.description).toBe('Sem informação');
  });

  it('takes one rating per order: a second one is refused and the count does not move', async () => {
    const order = await completeOrder();
    expect((await rate(ana, order.id, { rating: 3 })).statusCode).toBe(201);
    const again = await rate(ana, order.id, { rating: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].title).toBe(feedbackMessages.alreadyRated);
    expect(await standingOf(order.professionalId)).toMatchObject({ rating: 6000, count: 1 });
  });

  it('lets the rating change until 7 days after it was given, and moves the professional’s rating with it', async () => {
    const order = await completeOrder();
    await rate(ana, order.id, { rating: 2, comment: 'Atrasou' });
    t.clock.set(new Date(NOW.getTime() + 7 * DAY - 1000));
    const changed = await rate(ana, order.id, { rating: 5 }, 'PATCH');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.attributes).toMatchObject({ rating: 5, comment: 'Atrasou' });
    expect(await standingOf(order.professionalId)).toMatchObject({ rating: 10_000, count: 1 });

    t.clock.set(new Date(NOW.getTime() + 7 * DAY));
    const late = await rate(ana, order.id, { rating: 1 }, 'PATCH');
    expect(late.statusCode).toBe(422);
    expect(late.json().errors[0].title).toBe(feedbackMessages.editExpired);
    expect(await standingOf(order.professionalId)).toMatchObject({ rating: 10_000 });
  });

  it('refuses a rating of an order that is not complete', async () => {
    const order = await bookedOrder(t, districts, ana);
    const early = await rate(ana, order.id, { rating: 5 });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors[0].title).toBe(feedbackMessages.notComplete);
  });

  it('answers someone else’s order and a malformed id as not found', async () => {
    const order = await completeOrder(bia);
    expect((await rate(ana, order.id, { rating: 5 })).statusCode).toBe(404);
    expect((await rate(ana, 'not-a-uuid', { rating: 5 })).statusCode).toBe(404);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/feedback`,
      headers: ana.auth,
    });
    expect(read.statusCode).toBe(404);
  });

  it.each([
    [{ rating: 6 }, 'rating', feedbackMessages.ratingInvalid],
    [{ rating: -1 }, 'rating', feedbackMessages.ratingInvalid],
    [{ rating: 4.5 }, 'rating', feedbackMessages.ratingInvalid],
    [{ rating: '5' }, 'rating', feedbackMessages.ratingInvalid],
    [{}, 'rating', feedbackMessages.ratingInvalid],
    [{ rating: 5, comment: 42 }, 'comment', 'Texto inválido'],
    [{ rating: 5, comment: 'a'.repeat(1001) }, 'comment', feedbackMessages.commentTooLong],
  ])('refuses %# with a pt-BR message on %s', async (attributes, field, title) => {
    const order = await completeOrder();
    const refused = await rate(ana, order.id, attributes);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      title,
      source: { pointer: `/data/attributes/${field}` },
    });
  });

  it('gives the Top profissional badge at 5 ratings averaging 4,5 stars and takes it away below', async () => {
    const first = await completeOrder();
    const professionalId = first.professionalId;
    const orders = [first];
    // Four more cleanings by the same professional.
    for (let i = 0; i < 4; i += 1) {
      const order = await bookedOrder(t, districts, ana, { hour: 8 + i * 3 });
      orders.push(order);
    }
    // bookedOrder makes a professional per order; re-point the others at the first one.
    for (const order of orders) {
      await t.database.db
        .update(orderTable)
        .set({ professionalId, status: 'complete' })
        .where(eq(orderTable.id, order.id));
    }
    for (const stars of [5, 5, 5, 4])
      expect((await rate(ana, orders.shift()!.id, { rating: stars })).statusCode).toBe(201);
    expect(await standingOf(professionalId)).toMatchObject({ count: 4, top: false });
    const last = orders.shift()!;
    expect((await rate(ana, last.id, { rating: 4 })).statusCode).toBe(201);
    expect(await standingOf(professionalId)).toEqual({ rating: 9200, count: 5, top: true });
    expect((await rate(ana, last.id, { rating: 0 }, 'PATCH')).statusCode).toBe(200);
    expect(await standingOf(professionalId)).toEqual({ rating: 7600, count: 5, top: false });
  });
});
