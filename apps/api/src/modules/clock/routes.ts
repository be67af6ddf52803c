import { anyBody, noQuery } from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ControllableClock } from '../../lib/clock';
import { ApiError } from '../../lib/errors';
import type { ZodTypeProvider } from '../../lib/wire';
import { SERVER_TEXTS } from '../../words/server';

const clockChange = z.union([
  z.object({ set: z.iso.datetime({ offset: true }) }),
  z.object({ advance_seconds: z.number().int() }),
  z.object({ reset: z.literal(true) }),
]);

export async function clockRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/what-time-is-it', { schema: { querystring: noQuery } }, async () => ({
    current_time: app.ctx.clock.now().toISOString(),
  }));
}

/** Journeys that need time to pass move this clock; registered by modules/dev (never in production). */
export async function devClockRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  if (app.ctx.config.NODE_ENV === 'production') return;
  app.post('/dev/clock', { schema: { body: anyBody } }, async (request) => {
    const clock = app.ctx.clock;
    if (!(clock instanceof ControllableClock)) throw new ApiError(409, SERVER_TEXTS.clockNotControllable);
    const change = clockChange.parse(request.body);
    if ('set' in change) clock.set(new Date(change.set));
    else if ('advance_seconds' in change) clock.advance(change.advance_seconds * 1000);
    else clock.reset();
    // Jobs follow this clock: what the change made due runs now, before the answer (DESIGN, jobs).
    await app.ctx.jobs.runDue();
    return { current_time: clock.now().toISOString() };
  });
}
