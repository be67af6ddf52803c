import { operatorSignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  at,
  CENTRO,
  type Customer,
  customerIn,
  NOW,
  seedWorld,
  THURSDAY,
  TUESDAY,
} from '../orders/test-fixtures';
import { bookedOrder, markPaid, postTicket } from './test-fixtures';

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

/** A rescheduling the tests ask for: Thursday at 10h, any professional. */
export const RESCHEDULE = { date: THURSDAY, initial_hour: 10, reschedule_option: 'ANY' };

/**
 * The tickets files' actions on the world's first customer. `world` is read on each call: the files build
 * their world in `beforeAll`, after these are made.
 */
export function ticketActions(world: () => Pick<TicketsWorld, 't' | 'districts' | 'ana'>) {
  const post = (kind: string) => (attributes: object, who?: Customer) => {
    const { t, ana } = world();
    return postTicket(t, (who ?? ana).auth, kind, attributes);
  };
  return {
    /** A booked order paid with `funding`, with the gateway's charge id. */
    paidOrder: async (funding: 'credit_card' | 'boletos' | 'account_balance' = 'credit_card') => {
      const { t, districts, ana } = world();
      const order = await bookedOrder(t, districts, ana);
      const chargeId = await markPaid(t, order.id, funding);
      return { ...order, chargeId };
    },
    cancel: post('order-cancellation-ticket'),
    rebook: post('order-rebooking-ticket'),
  };
}
