import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../../../../lib/clock';
import { type GatewayEvent, WebhookRejected } from '../port';

/**
 * The sandbox's webhook wire format and its signature, the way Brazilian providers do it: a JSON body
 * `{ id, type, occurred_at, data }` and `x-sandbox-signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret,
 * t + "." + rawBody)>`. The receiver checks the signature over the raw bytes before reading anything, in
 * constant time, and refuses timestamps more than 5 minutes away so a captured webhook cannot be replayed
 * later.
 */

export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const chargeStatus = z.enum([
  'waiting',
  'in_analysis',
  'authorized',
  'settled',
  'declined',
  'cancelled',
  'refunded',
  'charged_back',
]);

export const wireEventSchema = z.discriminatedUnion('type', [
  z.object({
    id: z.string().min(1),
    type: z.literal('order.created'),
    occurred_at: z.iso.datetime(),
    data: z.object({ order_id: z.string().min(1), reference: z.string().min(1) }),
  }),
  z.object({
    id: z.string().min(1),
    type: z.literal('order.failed'),
    occurred_at: z.iso.datetime(),
    data: z.object({ order_id: z.string().min(1), reference: z.string().min(1), reason: z.string() }),
  }),
  z.object({
    id: z.string().min(1),
    type: z.literal('charge.status_changed'),
    occurred_at: z.iso.datetime(),
    data: z.object({
      charge_id: z.string().min(1),
      order_id: z.string().min(1),
      /** The merchant's reference given with the charge (absent on charges made before it existed). */
      reference: z.string().min(1).optional(),
      status: chargeStatus,
      sequence: z.number().int().positive(),
      reason: z.string().optional(),
    }),
  }),
]);

/** An event as it travels (snake_case), before signing. */
export type WireEvent = z.infer<typeof wireEventSchema>;

/** The port's camelCase event for a wire event. */
export function toGatewayEvent(event: WireEvent): GatewayEvent {
  const base = { id: event.id, occurredAt: event.occurred_at };
  switch (event.type) {
    case 'order.created':
      return {
        ...base,
        type: event.type,
        orderGatewayId: event.data.order_id,
        reference: event.data.reference,
      };
    case 'order.failed':
      return {
        ...base,
        type: event.type,
        orderGatewayId: event.data.order_id,
        reference: event.data.reference,
        reason: event.data.reason,
      };
    case 'charge.status_changed':
      return {
        ...base,
        type: event.type,
        chargeId: event.data.charge_id,
        orderGatewayId: event.data.order_id,
        ...(event.data.reference === undefined ? {} : { reference: event.data.reference }),
        status: event.data.status,
        sequence: event.data.sequence,
        ...(event.data.reason === undefined ? {} : { reason: event.data.reason }),
      };
  }
}

function hmacHex(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The signature header for `rawBody` at `now` (whole seconds). */
export function signatureHeader(secret: string, rawBody: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
}

/** The body and headers of one delivery attempt: signed now, so a retry carries a fresh timestamp. */
export function signedDelivery(
  secret: string,
  event: WireEvent,
  now: Date,
): { rawBody: string; headers: Record<string, string> } {
  const rawBody = JSON.stringify(event);
  return { rawBody, headers: { [SIGNATURE_HEADER]: signatureHeader(secret, rawBody, now) } };
}

const HEADER = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;

function headerValue(headers: Record<string, string | string[] | undefined>): string | undefined {
  const key = Object.keys(headers).find((name) => name.toLowerCase() === SIGNATURE_HEADER);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}

/** Checks the signature and the timestamp, then reads the event; WebhookRejected on any failure. */
export function verifySandboxWebhook(
  secret: string,
  clock: Clock,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): GatewayEvent {
  const match = HEADER.exec(headerValue(headers)?.trim() ?? '');
  if (!match) throw new WebhookRejected('missing or malformed signature');
  const timestamp = Number(match[1]);
  const given = Buffer.from(match[2] as string, 'hex');
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new WebhookRejected('signature does not match');
  if (Math.abs(clock.now().getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    throw new WebhookRejected('stale timestamp');
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new WebhookRejected('body is not JSON');
  }
  const parsed = wireEventSchema.safeParse(json);
  if (!parsed.success) throw new WebhookRejected('body is not a gateway event');
  return toGatewayEvent(parsed.data);
}
