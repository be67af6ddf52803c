import { z } from 'zod';
import { CURRENCY } from '../../constants';
import { attributesOf, cents, isoDate, resourceOf } from './resource';

/** The conversion events the web reports, once per order each. */
export const TELEMETRY_EVENT_NAMES = ['add_to_cart', 'purchase'] as const;
export const telemetryEventName = z.enum(TELEMETRY_EVENT_NAMES);

/** `POST /telemetry/events`: the recorded event, identified by `name:order_id`. */
export const telemetryEventAttributes = attributesOf({
  name: telemetryEventName,
  order_id: z.string(),
  /** The order's total, cents. */
  value: cents,
  currency: z.literal(CURRENCY),
});
export const telemetryEventResource = resourceOf('telemetry-events', telemetryEventAttributes);

/** `GET /telemetry/daily`: one São Paulo day, identified by its date. */
export const telemetryDayAttributes = attributesOf({
  date: isoDate,
  orders_created: z.number().int(),
  add_to_cart: z.number().int(),
  purchase: z.number().int(),
  /** Cents. */
  purchase_value: cents,
  /** purchase / add_to_cart; null on a day nothing was added to the cart. */
  conversion: z.number().nullable(),
});
export const telemetryDayResource = resourceOf('telemetry-days', telemetryDayAttributes);
