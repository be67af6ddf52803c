import { z } from 'zod';
import { attributesOf, parseWith } from '../../lib/body';
import { COUPON_CONSOLE_TEXTS } from '../../words/coupons';

/**
 * `POST /operator/coupons`: a coupon as the console creates it. Money in cents (VALUE's value and
 * max_discount); PERCENTAGE's value in percent; weekdays ISO (1 = Monday … 7 = Sunday); empty lists and
 * blank dates mean "no restriction".
 */
const optionalDate = z
  .union([z.iso.date({ error: COUPON_CONSOLE_TEXTS.couponDate }), z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : null));

const positiveOrNull = (message: string) =>
  z
    .union([z.number({ error: message }).int(message).positive(message), z.null()])
    .optional()
    .transform((value) => value ?? null);

export const couponCreateSchema = z
  .object({
    name: z
      .string({ error: COUPON_CONSOLE_TEXTS.couponName })
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,30}$/, COUPON_CONSOLE_TEXTS.couponName)
      .transform((value) => value.toUpperCase()),
    value_type: z.enum(['PERCENTAGE', 'VALUE'], { error: COUPON_CONSOLE_TEXTS.couponValueType }),
    value: z
      .number({ error: COUPON_CONSOLE_TEXTS.couponValue })
      .int(COUPON_CONSOLE_TEXTS.couponValue)
      .positive(COUPON_CONSOLE_TEXTS.couponValue),
    max_discount: positiveOrNull(COUPON_CONSOLE_TEXTS.couponMaxDiscount),
    max_uses: positiveOrNull(COUPON_CONSOLE_TEXTS.couponMaxUses),
    valid_from: optionalDate,
    valid_until: optionalDate,
    weekdays: z
      .array(z.number().int().min(1).max(7), { error: COUPON_CONSOLE_TEXTS.couponWeekdays })
      .optional()
      .transform((days) => (days && days.length > 0 ? [...new Set(days)].sort() : null)),
    district_ids: z
      .array(z.string().uuid(COUPON_CONSOLE_TEXTS.couponDistricts), {
        error: COUPON_CONSOLE_TEXTS.couponDistricts,
      })
      .optional()
      .transform((ids) => [...new Set(ids ?? [])]),
    first_purchase_only: z.boolean().default(false),
    combinable: z.boolean().default(true),
  })
  .superRefine((coupon, context) => {
    if (coupon.value_type === 'PERCENTAGE' && coupon.value > 100)
      context.addIssue({ code: 'custom', path: ['value'], message: COUPON_CONSOLE_TEXTS.couponPercent });
    if (coupon.valid_from && coupon.valid_until && coupon.valid_until < coupon.valid_from)
      context.addIssue({ code: 'custom', path: ['valid_until'], message: COUPON_CONSOLE_TEXTS.couponDates });
  });

export type CouponCreateInput = z.infer<typeof couponCreateSchema>;

export const parseCouponCreate = (body: unknown): CouponCreateInput =>
  parseWith(couponCreateSchema, attributesOf(body));
