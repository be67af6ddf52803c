import {
  canDownloadInvoice,
  formatDateBR,
  formatMoney,
  ORDER_STATUS_LABELS,
  saoPauloClock,
  saoPauloDate,
} from '@brilho/domain';
import { orderDocumentParams } from '@brilho/domain/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import {
  accounts,
  addresses,
  cities,
  districts,
  fundingInstruments,
  legals,
  type Order,
  payments,
  physicals,
  professionals,
} from '../../db/schema';
import { requireActor } from '../../lib/auth';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { onePagePdf, type PdfItem } from '../../lib/pdf';
import type { ZodTypeProvider } from '../../lib/wire';
import { FUNDING_LABELS, INVOICE_TEXTS, RECEIPT_TEXTS } from '../../words/orders';
import { findOwnOrder } from './queries';

/**
 * `GET /orders/{id}/invoice` ("Invoice"): a one-page PDF receipt of the caller's own order,
 * for paid, provisioning, complete and service_not_provided orders. Someone else's order answers 404;
 * an order in another status 422. Written with lib/pdf.ts (the sandbox's boleto writer is boleto-only).
 */

export { INVOICE_TEXTS };

type Ctx = Pick<AppContext, 'db' | 'clock'>;

interface InvoiceData {
  order: Order;
  customer: { name: string; email: string; document: string | null };
  professional: string | null;
  address: string | null;
  payment: string | null;
}

async function invoiceData(ctx: Ctx, order: Order): Promise<InvoiceData> {
  const [customer] = await ctx.db
    .select({ account: accounts, cpf: physicals.cpf, cnpj: legals.cnpj, company: legals.companyName })
    .from(accounts)
    .leftJoin(physicals, eq(physicals.accountId, accounts.id))
    .leftJoin(legals, eq(legals.accountId, accounts.id))
    .where(eq(accounts.id, order.customerId))
    .limit(1);
  const [professional] = order.professionalId
    ? await ctx.db
        .select({ firstName: accounts.firstName, lastName: accounts.lastName })
        .from(professionals)
        .innerJoin(accounts, eq(accounts.id, professionals.accountId))
        .where(eq(professionals.id, order.professionalId))
        .limit(1)
    : [];
  const [place] = await ctx.db
    .select({ address: addresses, district: districts.displayName, city: cities.displayName })
    .from(addresses)
    .innerJoin(districts, eq(districts.id, addresses.districtId))
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .where(eq(addresses.id, order.addressId))
    .limit(1);
  const [paid] = await ctx.db
    .select({ type: fundingInstruments.type, last4: fundingInstruments.last4 })
    .from(payments)
    .innerJoin(fundingInstruments, eq(fundingInstruments.paymentId, payments.id))
    .where(
      and(
        eq(payments.payableType, 'orders'),
        eq(payments.payableId, order.id),
        inArray(payments.status, ['authorized', 'settled', 'available_for_withdrawal']),
      ),
    )
    .limit(1);
  const account = customer?.account;
  const payment = paid
    ? `${FUNDING_LABELS[paid.type] ?? paid.type}${paid.last4 ? ` final ${paid.last4}` : ''}`
    : order.paidByAccountBalance
      ? FUNDING_LABELS.account_balance!
      : null;
  return {
    order,
    customer: {
      name: customer?.company ?? `${account?.firstName ?? ''} ${account?.lastName ?? ''}`.trim(),
      email: account?.email ?? '',
      document: customer?.cnpj ? `CNPJ ${customer.cnpj}` : customer?.cpf ? `CPF ${customer.cpf}` : null,
    },
    professional: professional ? `${professional.firstName} ${professional.lastName}` : null,
    address: place
      ? `${place.address.street}, ${place.address.streetNumber}${place.address.complement ? ` - ${place.address.complement}` : ''} - ${place.district}, ${place.city}`
      : null,
    payment,
  };
}

/** Label/value rows of the receipt, top to bottom. */
function rows(data: InvoiceData): Array<[string, string]> {
  const { order } = data;
  const start = saoPauloClock(order.startsAt);
  const end = saoPauloClock(order.endsAt);
  const hh = (c: { hour: number; minute: number }) =>
    `${String(c.hour).padStart(2, '0')}:${String(c.minute).padStart(2, '0')}`;
  return [
    [RECEIPT_TEXTS.order, order.id],
    [RECEIPT_TEXTS.customer, data.customer.name],
    ...(data.customer.document ? [[RECEIPT_TEXTS.document, data.customer.document] as [string, string]] : []),
    [RECEIPT_TEXTS.email, data.customer.email],
    [RECEIPT_TEXTS.professional, data.professional ?? '-'],
    [RECEIPT_TEXTS.address, data.address ?? '-'],
    [RECEIPT_TEXTS.date, formatDateBR(start.date)],
    [RECEIPT_TEXTS.time, RECEIPT_TEXTS.timeRange(hh(start), hh(end), order.durationHours)],
    [RECEIPT_TEXTS.status, ORDER_STATUS_LABELS[order.status]],
    [RECEIPT_TEXTS.payment, data.payment ?? '-'],
  ];
}

export function invoicePdf(data: InvoiceData, issuedAt: Date): Buffer {
  const { order } = data;
  const items: PdfItem[] = [
    { kind: 'text', x: 40, y: 790, size: 20, text: 'Brilho', bold: true },
    { kind: 'text', x: 40, y: 768, size: 12, text: 'Recibo de limpeza' },
    { kind: 'text', x: 380, y: 768, size: 9, text: `Emitido em ${formatDateBR(saoPauloDate(issuedAt))}` },
    { kind: 'line', x1: 40, y1: 755, x2: 555, y2: 755 },
  ];
  let y = 730;
  for (const [label, value] of rows(data)) {
    items.push({ kind: 'text', x: 40, y, size: 9, text: label });
    items.push({ kind: 'text', x: 160, y, size: 11, text: value.slice(0, 80) });
    y -= 22;
  }
  items.push({ kind: 'line', x1: 40, y1: y + 8, x2: 555, y2: y + 8 });
  y -= 14;
  const money: Array<[string, number, boolean]> = [
    ['Valor', order.subtotal, false],
    ['Desconto', order.discount, false],
    ['Total pago', order.total, true],
  ];
  for (const [label, cents, bold] of money) {
    items.push({ kind: 'text', x: 340, y, size: 10, text: label, bold });
    items.push({ kind: 'text', x: 460, y, size: bold ? 13 : 11, text: formatMoney(cents), bold });
    y -= 22;
  }
  items.push({
    kind: 'text',
    x: 40,
    y: 60,
    size: 8,
    text: RECEIPT_TEXTS.notInvoice,
  });
  return onePagePdf(items, RECEIPT_TEXTS.title(order.id));
}

export async function invoiceRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  app.get('/orders/:id/invoice', { schema: { params: orderDocumentParams } }, async (request, reply) => {
    const actor = requireActor(request);
    const { id } = request.params;
    const order = isUuid(id) ? await findOwnOrder(ctx, actor.accountId, id) : null;
    if (!order) throw new ApiError(404, INVOICE_TEXTS.orderNotFound);
    if (!canDownloadInvoice(order))
      throw new ApiError(422, INVOICE_TEXTS.notAvailable, { code: 'invoice_not_available' });
    const pdf = invoicePdf(await invoiceData(ctx, order), ctx.clock.now());
    reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="recibo-${order.id.slice(0, 8)}.pdf"`)
      .header('cache-control', 'private, no-store');
    return reply.send(pdf);
  });
}
