import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db';
import { type AuditEntry, recordAudit } from './record';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * Runs an operator action and records it in one transaction: `act` gets a context whose `db` is the
 * transaction, `entryOf` says what was done to what (read from the action's result, e.g. a new row's id).
 */
export async function audited<T>(
  ctx: Ctx,
  actor: Actor,
  act: (tx: Ctx & { db: Db }) => Promise<T>,
  entryOf: (result: T) => AuditEntry,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const result = await act({ ...ctx, db: tx });
    await recordAudit(tx, actor, entryOf(result), ctx.clock.now());
    return result;
  });
}
