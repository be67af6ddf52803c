import {
  type CalendarCleaning,
  cleaningCalendar,
  cleaningCalendarFileName,
  type OrderStatus,
} from '@brilho/domain';
import { orderDocumentParams } from '@brilho/domain/contract';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import {
  accounts,
  addresses,
  cities,
  districts,
  type Order,
  orderStatusChanges,
  professionals,
} from '../../db/schema';
import { requireActor } from '../../lib/auth';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { ZodTypeProvider } from '../../lib/wire';
import { ORDER_NOT_FOUND } from '../coupons';
import { findOwnOrder } from './queries';

/**
 * 'Adicionar à agenda': `GET /orders/{id}/calendar` answers the cleaning as an .ics (the domain's
 * `cleaningCalendar`). SEQUENCE is the number of status changes the order went through: it only grows, and
 * every reschedule or cancellation passes through at least one, so a newer file always replaces the older.
 */

/** An order in one of these is off the calendar: its file cancels the event. */
export const CALENDAR_CANCELLED_STATUSES: readonly OrderStatus[] = [
  'cancelled',
  'waiting_refund',
  'refunded',
];

export async function calendarCleaningOf(
  db: Db,
  config: { PUBLIC_URL: string },
  order: Order,
): Promise<CalendarCleaning> {
  const [place] = await db
    .select({
      name: addresses.name,
      street: addresses.street,
      streetNumber: addresses.streetNumber,
      complement: addresses.complement,
      district: districts.displayName,
      city: cities.displayName,
    })
    .from(addresses)
    .innerJoin(districts, eq(districts.id, addresses.districtId))
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .where(eq(addresses.id, order.addressId));
  const [professional] = order.professionalId
    ? await db
        .select({ firstName: accounts.firstName, lastName: accounts.lastName })
        .from(professionals)
        .innerJoin(accounts, eq(accounts.id, professionals.accountId))
        .where(eq(professionals.id, order.professionalId))
    : [];
  const [changes] = await db
    .select({ n: count() })
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, order.id));
  const location = place
    ? [`${place.street}, ${place.streetNumber}`, place.complement, place.district, place.city]
        .filter((part): part is string => Boolean(part?.trim()))
        .join(', ')
    : '';
  return {
    orderId: order.id,
    startsAt: order.startsAt,
    endsAt: order.endsAt,
    sequence: changes?.n ?? 0,
    location,
    addressName: place?.name ?? '',
    professionalName: professional ? `${professional.firstName} ${professional.lastName}` : null,
    orderUrl: `${config.PUBLIC_URL.replace(/\/$/, '')}/pedidos/${order.id}`,
    cancelled: CALENDAR_CANCELLED_STATUSES.includes(order.status),
  };
}

export async function orderCalendarRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx: AppContext = app.ctx;
  app.get('/orders/:id/calendar', { schema: { params: orderDocumentParams } }, async (request, reply) => {
    const actor = requireActor(request);
    const { id } = request.params;
    const order = isUuid(id) ? await findOwnOrder(ctx, actor.accountId, id) : null;
    if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
    const ics = cleaningCalendar(await calendarCleaningOf(ctx.db, ctx.config, order), ctx.clock.now());
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${cleaningCalendarFileName(order.id)}"`)
      .header('cache-control', 'private, no-store');
    return reply.send(ics);
  });
}
