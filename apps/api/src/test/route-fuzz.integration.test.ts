import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUZZ_TIMEOUT, type FuzzWorld, fuzzWorld, type Role } from './route-fuzz.test-fixtures';

/**
 * The route fuzz (route-fuzz.test-fixtures.ts) signed out and as staff. The customers' roles, where the leak check is,
 * and the broken bodies run in route-fuzz.customers.integration.test.ts, which takes about as long, so the two
 * files share the two workers evenly.
 */
const ROLES: Role[] = ['signed out', 'operator', 'professional'];

describe("route fuzz: hostile input never gets a 5xx nor another account's data", () => {
  let world: FuzzWorld;

  beforeAll(async () => {
    world = await fuzzWorld();
  });
  afterAll(() => world.t.close());

  it('reads the route list from the app itself', () => {
    expect(world.routes.length).toBeGreaterThan(100);
    expect(world.routes).toContainEqual(
      expect.objectContaining({ method: 'PATCH', url: '/api/profiles/:id' }),
    );
  });

  for (const role of ROLES) {
    it(`answers no 5xx on any route to malformed input as ${role}`, { timeout: FUZZ_TIMEOUT }, async () => {
      expect(await world.fuzzEveryRoute(role)).toEqual([]);
    });
  }
});
