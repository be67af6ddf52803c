import {
  cycleRefResource,
  fundingInstrumentResources,
  orderRefResource,
  paymentResource,
} from '@brilho/domain/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type FundingInstrument, fundingInstruments, type Payment, payments } from '../../db/schema';
import { type ResourceSerializer, serializerOf } from '../../lib/jsonapi';

/*
 * Payments as an order's (or a cycle's) document shows them: the read side the order page, the checkout and the
 * cycle page include. It lives with orders because the order's document embeds it and payments imports orders
 * (to move them), never the other way (docs/decisions/0114-one-owner-for-the-order-s-life.md); the payments
 * module writes the rows.
 */

type Ctx = Pick<AppContext, 'db'>;

/** A payment with its funding instrument (every payment has one; null only for rows made by hand). */
export interface PaymentView extends Payment {
  instrument: FundingInstrument | null;
}

/** Payments of orders with their instruments, oldest first (the order page's list). */
export async function paymentViewsOfOrders(ctx: Ctx, orderIds: string[]): Promise<PaymentView[]> {
  return paymentViewsOf(ctx, 'orders', orderIds);
}

async function paymentViewsOf(
  ctx: Ctx,
  payableType: Payment['payableType'],
  ids: string[],
): Promise<PaymentView[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ payment: payments, instrument: fundingInstruments })
    .from(payments)
    .leftJoin(fundingInstruments, eq(fundingInstruments.paymentId, payments.id))
    .where(and(eq(payments.payableType, payableType), inArray(payments.payableId, ids)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map((row) => ({ ...row.payment, instrument: row.instrument }));
}

const instrumentAttributes = (i: FundingInstrument) => ({
  brand: i.brand,
  first6: i.first6,
  last4: i.last4,
  url_print: i.urlPrint,
  line_code: i.lineCode,
  barcode: i.barcode,
  expiration_date: i.expirationDate,
  pix_copy_paste: i.pixCopyPaste,
  pix_expires_at: i.pixExpiresAt?.toISOString() ?? null,
});

/** One serializer per instrument type: the resource type is the instrument's (`boletos`, `credit_card`…). */
const instrumentSerializerOf = (type: FundingInstrument['type']) =>
  serializerOf<FundingInstrument>()(fundingInstrumentResources[type], {
    id: (i) => i.id,
    attributes: instrumentAttributes,
  });
const instrumentSerializers: Record<FundingInstrument['type'], ResourceSerializer<FundingInstrument>> = {
  boletos: instrumentSerializerOf('boletos'),
  credit_card: instrumentSerializerOf('credit_card'),
  account_balance: instrumentSerializerOf('account_balance'),
  pix: instrumentSerializerOf('pix'),
};

/** The payable a payment pays, an order or a cycle; its attributes come from its own route. */
const payableSerializers = {
  orders: serializerOf<{ id: string }>()(orderRefResource, { id: (p) => p.id, attributes: () => ({}) }),
  cycles: serializerOf<{ id: string }>()(cycleRefResource, { id: (p) => p.id, attributes: () => ({}) }),
} as const;

export const paymentSerializer = serializerOf<PaymentView>()(paymentResource, {
  id: (p) => p.id,
  attributes: (p) => ({
    status: p.status,
    created_at: p.createdAt.toISOString(),
    amount: p.amount,
    consumed_account_balance: p.consumedAccountBalance,
    failure_reason: p.failureReason,
    // Flattened, so the order page and the checkout read a payment without including its instrument.
    funding_type: p.instrument?.type ?? null,
    line_code: p.instrument?.lineCode ?? null,
    url_print: p.instrument?.urlPrint ?? null,
    pix_copy_paste: p.instrument?.pixCopyPaste ?? null,
    pix_expires_at: p.instrument?.pixExpiresAt?.toISOString() ?? null,
    first6: p.instrument?.first6 ?? null,
    last4: p.instrument?.last4 ?? null,
  }),
  relationships: {
    payable: {
      resolve: (p) => ({
        serializer: payableSerializers[p.payableType] as unknown as ResourceSerializer<unknown>,
        value: { id: p.payableId },
      }),
    },
    funding_instrument: {
      resolve: (p) => ({
        serializer: (p.instrument
          ? instrumentSerializers[p.instrument.type]
          : instrumentSerializers.credit_card) as unknown as ResourceSerializer<unknown>,
        value: p.instrument,
      }),
    },
  },
});
