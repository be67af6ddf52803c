import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../lib/auth';
import { ApiError } from '../../lib/errors';
import { listPath, paginationOf, parseFilters, serialize } from '../../lib/jsonapi';
import { readPage } from '../../lib/page';
import { orderSerializer } from '../orders/serializers';
import { parseApproval, parseCancellation, parseQuestion, parseRebooking, parseSlotQuery } from './body';
import { fileCancellation, fileQuestion, fileRebooking } from './customer';
import { concludeRefund, convertToCredit, markServiceNotProvided } from './operator';
import { listTickets, type TicketKind, type TicketStatus } from './queries';
import { approveReschedule, freeProfessionalsFor } from './reschedule';
import { freeProfessionalSerializer, operatorTicketSerializer, ticketSerializer } from './serializers';

type Query = Record<string, unknown>;

const STATUSES: readonly TicketStatus[] = ['open', 'resolved'];
const KINDS: readonly TicketKind[] = ['order_cancellation', 'order_rebooking', 'general_question'];

/** `filter[status]=open`, `filter[kind]=order_rebooking`: comma lists of known values, else 400. */
function listFilter<T extends string>(
  value: string | undefined,
  known: readonly T[],
  name: string,
): T[] | null {
  const names = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (names.length === 0) return null;
  const unknown = names.find((item) => !known.includes(item as T));
  if (unknown)
    throw new ApiError(400, 'Requisição inválida', {
      detail: `Valor desconhecido: ${unknown}.`,
      parameter: name,
    });
  return names as T[];
}

/**
 * Tickets (spec rules §7.7): the customer's three kinds, and the operator's queue and actions on it
 * (`/operator/...`, role operator only; customers get 403).
 */
export async function ticketModuleRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const logged = { ...ctx, log: app.log };

  app.post('/tickets/order-cancellation-ticket', async (request, reply) => {
    const actor = requireRole(request, 'customer');
    const ticket = await fileCancellation(logged, actor, parseCancellation(request.body));
    reply.status(201);
    return serialize(ticketSerializer, ticket);
  });

  app.post('/tickets/order-rebooking-ticket', async (request, reply) => {
    const actor = requireRole(request, 'customer');
    const ticket = await fileRebooking(ctx, actor, parseRebooking(request.body));
    reply.status(201);
    return serialize(ticketSerializer, ticket);
  });

  app.post('/tickets/general-question-ticket', async (request, reply) => {
    const actor = requireRole(request, 'customer');
    const ticket = await fileQuestion(logged, actor, parseQuestion(request.body));
    reply.status(201);
    return serialize(ticketSerializer, ticket);
  });

  app.get('/operator/tickets', async (request) => {
    requireRole(request, 'operator');
    const query = request.query as Query;
    const filters = parseFilters(query);
    const page = readPage(query, 25, 100);
    const listed = await listTickets(ctx.db, {
      page,
      statuses: listFilter(filters.status, STATUSES, 'filter[status]'),
      kinds: listFilter(filters.kind, KINDS, 'filter[kind]'),
    });
    return serialize(
      operatorTicketSerializer,
      listed.rows,
      paginationOf(page, listed.total, listPath(request.url)),
    );
  });

  app.post('/operator/tickets/:id/approve-reschedule', async (request) => {
    const actor = requireRole(request, 'operator');
    const { id } = request.params as { id: string };
    return serialize(
      ticketSerializer,
      await approveReschedule(logged, actor, id, parseApproval(request.body)),
    );
  });

  // Who is free for the slot the operator is about to give (the approval screen's list).
  app.get('/operator/tickets/:id/free-professionals', async (request) => {
    requireRole(request, 'operator');
    const { id } = request.params as { id: string };
    const slot = parseSlotQuery(parseFilters(request.query as Query));
    return serialize(freeProfessionalSerializer, await freeProfessionalsFor(ctx, id, slot));
  });

  app.post('/operator/tickets/:id/refund', async (request) => {
    const actor = requireRole(request, 'operator');
    const { id } = request.params as { id: string };
    return serialize(ticketSerializer, await concludeRefund(logged, actor, id));
  });

  app.post('/operator/tickets/:id/credit', async (request) => {
    const actor = requireRole(request, 'operator');
    const { id } = request.params as { id: string };
    return serialize(ticketSerializer, await convertToCredit(logged, actor, id));
  });

  app.post('/operator/orders/:id/service-not-provided', async (request) => {
    const actor = requireRole(request, 'operator');
    const { id } = request.params as { id: string };
    return serialize(orderSerializer, await markServiceNotProvided(logged, actor, id));
  });
}
