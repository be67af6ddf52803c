import {
  addressRefResource,
  offerRefResource,
  offerResource,
  orderRefResource,
  professionalRefResource,
  willingResource,
} from '@brilho/domain/contract';
import type { OrderOffer } from '../../db/schema';
import { relation, serializerOf } from '../../lib/jsonapi';
import { type ProfessionalView, professionalSerializer } from '../professionals';
import { endsAtOf, type OfferStatus, secondsLeft, statusAt } from './rules';

/** An offer as one request sees it: read at `now`, the key only for its customer. */
export interface OfferView extends OrderOffer {
  now: Date;
  /** The key cancels and converts the offer, so only its customer reads it. */
  showKey: boolean;
  /** Loaded willing professionals; undefined: not loaded (the relationship is left out). */
  willingProfessionals?: ProfessionalView[];
}

const addressRef = serializerOf<{ id: string }>()(addressRefResource, {
  id: (a) => a.id,
  attributes: () => ({}),
});

const orderRef = serializerOf<{ id: string }>()(orderRefResource, {
  id: (o) => o.id,
  attributes: () => ({}),
});

export const offerSerializer = serializerOf<OfferView>()(offerResource, {
  id: (o) => o.id,
  attributes: (o) => {
    const status: OfferStatus = statusAt(o, o.now);
    return {
      status,
      starts_at: o.startsAt.toISOString(),
      ends_at: endsAtOf(o).toISOString(),
      /** Hours, as orders count them. */
      duration: o.durationHours,
      description: o.description,
      should_include_products: o.shouldIncludeProducts,
      created_at: o.createdAt.toISOString(),
      expires_at: o.expiresAt.toISOString(),
      ...(o.showKey ? { key: o.key } : {}),
      seconds_left: secondsLeft(o, o.now),
    };
  },
  relationships: {
    address: relation(
      () => addressRef,
      (o) => ({ id: o.addressId }),
    ),
    order: relation(
      () => orderRef,
      (o) => (o.orderId ? { id: o.orderId } : null),
    ),
    willing_professionals: relation(
      () => professionalSerializer,
      (o) => o.willingProfessionals,
    ),
  },
});

/** What `POST /order-offers/willing` answers: the pair recorded. */
export interface WillingView {
  offerId: string;
  professionalId: string;
}

const offerRef = serializerOf<{ id: string }>()(offerRefResource, {
  id: (o) => o.id,
  attributes: () => ({}),
});
const professionalRef = serializerOf<{ id: string }>()(professionalRefResource, {
  id: (p) => p.id,
  attributes: () => ({}),
});

export const willingSerializer = serializerOf<WillingView>()(willingResource, {
  id: (w) => `${w.offerId}:${w.professionalId}`,
  attributes: () => ({}),
  relationships: {
    order_offer: relation(
      () => offerRef,
      (w) => ({ id: w.offerId }),
    ),
    professional: relation(
      () => professionalRef,
      (w) => ({ id: w.professionalId }),
    ),
  },
});
