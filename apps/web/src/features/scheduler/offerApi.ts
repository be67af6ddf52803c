import { queryOptions } from '@tanstack/react-query';
import type { Professional } from '../../entities/professional/model';
import { apiDocument, resourceBody } from '../../lib/api/client';
import type { Order } from './api';

// Cleaning offers ("Offer"; the professional and offer calls).

export type OfferStatus = 'open' | 'expired' | 'cancelled' | 'converted';

export interface OrderOffer {
  id: string;
  type: 'order-offers';
  status: OfferStatus;
  starts_at: string;
  ends_at: string;
  /** Hours. */
  duration: number;
  created_at: string;
  expires_at: string;
  /** Cancels and converts the offer; only its customer reads it. */
  key?: string;
  seconds_left: number;
  description?: string | null;
  willing_professionals?: Professional[];
}

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
