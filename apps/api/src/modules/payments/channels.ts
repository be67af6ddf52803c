import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { orders, professionals } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import type { ChannelAuthorizer } from '../cable';
import { cycleCustomerId } from './cycles.queries';

/**
 * Who may stream a payable's real-time messages (real-time channels): OrderChannel and PaymentChannel are both
 * keyed by the payable's id — an order's, or a cycle's (the PaymentChannel by the payable's id, so nothing
 * is missed before the payment's id is known). The order's customer (a cycle's: its subscription's
 * customer) may, and operators. With `bookedProfessional` (the OrderChannel, for the job page of the professional side)
 * so may the order's booked professional — an order's, never a cycle's; anyone else is refused like a
 * missing payable.
 */
export function orderStreamAuthorizer(
  ctx: Pick<AppContext, 'db'>,
  { bookedProfessional = false }: { bookedProfessional?: boolean } = {},
): ChannelAuthorizer {
  return async (actor, key) => {
    if (!isUuid(key)) return false;
    if (actor.role === 'operator') return true;
    const [row] = await ctx.db
      .select({ customerId: orders.customerId, professionalAccountId: professionals.accountId })
      .from(orders)
      .leftJoin(professionals, eq(professionals.id, orders.professionalId))
      .where(eq(orders.id, key))
      .limit(1);
    if (actor.role === 'professional')
      return bookedProfessional && row !== undefined && row.professionalAccountId === actor.accountId;
    const customerId = row ? row.customerId : await cycleCustomerId(ctx.db, key);
    return customerId === actor.accountId;
  };
}

export function paymentChannelAuthorizers(ctx: Pick<AppContext, 'db'>) {
  return {
    OrderChannel: orderStreamAuthorizer(ctx, { bookedProfessional: true }),
    PaymentChannel: orderStreamAuthorizer(ctx),
  };
}
