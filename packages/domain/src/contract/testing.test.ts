import { describe, expect, it } from 'vitest';
import { cycleResource, orderAttributes, orderResource, professionalAttributes } from './resources';
import { FIXTURE_INSTANT, fixtureOf, resourceFixture } from './testing';

describe('fixtures built from the contract', () => {
  it('builds attributes the schema accepts, with the overrides laid over them', () => {
    const order = fixtureOf(orderAttributes, { status: 'paid', total: 18000 });
    expect(orderAttributes.safeParse(order).success).toBe(true);
    expect(order).toMatchObject({ status: 'paid', total: 18000, starts_at: FIXTURE_INSTANT, cycle_id: null });
    expect(order.amount.subtotal).toEqual({ value: 0, discount: 0 });
  });

  it('leaves an optional attribute out unless asked', () => {
    expect(fixtureOf(professionalAttributes)).not.toHaveProperty('available_start_hours');
    expect(fixtureOf(professionalAttributes, { available_start_hours: [8] }).available_start_hours).toEqual([
      8,
    ]);
  });

  it('builds a flattened resource with its type and id', () => {
    const order = resourceFixture(orderResource, { id: 'o1', status: 'scheduled' });
    expect(order).toMatchObject({ id: 'o1', type: 'orders', status: 'scheduled' });
    expect(resourceFixture(cycleResource).boleto_due_date).toBe(FIXTURE_INSTANT.slice(0, 10));
  });

  it('throws on an override the schema refuses', () => {
    expect(() => fixtureOf(orderAttributes, { total: 1.5 })).toThrow();
  });
});
