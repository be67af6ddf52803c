import { addDays, ORDER_STATUSES, type OrderStatus, saoPauloInstant } from '@brilho/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, tickets } from '../../db/schema';
import { requireRole } from '../../lib/auth';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { listPath, paginationOf, parseFilters, serialize } from '../../lib/jsonapi';
import { readPage } from '../../lib/page';
import { auditSerializer, listAudit } from './audit';
import { parseCouponCreate } from './coupons.body';
import { createCoupon, disableCoupon, listOperatorCoupons } from './coupons.service';
import { dashboardFigures } from './dashboard';
import {
  findOperatorOrder,
  listOperatorOrders,
  paymentsOfOrder,
  ticketsOfOrder,
  timelineOf,
} from './orders.queries';
import { convertOrderToCredit, refundOrder } from './orders.service';
import {
  dashboardSerializer,
  operatorCouponSerializer,
  operatorOrderDetailSerializer,
  operatorOrderSerializer,
  operatorTicketDetailSerializer,
} from './serializers';
import { OPS_TEXTS } from './texts';
import { buildTimeline } from './timeline';

type Query = Record<string, unknown>;

const PAGE_SIZE = 25;

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
 * The operator console's orders, coupons, dashboard and audit (issue #11). Every route is for operators
 * only (403 customer, 401 signed out); every action writes its audit entry in its own transaction.
 */
export async function operatorOpsRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const logged = { ...ctx, log: app.log };

  app.get('/operator/dashboard', async (request) => {
    requireRole(request, 'operator');
    return serialize(dashboardSerializer, await dashboardFigures(ctx));
  });

  app.get('/operator/orders', async (request) => {
    requireRole(request, 'operator');
    const query = request.query as Query;
    const filters = parseFilters(query);
    const page = readPage(query, PAGE_SIZE, 100);
    const listed = await listOperatorOrders(ctx.db, {
      page,
      statuses: statusesOf(filters.status),
      from: dayBound(filters.from, 'from'),
      to: dayBound(filters.to, 'to'),
      professional: text(filters.professional),
      customer: text(filters.customer),
    });
    return serialize(
      operatorOrderSerializer,
      listed.rows,
      paginationOf(page, listed.total, listPath(request.url)),
    );
  });

  app.get('/operator/orders/:id', async (request) => {
    requireRole(request, 'operator');
    const { id } = request.params as { id: string };
    const row = isUuid(id) ? await findOperatorOrder(ctx.db, id) : null;
    if (!row) throw new ApiError(404, OPS_TEXTS.orderNotFound);
    const [payments, timeline, orderTickets] = await Promise.all([
      paymentsOfOrder(ctx.db, id),
      timelineOf(ctx.db, id),
      ticketsOfOrder(ctx.db, id),
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

  app.post('/operator/orders/:id/refund', async (request) => {
    const actor = requireRole(request, 'operator');
    const { id } = request.params as { id: string };
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
  });

  app.post('/operator/orders/:id/credit', async (request) => {
    const actor = requireRole(request, 'operator');
    const { id } = request.params as { id: string };
    const order = await convertOrderToCredit(logged, actor, id);
    return serialize(operatorOrderSerializer, (await findOperatorOrder(ctx.db, order.id))!);
  });

  app.get('/operator/tickets/:id', async (request) => {
    requireRole(request, 'operator');
    const { id } = request.params as { id: string };
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

  app.get('/operator/coupons', async (request) => {
    requireRole(request, 'operator');
    const query = request.query as Query;
    const filters = parseFilters(query);
    const page = readPage(query, PAGE_SIZE, 100);
    const status = text(filters.status);
    if (status !== null && status !== 'active' && status !== 'disabled')
      throw badFilter('filter[status]', 'Use active ou disabled.');
    const listed = await listOperatorCoupons(ctx, { page, name: text(filters.name), status });
    return serialize(
      operatorCouponSerializer,
      listed.rows,
      paginationOf(page, listed.total, listPath(request.url)),
    );
  });

  app.post('/operator/coupons', async (request, reply) => {
    const actor = requireRole(request, 'operator');
    const coupon = await createCoupon(ctx, actor, parseCouponCreate(request.body));
    reply.status(201);
    return serialize(operatorCouponSerializer, coupon);
  });

  app.post('/operator/coupons/:id/disable', async (request) => {
    const actor = requireRole(request, 'operator');
    const { id } = request.params as { id: string };
    return serialize(operatorCouponSerializer, await disableCoupon(ctx, actor, id));
  });

  app.get('/operator/audit', async (request) => {
    requireRole(request, 'operator');
    const query = request.query as Query;
    const filters = parseFilters(query);
    const page = readPage(query, PAGE_SIZE, 100);
    const listed = await listAudit(ctx.db, {
      page,
      subjectType: text(filters.subject_type),
      subjectId: text(filters.subject_id),
      actor: text(filters.actor),
    });
    return serialize(auditSerializer, listed.rows, paginationOf(page, listed.total, listPath(request.url)));
  });
}
