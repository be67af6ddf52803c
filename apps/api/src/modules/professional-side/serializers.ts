import { addressVisibleToProfessional, canCheckIn, canCheckOut } from '@brilho/domain';
import { professionalOfferResource, professionalOrderResource } from '@brilho/domain/contract';
import { formatPoint } from '@brilho/domain/schemas';
import { defineSerializer, serializerOf } from '../../lib/jsonapi';
import { endsAtOf, secondsLeft } from '../offers';
import type { OfferInDistrict, ProfessionalOrderRow } from './queries';

/** The professional side's resources (wire contract); snake_case attributes. */

/** An open offer as a professional sees it: where (district and city only), when, for how much. */
export interface ProfessionalOfferView extends OfferInDistrict {
  /** Cents the customer pays for the cleaning (the district's price, plus products when asked). */
  total: number;
  /** Cents the job pays the professional (her share of `total` by the ledger's commission rule). */
  professionalEarning: number;
  now: Date;
}

export const professionalOfferSerializer = serializerOf<ProfessionalOfferView>()(professionalOfferResource, {
  id: (o) => o.offer.id,
  attributes: (o) => ({
    starts_at: o.offer.startsAt.toISOString(),
    ends_at: endsAtOf(o.offer).toISOString(),
    duration: o.offer.durationHours,
    district: o.district,
    city: o.city,
    created_at: o.offer.createdAt.toISOString(),
    expires_at: o.offer.expiresAt.toISOString(),
    seconds_left: secondsLeft(o.offer, o.now),
    total: o.total,
    professional_earning: o.professionalEarning,
    should_include_products: o.offer.shouldIncludeProducts,
    willing: o.willing,
  }),
});

export interface ProfessionalOrderView extends ProfessionalOrderRow {
  /** Cents the job pays the professional (the ledger's `jobShares`: her share of what the customer pays). */
  professionalEarning: number;
  now: Date;
}

/** An order of the professional's agenda; the customer's details only inside the address window. */
export const professionalOrderSerializer = serializerOf<ProfessionalOrderView>()(professionalOrderResource, {
  id: (v) => v.order.id,
  attributes: (v) => {
    const { order, address, now } = v;
    const visible = addressVisibleToProfessional(order, now);
    return {
      status: order.status,
      starts_at: order.startsAt.toISOString(),
      ends_at: order.endsAt.toISOString(),
      duration_hours: order.durationHours,
      district: v.district,
      city: v.city,
      should_include_products: order.shouldIncludeProducts,
      checked_in_at: order.checkedInAt?.toISOString() ?? null,
      checked_out_at: order.checkedOutAt?.toISOString() ?? null,
      can_check_in: canCheckIn(order, now),
      can_check_out: canCheckOut(order),
      total: order.total,
      professional_earning: v.professionalEarning,
      customer_first_name: visible ? v.customerFirstName : null,
      address: visible
        ? {
            name: address.name,
            street: address.street,
            street_number: address.streetNumber,
            complement: address.complement,
            reference: address.reference,
            zip_code: address.zipCode,
            lonlat: formatPoint(address),
          }
        : null,
      description: visible ? order.description : null,
    };
  },
});
