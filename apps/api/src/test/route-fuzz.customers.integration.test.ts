import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUZZ_TIMEOUT, type FuzzWorld, fuzzWorld, type Role } from './route-fuzz.test-fixtures';

/**
 * The route fuzz (route-fuzz.test-fixtures.ts) as the two customers: no 5xx, and nothing customer B gets with a 2xx
 * carries customer A's e-mail or order ids; then the bodies customers and sign-up send, broken at any one place.
 * The other roles run in route-fuzz.integration.test.ts.
 */
const ROLES: Role[] = ['customer A', 'customer B'];

describe("route fuzz: hostile input never gets a 5xx nor another account's data", () => {
  let world: FuzzWorld;

  beforeAll(async () => {
    world = await fuzzWorld();
  });
  afterAll(() => world.t.close());

  for (const role of ROLES) {
    it(`answers no 5xx on any route to malformed input as ${role}`, { timeout: FUZZ_TIMEOUT }, async () => {
      expect(await world.fuzzEveryRoute(role)).toEqual([]);
    });
  }

  it('answers no 5xx to valid bodies broken at any one place', { timeout: FUZZ_TIMEOUT }, async () => {
    expect(await world.breakValidBodies()).toEqual([]);
  });
});
