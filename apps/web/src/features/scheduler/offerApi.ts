import type { Flat, offerResource, offerStatus, Wire } from '@brilho/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import type { Professional } from '../../entities/professional/model';
import { apiDocument, resourceBody } from '../../lib/api/client';
import type { Order } from './api';

// Cleaning offers ("Offer"; the professional and offer calls).

export type OfferStatus = Wire<typeof offerStatus>;

type WireOffer = Flat<typeof offerResource>;

/**
 * An offer as its customer reads it: the contract's `order-offers` (duration in hours; `key` cancels and converts
 * it, only its customer reads it), with the willing professionals `include` resolved.
 */
export type OrderOffer = Pick<
  WireOffer,
  | 'id'
  | 'type'
  | 'status'
  | 'starts_at'
  | 'ends_at'
  | 'duration'
  | 'created_at'
  | 'expires_at'
  | 'key'
  | 'seconds_left'
> &
  Partial<Pick<WireOffer, 'description'>> & {
    willing_professionals?: Professional[];
  };

export interface NewOffer {
  startsAt: Date;
  endsAt: Date;
  addressId: string;
  description?: string;
  shouldIncludeProducts?: boolean;
}

export async function createOffer(offer: NewOffer): Promise<OrderOffer> {
  const attributes: Record<string, unknown> = {
    starts_at: offer.startsAt.toISOString(),
    ends_at: offer.endsAt.toISOString(),
  };
  if (offer.description) attributes.description = offer.description;
  if (offer.shouldIncludeProducts !== undefined)
    attributes.should_include_products = offer.shouldIncludeProducts;
  const { data } = await apiDocument<OrderOffer>('/order-offers', {
    method: 'POST',
    body: resourceBody('order-offers', attributes, {
      address: { data: { type: 'addresses', id: offer.addressId } },
    }),
  });
  return data;
}

/** The customer's offer with the professionals willing to take it; polled while open. */
export const offerQuery = (id: string) =>
  queryOptions({
    queryKey: ['order-offers', 'open', id],
    queryFn: async () => (await apiDocument<OrderOffer>(`/order-offers/open/${encodeURIComponent(id)}`)).data,
    staleTime: 0,
    retry: false,
  });

export async function cancelOffer(key: string): Promise<OrderOffer> {
  const { data } = await apiDocument<OrderOffer>('/order-offers/delete-offer', {
    method: 'POST',
    body: { data: { type: 'order-offers', attributes: { key } } },
  });
  return data;
}

export async function createOrderFromOffer(input: {
  key: string;
  professionalId: string;
}): Promise<{ order: Order; meta: Record<string, unknown> }> {
  const { data, meta } = await apiDocument<Order>('/order-offers/create-order', {
    method: 'POST',
    body: {
      data: {
        type: 'order-offers',
        attributes: { key: input.key },
        relationships: { professional: { data: { type: 'professionals', id: input.professionalId } } },
      },
    },
  });
  return { order: data, meta };
}
