import {
  addDays,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  saoPauloInstant,
} from '@brilho/domain';
import { consoleParams, jsonApiBody, noQuery, operatorOrderListQuery } from '@brilho/domain/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, tickets } from '../../db/schema';
import { requireRole } from '../../lib/auth';
import { registerConsoleList } from '../../lib/console-list';
import { type CsvColumn, centsForCsv, dateTimeForCsv } from '../../lib/csv';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { serialize } from '../../lib/jsonapi';
import type { ListParams, ListSpec } from '../../lib/list-query';
import type { ZodTypeProvider } from '../../lib/wire';
import { OPS_TEXTS, ORDER_CSV_HEADERS } from '../../words/operator';
import { listAudit } from '../audit';
import { dashboardFigures } from './dashboard';
import {
  emailsOfOrder,
  findOperatorOrder,
  listOperatorOrders,
  type OperatorOrderRow,
  ORDER_DEFAULT_SORT,
  ORDER_SORTS,
  ORDER_TIE_BREAKER,
  paymentsOfOrder,
  ticketsOfOrder,
  timelineOf,
} from './orders.queries';
import { convertOrderToCredit, refundOrder } from './orders.service';
import {
  dashboardSerializer,
  operatorOrderDetailSerializer,
  operatorOrderSerializer,
  operatorTicketDetailSerializer,
} from './serializers';
import { buildTimeline } from './timeline';

const PAGE_SIZE = 25;

const ORDER_LIST: ListSpec = {
  sorts: ORDER_SORTS,
  defaultSort: ORDER_DEFAULT_SORT,
  tieBreaker: ORDER_TIE_BREAKER,
  defaultSize: PAGE_SIZE,
};

const fullName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : '';

/** The orders export: what the list shows, one line per order, amounts in reais. */
const ORDER_CSV: CsvColumn<OperatorOrderRow>[] = [
  { header: ORDER_CSV_HEADERS.order, value: (row) => row.order.id },
  { header: ORDER_CSV_HEADERS.start, value: (row) => dateTimeForCsv(row.order.startsAt) },
  { header: ORDER_CSV_HEADERS.hours, value: (row) => row.order.durationHours },
  { header: ORDER_CSV_HEADERS.customer, value: (row) => fullName(row.customer) },
  { header: ORDER_CSV_HEADERS.customerEmail, value: (row) => row.customer.email },
  { header: ORDER_CSV_HEADERS.professional, value: (row) => fullName(row.professional) },
  { header: ORDER_CSV_HEADERS.address, value: (row) => row.address.name },
  { header: ORDER_CSV_HEADERS.district, value: (row) => row.address.district },
  {
    header: ORDER_CSV_HEADERS.status,
    value: (row) => ORDER_STATUS_LABELS[row.order.status] ?? row.order.status,
  },
  { header: ORDER_CSV_HEADERS.subtotal, value: (row) => centsForCsv(row.order.subtotal) },
  { header: ORDER_CSV_HEADERS.discount, value: (row) => centsForCsv(row.order.discount) },
  { header: ORDER_CSV_HEADERS.total, value: (row) => centsForCsv(row.order.total) },
  { header: ORDER_CSV_HEADERS.createdAt, value: (row) => dateTimeForCsv(row.order.createdAt) },
];

const badFilter = (parameter: string, detail: string) =>
  new ApiError(400, OPS_TEXTS.badFilter, { detail, parameter });

function statusesOf(value: string | undefined): OrderStatus[] | null {
  const names = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (names.length === 0) return null;
  const unknown = names.find((name) => !(ORDER_STATUSES as readonly string[]).includes(name));
  if (unknown) throw badFilter('filter[status]', `Status desconhecido: ${unknown}.`);
  return names as OrderStatus[];
}

/** `filter[from]=2026-11-24`: the start of that São Paulo day; `filter[to]`: the end of its day. */
function dayBound(value: string | undefined, name: 'from' | 'to'): Date | null {
  if (!value) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw badFilter(`filter[${name}]`, 'Use o formato AAAA-MM-DD.');
  return saoPauloInstant(name === 'from' ? value : addDays(value, 1), 0);
}

const text = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/**
 * The operator console's dashboard, orders and a ticket's detail (; its coupons are coupons/, its
 * audit log audit/). Every route is for operators
 * only (403 customer, 401 signed out); every action writes its audit entry in its own transaction.
 */
