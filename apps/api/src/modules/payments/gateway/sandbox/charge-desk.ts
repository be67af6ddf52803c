import { eq } from 'drizzle-orm';
import type { Db } from '../../../../db';
import { sandboxGatewayCharges, sandboxGatewayOrders } from '../../../../db/schema';
import type { Clock } from '../../../../lib/clock';
import { AMOUNT_INVALID, ORDER_UNKNOWN } from '../../../../words/sandbox-gateway';
import { GatewayError } from '../port';
import type { createBooks } from './books';

/** What the sandbox's charge operations (cards, boletos) share: its books and the checks every charge makes. */
export interface ChargeDesk {
  db: Db;
  clock: Clock;
  /** Our public URL: boleto PDFs are served from it. */
  publicUrl: string;
  books: ReturnType<typeof createBooks>;
  /** The charge already made under an attempt's key, if any. */
  chargeByKey(idempotencyKey: string): Promise<typeof sandboxGatewayCharges.$inferSelect | undefined>;
  /** Refuses an amount that is not positive cents, or an order the customer does not have here. */
  requireOrder(input: { orderGatewayId: string; customerGatewayId: string; amount: number }): Promise<void>;
}

export function chargeDesk(
  deps: { db: Db; clock: Clock; publicUrl: string },
  books: ReturnType<typeof createBooks>,
): ChargeDesk {
  const { db } = deps;
  const chargeByKey = async (idempotencyKey: string) =>
    (
      await db
        .select()
        .from(sandboxGatewayCharges)
        .where(eq(sandboxGatewayCharges.idempotencyKey, idempotencyKey))
    )[0];

  async function requireOrder(input: { orderGatewayId: string; customerGatewayId: string; amount: number }) {
    if (!Number.isInteger(input.amount) || input.amount <= 0) throw new GatewayError(AMOUNT_INVALID);
    const [order] = await db
      .select()
      .from(sandboxGatewayOrders)
      .where(eq(sandboxGatewayOrders.id, input.orderGatewayId));
    if (!order || order.status === 'failed' || order.customerId !== input.customerGatewayId)
      throw new GatewayError(ORDER_UNKNOWN);
  }

  return { db, clock: deps.clock, publicUrl: deps.publicUrl, books, chargeByKey, requireOrder };
}
