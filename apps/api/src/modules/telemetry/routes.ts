import { jsonApiBody, telemetryDailyQuery } from '@brilho/domain/contract';
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../lib/auth';
import { parseFilters, serialize } from '../../lib/jsonapi';
import { MINUTE_MS } from '../../lib/limits';
import type { ZodTypeProvider } from '../../lib/wire';
import { ERROR_REPORT_LIMITS, parseErrorReport, parseTelemetryEvent } from './body';
import { telemetryDaySerializer, telemetryEventSerializer } from './serializers';
import { dailyRange, dailyTelemetry, recordEvent, totalsOf } from './service';

/** Per IP: a page stuck in an error loop must not flood the logs (the first reports are what matter). */
export const ERROR_REPORT_RATE_LIMIT = { name: 'client-error-report', max: 20, windowMs: MINUTE_MS } as const;

/**
 * First-party telemetry (real-time channels): the add-to-cart and purchase events, their daily
 * sums for operators, and client error reports (logged, never stored). No third-party script, no cookie.
 */
export async function telemetryRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.post('/telemetry/events', { schema: { body: jsonApiBody } }, async (request, reply) => {
    const actor = requireRole(request, 'customer');
    const recorded = await recordEvent(ctx, actor, parseTelemetryEvent(request.body));
    reply.status(recorded.created ? 201 : 200);
    return serialize(telemetryEventSerializer, recorded);
  });

  app.get('/telemetry/daily', { schema: { querystring: telemetryDailyQuery } }, async (request) => {
    requireRole(request, 'operator');
    const range = dailyRange(parseFilters(request.query), ctx.clock.now());
    const days = await dailyTelemetry(ctx, range);
    return serialize(telemetryDaySerializer, days, { meta: { ...range, totals: totalsOf(days) } });
  });

  app.post(
    '/telemetry/errors',
    {
      schema: { body: jsonApiBody },
      bodyLimit: ERROR_REPORT_LIMITS.body,
      config: { limit: ERROR_REPORT_RATE_LIMIT },
    },
    async (request, reply) => {
      const report = parseErrorReport(request.body);
      // One fixed shape, so log queries can rely on it; the signed-in account wins over the claimed id.
      request.log.warn(
        {
          client_error: {
            message: report.message,
            stack: report.stack,
            route: report.route,
            release: report.release,
            user_id: request.actor?.accountId ?? report.userId,
            signed_in: request.actor !== null,
          },
        },
        'client error report',
      );
      return reply.status(204).send();
    },
  );
}
