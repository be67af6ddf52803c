import { z } from 'zod';
import { attributesOf, isoDateTime, resourceOf } from './resource';

/** A ticket as its customer and the operators read it (`GET /tickets/:id`, the console's order detail). */
export const ticketAttributes = attributesOf({
  kind: z.string(),
  status: z.enum(['open', 'resolved']),
  order_id: z.string().nullable(),
  account_id: z.string(),
  reason: z.string().nullable(),
  should_refund: z.boolean().nullable(),
  refund_data: z.unknown(),
  reschedule_data: z.unknown(),
  question: z.unknown(),
  topic: z.string().nullable(),
  resolution: z.unknown(),
  created_at: isoDateTime,
  resolved_at: isoDateTime.nullable(),
});
export const ticketResource = resourceOf('tickets', ticketAttributes);
