import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDocument, resourceBody } from '../../../lib/api/client';
import { couponsTexts as t } from '../../../words/operator/coupons';
import { type ListState, withListQuery } from '../listParams';

/** The console's coupons (`/operator/coupons`): list, create, disable. */

export interface OperatorCoupon {
  id: string;
  name: string;
  value_type: 'PERCENTAGE' | 'VALUE';
  value: number;
  max_discount: number | null;
  max_uses: number | null;
  uses: number;
  first_purchase_only: boolean;
  combinable: boolean;
  weekdays: number[] | null;
  valid_from: string | null;
  valid_until: string | null;
  districts: { id: string; name: string }[];
  disabled_at: string | null;
  created_at: string;
}

export const couponsKeys = {
  all: ['operator', 'coupons'] as const,
  list: (status: string, page: number, state: ListState) =>
    [...couponsKeys.all, 'list', status, page, state] as const,
};

/** Newest first, as the API orders coupons when asked nothing. */
export const COUPONS_LIST: ListState = { search: '', sort: '-created_at' };

export function useCoupons(status: string, page: number, state: ListState = COUPONS_LIST) {
  return useQuery({
    queryKey: couponsKeys.list(status, page, state),
    queryFn: async () => {
      const query = `${status ? `filter[status]=${status}&` : ''}page[number]=${page}`;
      const { data, meta } = await apiDocument<OperatorCoupon[] | null>(
        withListQuery(`/operator/coupons?${query}`, state),
      );
      const count = typeof meta.page_count === 'number' && meta.page_count > 0 ? meta.page_count : 1;
      return { rows: data ?? [], pageCount: count };
    },
    placeholderData: keepPreviousData,
  });
}

const reais = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d+([.,]\d{1,2})?$/.test(value), message);

/** The form, as typed (money in reais with a comma); validated in pt-BR before it goes out. */
export const couponFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,30}$/, t.invalidName),
    value_type: z.enum(['PERCENTAGE', 'VALUE']),
    value: reais('Informe o valor do desconto (maior que zero).').refine(
      (value) => value !== '' && Number(value.replace(',', '.')) > 0,
      'Informe o valor do desconto (maior que zero).',
    ),
    max_discount: reais('Informe um valor em reais, como 10,00.'),
    max_uses: z
      .string()
      .trim()
      .refine((value) => value === '' || /^[1-9]\d*$/.test(value), t.invalidUsageLimit),
    valid_from: z.string(),
    valid_until: z.string(),
    weekdays: z.array(z.string()),
    district_ids: z.array(z.string()),
    first_purchase_only: z.boolean(),
    combinable: z.boolean(),
  })
  .superRefine((form, context) => {
    const value = Number(form.value.replace(',', '.'));
    if (form.value_type === 'PERCENTAGE' && (value > 100 || !Number.isInteger(value)))
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: t.invalidPercentage,
      });
    if (form.valid_from && form.valid_until && form.valid_until < form.valid_from)
      context.addIssue({
        code: 'custom',
        path: ['valid_until'],
        message: t.invalidPeriod,
      });
  });

export type CouponForm = z.infer<typeof couponFormSchema>;

const toCents = (value: string) => Math.round(Number(value.replace(',', '.')) * 100);

/** The form → the API's attributes: VALUE and max discount in cents, percent as is. */
export function couponAttributes(form: CouponForm) {
  return {
    name: form.name.trim(),
    value_type: form.value_type,
    value: form.value_type === 'PERCENTAGE' ? Number(form.value) : toCents(form.value),
    max_discount: form.max_discount ? toCents(form.max_discount) : null,
    max_uses: form.max_uses ? Number(form.max_uses) : null,
    valid_from: form.valid_from || null,
    valid_until: form.valid_until || null,
    weekdays: form.weekdays.map(Number),
    district_ids: form.district_ids,
    first_purchase_only: form.first_purchase_only,
    combinable: form.combinable,
  };
}

export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (form: CouponForm) =>
      (
        await apiDocument<OperatorCoupon>('/operator/coupons', {
          method: 'POST',
          body: resourceBody('coupons', couponAttributes(form)),
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: couponsKeys.all }),
  });
}

export function useDisableCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      apiDocument<OperatorCoupon>(`/operator/coupons/${encodeURIComponent(id)}/disable`, {
        method: 'POST',
        body: resourceBody('coupons', {}),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: couponsKeys.all }),
  });
}

/** Every district with its city, for the coupon's district restriction. */
export function useDistrictOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['operator', 'coupons', 'districts'],
    enabled,
    queryFn: async () => {
      const { data } = await apiDocument<
        { id: string; display_name: string; districts?: { id: string; display_name: string }[] }[] | null
      >('/cities?include=districts&page[size]=100');
      return (data ?? []).flatMap((city) =>
        (city.districts ?? []).map((district) => ({
          value: district.id,
          label: `${district.display_name} — ${city.display_name}`,
        })),
      );
    },
  });
}
