import { operatorCouponResource } from '@brilho/domain/contract';
import { serializerOf } from '../../lib/jsonapi';
import type { OperatorCoupon } from './console.service';

/** A coupon as the operator console lists it: its rules, uses and districts. */
export const operatorCouponSerializer = serializerOf<OperatorCoupon>()(operatorCouponResource, {
  id: (c) => c.id,
  attributes: (c) => ({
    name: c.name,
    value_type: c.valueType,
    value: c.value,
    max_discount: c.maxDiscount,
    max_uses: c.maxUses,
    uses: c.uses,
    first_purchase_only: c.firstPurchaseOnly,
    combinable: c.combinable,
    weekdays: c.weekdays,
    valid_from: c.validFrom,
    valid_until: c.validUntil,
    districts: c.districtNames,
    disabled_at: c.disabledAt?.toISOString() ?? null,
    created_at: c.createdAt.toISOString(),
  }),
});
