import { z } from 'zod';
import { attributesOf, parseWith } from '../../lib/body';
import { ApiError } from '../../lib/errors';
import { REFUND_FIELD_TEXTS, TICKET_TEXTS } from '../../words/tickets';

/**
 * Ticket bodies (ticket calls, "Cancellation ticket", "Reschedule data"). Both a JSON:API
 * document (`data.attributes`) and the flat object the spec lists are accepted.
 */

export const ACCOUNT_TYPES = REFUND_FIELD_TEXTS.accountTypes;
export const RESCHEDULE_OPTIONS = ['KEEP', 'ANY', 'CHOOSE'] as const;
/** How many professionals a customer may name with CHOOSE. */
export const MAX_CHOSEN = 3;
export const TICKET_TOPICS = ['general', 'professional-not-arrived'] as const;

const text = (max: number) => z.string().trim().max(max);
const filled = (message: string, max = 64) => z.string({ error: message }).trim().min(1, message).max(max);
const orderId = z.string({ error: TICKET_TEXTS.orderRequired }).trim().min(1, TICKET_TEXTS.orderRequired);
const reason = text(2000)
  .nullish()
  .transform((value) => (value ? value : null));

export const refundDataSchema = z.object({
  bank: filled(REFUND_FIELD_TEXTS.bank, 120),
  agency: filled(REFUND_FIELD_TEXTS.agency, 20),
  /** The account number with its check digit ('12345-6'). */
  account: filled(REFUND_FIELD_TEXTS.account, 30),
  account_type: z.enum(ACCOUNT_TYPES, { error: REFUND_FIELD_TEXTS.account_type }),
});
export type RefundData = z.infer<typeof refundDataSchema>;

const cancellationSchema = z.object({
  order_id: orderId,
  reason,
  should_refund: z.boolean().default(false),
  // Checked after the order is read: whether it may be sent depends on how the order was paid.
  refund_data: z.unknown().optional(),
});
export type CancellationInput = z.infer<typeof cancellationSchema>;

const hour = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,2}(:00)?$/),
  ])
  .transform((value) => (typeof value === 'number' ? value : Number.parseInt(value, 10)));

export const rescheduleDataSchema = z
  .object({
    date: z.iso.date({ error: TICKET_TEXTS.invalidSlot }),
    initial_hour: hour.pipe(z.number().int().min(0).max(23)),
    reschedule_option: z.enum(RESCHEDULE_OPTIONS).default('ANY'),
    /** CHOOSE: the professionals the customer would accept (ignored with KEEP and ANY). */
    professional_ids: z
      .array(z.uuid({ error: TICKET_TEXTS.unknownProfessional }), { error: TICKET_TEXTS.unknownProfessional })
      .max(MAX_CHOSEN, TICKET_TEXTS.tooManyChosen)
      .optional(),
  })
  .transform(({ professional_ids, ...data }) =>
    data.reschedule_option === 'CHOOSE' && professional_ids && professional_ids.length > 0
      ? { ...data, professional_ids: [...new Set(professional_ids)] }
      : data,
  );
export type RescheduleData = z.infer<typeof rescheduleDataSchema>;

const rebookingSchema = z.object({
  order_id: orderId,
  reason,
  reschedule_data: rescheduleDataSchema,
});
export type RebookingInput = z.infer<typeof rebookingSchema>;

const questionSchema = z.object({
  question: filled('Escreva a sua mensagem.', 5000),
  topic: z.enum(TICKET_TOPICS).default('general'),
  order_id: z.string().trim().min(1).nullish(),
});
export type QuestionInput = z.infer<typeof questionSchema>;

export const parseCancellation = (body: unknown): CancellationInput =>
  parseWith(cancellationSchema, attributesOf(body));
export const parseRebooking = (body: unknown): RebookingInput =>
  parseWith(rebookingSchema, attributesOf(body));
export const parseQuestion = (body: unknown): QuestionInput => parseWith(questionSchema, attributesOf(body));
export const parseRefundData = (value: unknown): RefundData =>
  parseWith(refundDataSchema, value ?? {}, '/data/attributes/refund_data');

/** `POST /operator/tickets/{id}/approve-reschedule`: the new slot and, unless KEEP, who does it. */
const approvalSchema = z.object({
  starts_at: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
  ends_at: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
  professional_id: z.string().trim().min(1).nullish(),
});
export type ApprovalInput = z.infer<typeof approvalSchema>;
export const parseApproval = (body: unknown): ApprovalInput => parseWith(approvalSchema, attributesOf(body));

/** `GET /operator/tickets/{id}/free-professionals?filter[starts_at]=…&filter[ends_at]=…`: the slot to check. */
const slotQuerySchema = z.object({
  starts_at: z.iso
    .datetime({ offset: true, error: TICKET_TEXTS.invalidSlot })
    .transform((value) => new Date(value)),
  ends_at: z.iso
    .datetime({ offset: true, error: TICKET_TEXTS.invalidSlot })
    .transform((value) => new Date(value)),
});
export type SlotQuery = z.infer<typeof slotQuerySchema>;
export function parseSlotQuery(filters: Record<string, string>): SlotQuery {
  const result = slotQuerySchema.safeParse(filters);
  if (result.success) return result.data;
  const field = String(result.error.issues[0]?.path[0] ?? 'starts_at');
  throw new ApiError(400, TICKET_TEXTS.invalidSlot, { parameter: `filter[${field}]` });
}
