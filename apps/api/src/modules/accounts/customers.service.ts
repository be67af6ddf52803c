import { and, eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context';
import { accounts } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { CUSTOMER_TEXTS } from '../../words/accounts';
import { recordAudit } from '../audit';
import { sendEmailInTx } from '../mail';
import { anonymize } from './customers.anonymize';
import { isCustomer } from './customers.queries';
import { announceRevokedSessions, revokeAccountSessions } from './sessions';
import { restrictionEmail, STANDING_TEXTS } from './standing-emails';

/** The operator's acts on a customer's account (block, suspend, reactivate, anonymise); reads in customers.queries.ts. */

export { anonymize, REMOVED_FIRST_NAME, REMOVED_LAST_NAME, REMOVED_TEXT } from './customers.anonymize';
export {
  accountsWithProfiles,
  CUSTOMER_DEFAULT_SORT,
  CUSTOMER_SORTS,
  CUSTOMER_TIE_BREAKER,
  type CustomerFilters,
  type CustomerStanding,
  type CustomerType,
  customerDetail,
  findCustomer,
  listCustomers,
  listLegals,
} from './customers.queries';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export { CUSTOMER_TEXTS };

export type CustomerAction = 'block' | 'suspend' | 'reactivate' | 'anonymize';
export const CUSTOMER_ACTIONS: readonly CustomerAction[] = ['block', 'suspend', 'reactivate', 'anonymize'];

export async function actOnCustomer(
  ctx: Ctx & Pick<AppContext, 'events' | 'jobs'>,
  actor: Actor,
  id: string,
  action: CustomerAction,
  reason: string | null,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [account] = isUuid(id)
      ? await tx
          .select()
          .from(accounts)
          .where(and(eq(accounts.id, id), isCustomer))
          .for('update')
      : [];
    if (!account) throw new ApiError(404, CUSTOMER_TEXTS.notFound);
    const conflict = (title: string) => new ApiError(409, title, { code: 'invalid_transition' });
    if (account.anonymizedAt) throw conflict(CUSTOMER_TEXTS.anonymized);
    const set = (values: Partial<typeof accounts.$inferInsert>) =>
      tx
        .update(accounts)
        .set({ ...values, updatedAt: now })
        .where(eq(accounts.id, id));
    // Blocking and suspending say why: the customer receives the reason by e-mail.
    if ((action === 'block' || action === 'suspend') && !reason)
      throw new ApiError(422, STANDING_TEXTS.reasonRequired, { pointer: '/data/attributes/reason' });
    switch (action) {
      case 'block':
        if (account.blockedAt) throw conflict(CUSTOMER_TEXTS.alreadyBlocked);
        await set({ blockedAt: now });
        await revokeAccountSessions(tx, id, now);
        break;
      case 'suspend':
        if (account.suspendedAt) throw conflict(CUSTOMER_TEXTS.alreadySuspended);
        await set({ suspendedAt: now });
        break;
      case 'reactivate':
        if (!account.blockedAt && !account.suspendedAt) throw conflict(CUSTOMER_TEXTS.notRestricted);
        await set({ blockedAt: null, suspendedAt: null });
        break;
      case 'anonymize':
        await anonymize(tx, account, now);
        break;
    }
    if ((action === 'block' || action === 'suspend') && reason)
      await sendEmailInTx(
        ctx,
        tx,
        `customer.${action}:${id}:${now.toISOString()}`,
        restrictionEmail(account.email, account.firstName, action, reason, 'customer'),
      );
    const from = account.blockedAt ? 'blocked' : account.suspendedAt ? 'suspended' : 'active';
    await recordAudit(
      tx,
      actor,
      // The audit keeps no personal data either: the subject id is enough.
      { action: `customer.${action}`, subjectType: 'accounts', subjectId: id, data: { from, reason } },
      now,
    );
  });
  // Committed: live connections of the ended sessions close on every process.
  if (action === 'block' || action === 'anonymize') await announceRevokedSessions(ctx, id);
}
