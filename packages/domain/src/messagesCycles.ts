/** A subscription cycle card's labels. */

/** The cycle card's labels (the states). */
export const CYCLE_CARD_LABELS = {
  pendingBoleto: 'AGUARDANDO CONFIRMAÇÃO',
  expired: 'CICLO EXPIRADO',
  due: 'VENCIMENTO',
} as const;
