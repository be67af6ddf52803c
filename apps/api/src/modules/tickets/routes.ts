import {
  anyBody,
  freeProfessionalsQuery,
  jsonApiBody,
  ticketListQuery,
  ticketParams,
} from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../lib/auth';
import { registerConsoleList } from '../../lib/console-list';
import { type CsvColumn, dateTimeForCsv } from '../../lib/csv';
import { ApiError } from '../../lib/errors';
import { parseFilters, serialize } from '../../lib/jsonapi';
import type { ListParams, ListSpec } from '../../lib/list-query';
import type { ZodTypeProvider } from '../../lib/wire';
import { ERROR_TEXTS } from '../../words/errors';
import { TICKET_KIND_NAMES as KIND_NAMES, TICKET_CSV_HEADERS } from '../../words/tickets';
import { orderSerializer } from '../orders';
import { parseApproval, parseCancellation, parseQuestion, parseRebooking, parseSlotQuery } from './body';
import { fileCancellation, fileQuestion, fileRebooking } from './customer';
import { concludeRefund, convertToCredit, markServiceNotProvided } from './operator';
import {
  listTickets,
  TICKET_DEFAULT_SORT,
  TICKET_SORTS,
  TICKET_TIE_BREAKER,
  type TicketKind,
  type TicketStatus,
  type TicketWithCustomer,
} from './queries';
import { approveReschedule, freeProfessionalsFor } from './reschedule';
import { freeProfessionalSerializer, operatorTicketSerializer, ticketSerializer } from './serializers';

const TICKET_LIST: ListSpec = {
  sorts: TICKET_SORTS,
  defaultSort: TICKET_DEFAULT_SORT,
  tieBreaker: TICKET_TIE_BREAKER,
  defaultSize: 25,
};

const STATUS_NAMES: Record<TicketStatus, string> = { open: 'Aberto', resolved: 'Resolvido' };

/** The tickets export: the queue as the console shows it, one line per ticket. */
const TICKET_CSV: CsvColumn<TicketWithCustomer>[] = [
  { header: TICKET_CSV_HEADERS.ticket, value: (row) => row.id },
  { header: TICKET_CSV_HEADERS.openedAt, value: (row) => dateTimeForCsv(row.createdAt) },
  { header: TICKET_CSV_HEADERS.kind, value: (row) => KIND_NAMES[row.kind] ?? row.kind },
  { header: TICKET_CSV_HEADERS.status, value: (row) => STATUS_NAMES[row.status] ?? row.status },
  {
    header: TICKET_CSV_HEADERS.customer,
    value: (row) => (row.customer ? `${row.customer.firstName} ${row.customer.lastName}`.trim() : ''),
  },
  { header: TICKET_CSV_HEADERS.customerEmail, value: (row) => row.customer?.email ?? '' },
  { header: TICKET_CSV_HEADERS.order, value: (row) => row.orderId },
  { header: TICKET_CSV_HEADERS.topic, value: (row) => row.topic },
  { header: TICKET_CSV_HEADERS.message, value: (row) => row.question ?? row.reason },
  { header: TICKET_CSV_HEADERS.resolvedAt, value: (row) => dateTimeForCsv(row.resolvedAt) },
  { header: TICKET_CSV_HEADERS.resolution, value: (row) => row.resolution },
];

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
    throw new ApiError(400, ERROR_TEXTS.badRequest, {
      detail: `Valor desconhecido: ${unknown}.`,
      parameter: name,
    });
  return names as T[];
}

/**
 * Tickets (ticket calls): the customer's three kinds, and the operator's queue and actions on it
 * (`/operator/...`, role operator only; customers get 403).
 */
export async function ticketModuleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const logged = { ...ctx, log: app.log };

  app.post(
    '/tickets/order-cancellation-ticket',
    { schema: { body: jsonApiBody } },
    async (request, reply) => {
      const actor = requireRole(request, 'customer');
      const ticket = await fileCancellation(logged, actor, parseCancellation(request.body));
      reply.status(201);
      return serialize(ticketSerializer, ticket);
    },
  );

  app.post('/tickets/order-rebooking-ticket', { schema: { body: jsonApiBody } }, async (request, reply) => {
    const actor = requireRole(request, 'customer');
    const ticket = await fileRebooking(ctx, actor, parseRebooking(request.body));
    reply.status(201);
    return serialize(ticketSerializer, ticket);
  });

  app.post('/tickets/general-question-ticket', { schema: { body: jsonApiBody } }, async (request, reply) => {
    const actor = requireRole(request, 'customer');
    const ticket = await fileQuestion(logged, actor, parseQuestion(request.body));
    reply.status(201);
    return serialize(ticketSerializer, ticket);
  });

  const ticketsOf = ({ page, search, orderBy, filters }: ListParams) =>
    listTickets(ctx.db, {
      page,
      statuses: listFilter(filters.status, STATUSES, 'filter[status]'),
      kinds: listFilter(filters.kind, KINDS, 'filter[kind]'),
      search,
      orderBy,
    });

  registerConsoleList(instance, ctx.clock, {
    path: '/operator/tickets',
    querystring: ticketListQuery,
    spec: TICKET_LIST,
    rows: ticketsOf,
    serializer: operatorTicketSerializer,
    csv: { name: 'chamados', columns: TICKET_CSV },
  });

  app.post(
    '/operator/tickets/:id/approve-reschedule',
    { schema: { params: ticketParams, body: jsonApiBody } },
    async (request) => {
      const actor = requireRole(request, 'operator');
      const { id } = request.params;
      return serialize(
        ticketSerializer,
        await approveReschedule(logged, actor, id, parseApproval(request.body)),
      );
    },
  );

  // Who is free for the slot the operator is about to give (the approval screen's list).
  app.get(
    '/operator/tickets/:id/free-professionals',
    { schema: { params: ticketParams, querystring: freeProfessionalsQuery } },
    async (request) => {
      requireRole(request, 'operator');
      const { id } = request.params;
      const slot = parseSlotQuery(parseFilters(request.query));
      return serialize(freeProfessionalSerializer, await freeProfessionalsFor(ctx, id, slot));
    },
  );

  app.post(
    '/operator/tickets/:id/refund',
    { schema: { params: ticketParams, body: anyBody } },
    async (request) => {
      const actor = requireRole(request, 'operator');
      const { id } = request.params;
      return serialize(ticketSerializer, await concludeRefund(logged, actor, id));
    },
  );

  app.post(
    '/operator/tickets/:id/credit',
    { schema: { params: ticketParams, body: anyBody } },
    async (request) => {
      const actor = requireRole(request, 'operator');
      const { id } = request.params;
      return serialize(ticketSerializer, await convertToCredit(logged, actor, id));
    },
  );

  app.post(
    '/operator/orders/:id/service-not-provided',
    { schema: { params: ticketParams, body: anyBody } },
    async (request) => {
      const actor = requireRole(request, 'operator');
      const { id } = request.params;
      return serialize(orderSerializer, await markServiceNotProvided(logged, actor, id));
    },
  );
}
