/** How a payment's instrument reads to the customer. */

/** How a payment's instrument reads to the customer. */
export const paymentMethodWords = {
  boleto: 'Boleto',
  balance: 'Saldo',
  pix: 'Pix',
  card: 'Cartão de crédito',
  cardEnding: (last4: string) => `Cartão final ${last4}`,
} as const;
