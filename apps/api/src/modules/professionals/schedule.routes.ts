import { PAGE_SIZES } from '@brilho/domain';
import { scheduleEventListQuery, scheduleEventsQuery, scheduleParams } from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../lib/auth';
import { ApiError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { listPath, paginationOf, parseFilters, serialize } from '../../lib/jsonapi';
import { readPage } from '../../lib/page';
import type { ZodTypeProvider } from '../../lib/wire';
import { REQUEST_TEXTS } from '../../words/errors';
import { PROFESSIONAL_PARAM_TEXTS } from '../../words/professionals';
import { freeScheduleEvents } from './availability';
import { inFilter, parseScheduleEvents } from './params';
import { busyEvents, findOfferable, offerableScheduleOwner } from './queries';
import { type ScheduleEventView, scheduleEventSerializer } from './serializers';

const STATUSES = ['available', 'booked', 'blocked'] as const;
type Status = (typeof STATUSES)[number];

const isStatus = (value: string): value is Status => (STATUSES as readonly string[]).includes(value);

/** `sort=starts_at` (default) or `sort=-starts_at`; anything else is a 400 on `sort`. */
function sortDescending(value: unknown): boolean {
  if (value === undefined || value === '' || value === 'starts_at') return false;
  if (value === '-starts_at') return true;
  throw new ApiError(400, REQUEST_TEXTS.badSort, {
    detail: 'Aceitas: starts_at, -starts_at',
    parameter: 'sort',
  });
}

/** A professional's agenda: free periods (available minus booked/blocked) or the stored busy events. */
export async function scheduleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/finders/professionals/schedule-events',
    { schema: { querystring: scheduleEventsQuery } },
    async (request) => {
      requireActor(request);
      const params = parseScheduleEvents(parseFilters(request.query), inFilter);
      if (!(await findOfferable(ctx, params.professionalId))) return serialize(scheduleEventSerializer, []);
      return serialize(scheduleEventSerializer, await freeScheduleEvents(ctx, params));
    },
  );

  app.get(
    '/schedules/:id/events',
    { schema: { params: scheduleParams, querystring: scheduleEventListQuery } },
    async (request) => {
      requireActor(request);
      const { id } = request.params;
      const query = request.query;
      const professionalId = isUuid(id) ? await offerableScheduleOwner(ctx, id) : null;
      if (!professionalId) throw new ApiError(404, PROFESSIONAL_PARAM_TEXTS.scheduleNotFound);
      const status = parseFilters(query).status ?? 'available';
      if (!isStatus(status))
        throw new ApiError(422, PROFESSIONAL_PARAM_TEXTS.badStatus, {
          detail: STATUSES.join(', '),
          parameter: 'filter[status]',
        });
      const descending = sortDescending(query.sort);
      const events: ScheduleEventView[] =
        status === 'available'
          ? await freeScheduleEvents(ctx, { professionalId })
          : (await busyEvents(ctx, { professionalId, status, now: ctx.clock.now() })).map((event) => ({
              id: event.id,
              windowId: null,
              status,
              startsAt: event.startsAt,
              endsAt: event.endsAt,
            }));
      if (descending) events.reverse();
      // At most the bookable window's periods (a few per day): paging them here costs less than in SQL.
      const page = readPage(query, PAGE_SIZES.scheduleEvents, 200);
      return serialize(scheduleEventSerializer, events.slice(page.offset, page.offset + page.size), {
        ...paginationOf(page, events.length, listPath(request.url)),
      });
    },
  );
}
