import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDocument, apiRequest } from '../../lib/api/client';

// The customer's stored cards ("Stored card"; the payment calls): shared by the checkout's
// stored-card view and the profile's 'Cartões de Crédito' card.

export type StoredCardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'ELO' | 'DINERS' | 'HIPER' | 'HIPERCARD';

export interface StoredCard {
  id: string;
  type: 'credit-cards';
  /** 'CARD_…' (current provider) or 'CRC-…' (before the migration). */
  payment_gateway_id: string;
  brand: StoredCardBrand;
  first6: string;
  last4: string;
  name: string | null;
}

const BRAND_LABELS: Record<StoredCardBrand, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  ELO: 'Elo',
  DINERS: 'Diners Club',
  HIPER: 'Hiper',
  HIPERCARD: 'Hipercard',
};

export const brandLabel = (brand: string): string => BRAND_LABELS[brand as StoredCardBrand] ?? brand;

/** 'Visa •••• 1111'. */
export const cardLabel = (card: Pick<StoredCard, 'brand' | 'last4'>): string =>
  `${brandLabel(card.brand)} •••• ${card.last4}`;

export const CREDIT_CARDS_KEY = ['credit-cards'] as const;

export const creditCardsQuery = queryOptions({
  queryKey: CREDIT_CARDS_KEY,
  queryFn: async (): Promise<StoredCard[]> => (await apiDocument<StoredCard[]>('/credit-cards')).data ?? [],
  staleTime: 0,
  retry: false,
});

export const useCreditCards = () => useQuery(creditCardsQuery);

/** Renames a card (≤ 24 characters, trimmed; empty clears the name). */
export function useRenameCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) => {
      const trimmed = name.trim();
      await apiRequest(`/credit-cards/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { data: { type: 'credit-cards', id, attributes: { name: trimmed === '' ? null : trimmed } } },
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: CREDIT_CARDS_KEY }),
  });
}

/** Removes a card for good (also at the gateway). */
export function useRemoveCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest(`/credit-cards/${encodeURIComponent(id)}/clear`, { method: 'POST' });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: CREDIT_CARDS_KEY }),
  });
}
