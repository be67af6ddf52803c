import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { professionals } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import type { ChannelAuthorizer } from '../cable';

/**
 * Who may stream a ProfessionalChannel (key = the professional's id): only that professional's own account.
 * Anyone else, operators included, is refused like a missing professional.
 */
export function professionalStreamAuthorizer(ctx: Pick<AppContext, 'db'>): ChannelAuthorizer {
  return async (actor, key) => {
    if (actor.role !== 'professional' || !isUuid(key)) return false;
    const rows = await ctx.db
      .select({ id: professionals.id })
      .from(professionals)
      .where(and(eq(professionals.id, key), eq(professionals.accountId, actor.accountId)))
      .limit(1);
    return rows.length > 0;
  };
}

export function professionalChannelAuthorizers(ctx: Pick<AppContext, 'db'>) {
  return { ProfessionalChannel: professionalStreamAuthorizer(ctx) };
}
