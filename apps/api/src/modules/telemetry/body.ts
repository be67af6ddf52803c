import { messages } from '@brilho/domain';
import { TELEMETRY_EVENT_NAMES } from '@brilho/domain/contract';
import { z } from 'zod';
import { attributesOf, parseWith } from '../../lib/body';
import { REQUEST_TEXTS } from '../../words/errors';
import { TELEMETRY_TEXTS } from '../../words/telemetry';

/** The telemetry bodies (real-time channels) read at the boundary. */

const REQUIRED = messages.common.required;

/** The names are the wire contract's (the recorded event's `name`). */
export { TELEMETRY_EVENT_NAMES };
export type TelemetryEventName = (typeof TELEMETRY_EVENT_NAMES)[number];

/** Size limits of a client error report: enough for a minified stack, too little to carry a page's data. */
export const ERROR_REPORT_LIMITS = {
  message: 1_000,
  stack: 8_000,
  route: 500,
  release: 100,
  /** The whole request body, in bytes (Fastify's `bodyLimit`). */
  body: 16_384,
} as const;

const requiredText = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? REQUIRED : REQUEST_TEXTS.badText) })
    .trim()
    .min(1, REQUIRED)
    .max(max, TELEMETRY_TEXTS.maxLength(max));

const eventAttributes = z.object({
  name: z.enum(TELEMETRY_EVENT_NAMES, { error: 'Evento desconhecido' }),
  order_id: requiredText(64),
});

export function parseTelemetryEvent(body: unknown): { name: TelemetryEventName; orderId: string } {
  const attributes = parseWith(eventAttributes, attributesOf(body));
  return { name: attributes.name, orderId: attributes.order_id };
}

const errorReport = z.object({
  message: requiredText(ERROR_REPORT_LIMITS.message),
  stack: z.string().max(ERROR_REPORT_LIMITS.stack).nullish(),
  route: requiredText(ERROR_REPORT_LIMITS.route),
  release: requiredText(ERROR_REPORT_LIMITS.release),
  user_id: z.string().max(64).nullish(),
});

export interface ErrorReport {
  message: string;
  stack: string | null;
  route: string;
  release: string;
  userId: string | null;
}

/**
 * The route without its query string or fragment: they can carry tokens (`?auth=`, a reset link's token)
 * and never help find the failing screen.
 */
export const pathOnly = (route: string): string => route.split(/[?#]/, 1)[0] || '/';

export function parseErrorReport(body: unknown): ErrorReport {
  const report = parseWith(errorReport, attributesOf(body));
  return {
    message: report.message,
    stack: report.stack ?? null,
    route: pathOnly(report.route),
    release: report.release,
    userId: report.user_id ?? null,
  };
}
