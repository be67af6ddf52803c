import type { OrderStatus } from '@brilho/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { Order } from '../../db/schema';
import type { OutboxMessage } from './machine';

/**
 * What an order's transition owes, as subscribers (docs/decisions/0114-one-owner-for-the-order-s-life.md). The
 * orders module owns the moves (machine.ts) and calls the subscribers; it does not know who they are: the one
 * table of them is `apps/api/src/effects.ts`, installed by `buildApp`, so orders imports neither the ledger nor
 * the professional side (both import orders) and no caller triggers an effect by hand.
 *
 * - `onMove`: in the move's transaction, as the row changes — rows the move owes (counters, ledger entries).
 * - `owedJobs`: in the transaction, as its last step (`sendOwedJobs`) — durable jobs one outbox message owes
 *   (the next lifecycle step, a professional's notice, a customer's e-mail); they commit or roll back with it.
 * - `onCreate`: in the transaction that books a new order — the jobs a fresh order owes (its payment window).
 * - after the commit (`publishAll`): every outbox message on the real-time channel; nothing else.
 */

/** One order move, as the machine made it (the row after the move). */
export interface OrderMove {
  order: Order;
  from: OrderStatus;
  to: OrderStatus;
  at: Date;
}

export interface OrderEffects {
  onMove: ReadonlyArray<{ name: string; on?: OrderStatus; run: (tx: Db, move: OrderMove) => Promise<void> }>;
  owedJobs: ReadonlyArray<{
    name: string;
    run: (ctx: Pick<AppContext, 'jobs'>, tx: Db, event: OutboxMessage) => Promise<void>;
  }>;
  onCreate: ReadonlyArray<{
    name: string;
    run: (ctx: Pick<AppContext, 'jobs'>, tx: Db, order: Order) => Promise<void>;
  }>;
}

let installed: OrderEffects | null = null;

/** Called once by `buildApp` with the table; installing the same table again (one per test app) is harmless. */
export function installOrderEffects(table: OrderEffects): void {
  installed = table;
}

/** The installed table; a move before `buildApp` installed it is a bug, so it fails loudly rather than owing nothing. */
export function orderEffects(): OrderEffects {
  if (!installed) throw new Error('order effects not installed: buildApp installs apps/api/src/effects.ts');
  return installed;
}