export async function operatorOpsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const logged = { ...ctx, log: app.log };

  app.get('/operator/dashboard', { schema: { querystring: noQuery } }, async (request) => {
    requireRole(request, 'operator');
    return serialize(dashboardSerializer, await dashboardFigures(ctx));
  });

  const ordersOf = (params: ListParams) =>
    listOperatorOrders(ctx.db, {
      page: params.page,
      statuses: statusesOf(params.filters.status),
      from: dayBound(params.filters.from, 'from'),
      to: dayBound(params.filters.to, 'to'),
      professional: text(params.filters.professional),
      customer: text(params.filters.customer),
      search: params.search,
      orderBy: params.orderBy,
    });

  registerConsoleList(instance, ctx.clock, {
    path: '/operator/orders',
    querystring: operatorOrderListQuery,
    spec: ORDER_LIST,
    rows: ordersOf,
    serializer: operatorOrderSerializer,
    csv: { name: 'pedidos', columns: ORDER_CSV },
  });

  app.get('/operator/orders/:id', { schema: { params: consoleParams } }, async (request) => {
    requireRole(request, 'operator');
    const { id } = request.params;
    const row = isUuid(id) ? await findOperatorOrder(ctx.db, id) : null;
    if (!row) throw new ApiError(404, OPS_TEXTS.orderNotFound);
    const [payments, timeline, orderTickets, emails] = await Promise.all([
      paymentsOfOrder(ctx.db, id),
      timelineOf(ctx.db, id),
      ticketsOfOrder(ctx.db, id),
      emailsOfOrder(ctx.db, id),
    ]);
    const audit = await listAudit(ctx.db, {
      page: { number: 1, size: 100, offset: 0 },
      subjectType: null,
      subjectId: null,
      actor: null,
      subjects: [
        { type: 'orders', id },
        ...orderTickets.map((ticket) => ({ type: 'tickets', id: ticket.id })),
      ],
    });
    const events = buildTimeline({
      order: row.order,
      changes: timeline,
      payments: payments.map(({ payment, instrument }) => ({ ...payment, method: instrument?.type ?? null })),
      tickets: orderTickets,
      emails,
    });
    return serialize(operatorOrderDetailSerializer, {
      row,
      payments,
      timeline,
      events,
      tickets: orderTickets,
      audit: audit.rows,
    });
  });

  app.post(
    '/operator/orders/:id/refund',
    { schema: { params: consoleParams, body: jsonApiBody } },
    async (request) => {
      const actor = requireRole(request, 'operator');
      const { id } = request.params;
      const outcome = await refundOrder(logged, actor, id);
      const row = await findOperatorOrder(ctx.db, outcome.order.id);
      return serialize(operatorOrderSerializer, row!, {
        meta: {
          refund: {
            method: outcome.method,
            amount_cents: outcome.amountCents,
            wallet_cents: outcome.walletCents,
            gateway_refund: outcome.gatewayRefund,
            ...(outcome.gatewayRefund === 'failed'
              ? {
                  warning: outcome.gatewayRefusal
                    ? `${OPS_TEXTS.gatewayRefundFailed} Motivo: ${outcome.gatewayRefusal}`
                    : OPS_TEXTS.gatewayRefundFailed,
                }
              : {}),
          },
        },
      });
    },
  );

  app.post(
    '/operator/orders/:id/credit',
    { schema: { params: consoleParams, body: jsonApiBody } },
    async (request) => {
      const actor = requireRole(request, 'operator');
      const { id } = request.params;
      const order = await convertOrderToCredit(logged, actor, id);
      return serialize(operatorOrderSerializer, (await findOperatorOrder(ctx.db, order.id))!);
    },
  );

  app.get('/operator/tickets/:id', { schema: { params: consoleParams } }, async (request) => {
    requireRole(request, 'operator');
    const { id } = request.params;
    const [ticket] = isUuid(id) ? await ctx.db.select().from(tickets).where(eq(tickets.id, id)) : [];
    if (!ticket) throw new ApiError(404, OPS_TEXTS.ticketNotFound);
    const [customer] = await ctx.db
      .select({ firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, ticket.accountId));
    const order = ticket.orderId ? await findOperatorOrder(ctx.db, ticket.orderId) : null;
    const audit = await listAudit(ctx.db, {
      page: { number: 1, size: 100, offset: 0 },
      subjectType: null,
      subjectId: null,
      actor: null,
      subjects: [
        { type: 'tickets', id: ticket.id },
        ...(ticket.orderId ? [{ type: 'orders', id: ticket.orderId }] : []),
      ],
    });
    return serialize(operatorTicketDetailSerializer, {
      ticket,
      customer: customer ?? null,
      order,
      audit: audit.rows,
    });
  });
}
