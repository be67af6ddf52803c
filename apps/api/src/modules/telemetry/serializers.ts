import { CURRENCY } from '@brilho/domain';
import { telemetryDayResource, telemetryEventResource } from '@brilho/domain/contract';
import { serializerOf } from '../../lib/jsonapi';
import type { TelemetryEventName } from './body';
import type { DailyTelemetry } from './service';

export interface RecordedEvent {
  name: TelemetryEventName;
  orderId: string;
  value: number;
}

/** One event per (name, order): the pair is its identity. */
export const telemetryEventSerializer = serializerOf<RecordedEvent>()(telemetryEventResource, {
  id: (event) => `${event.name}:${event.orderId}`,
  attributes: (event) => ({
    name: event.name,
    order_id: event.orderId,
    value: event.value,
    currency: CURRENCY,
  }),
});

export const telemetryDaySerializer = serializerOf<DailyTelemetry>()(telemetryDayResource, {
  id: (day) => day.date,
  attributes: (day) => ({
    date: day.date,
    orders_created: day.ordersCreated,
    add_to_cart: day.addToCart,
    purchase: day.purchase,
    purchase_value: day.purchaseValue,
    conversion: day.conversion,
  }),
});
