import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { orders } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import type { ChannelAuthorizer } from '../cable/routes';

/**
 * Who may stream an order's real-time messages (spec rules §7.8): OrderChannel and PaymentChannel are both
 * keyed by the order id (the PaymentChannel by the payable's id, so nothing is missed before the payment's
 * id is known). The order's customer may, and operators; anyone else is refused like a missing order.
 */
export function orderStreamAuthorizer(ctx: Pick<AppContext, 'db'>): ChannelAuthorizer {
  return async (actor, key) => {
    if (!isUuid(key)) return false;
    if (actor.role === 'operator') return true;
    const [row] = await ctx.db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.id, key))
      .limit(1);
    return row?.customerId === actor.accountId;
  };
}

export function paymentChannelAuthorizers(ctx: Pick<AppContext, 'db'>) {
  const authorize = orderStreamAuthorizer(ctx);
  return { OrderChannel: authorize, PaymentChannel: authorize };
}
