import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { at, CENTRO, type Customer, customerIn, NOW, seedWorld, TUESDAY } from '../orders/test-fixtures';

/** What the tickets files share (tickets.*.integration.test.ts): the clock's units, the order's start, the world. */

export const HOUR = 3_600_000;
export const MINUTE = 60_000;
/** Every test order is a 2-hour cleaning on Tuesday at 10h (São Paulo), 25 h after NOW. */
export const START = at(TUESDAY, 10);

export interface TicketsWorld {
  t: TestApp;
  districts: Record<string, string>;
  /** The customer whose orders the tests book. */
  ana: Customer;
  /** Another customer in the same district, for what belongs to whom. */
  bia: Customer;
  /** An operator's headers. */
  operator: Record<string, string>;
}

/** An app at NOW on a seeded world with two customers in Centro and an operator signed in. */
export async function ticketsWorld(): Promise<TicketsWorld> {
  const t = await buildTestApp({ now: NOW });
  const districts = await seedWorld(t);
  const ana = await customerIn(t, districts[CENTRO]!);
  const bia = await customerIn(t, districts[CENTRO]!);
  const operator = (await operatorSignedIn(t)).auth;
  return { t, districts, ana, bia, operator };
}
