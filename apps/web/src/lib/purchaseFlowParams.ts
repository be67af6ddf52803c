/**
 * The purchase flow's query parameters ("Scheduler state"): the scheduler reads them, and the
 * pages that link into the purchase flow (an order's 'agendar novamente', a professional's public page) write
 * them, so they are shared here rather than imported from the scheduler (decision 0111).
 */

/** The chosen address travels in the URL, so a reload keeps it. */
export const ADDRESS_PARAM = 'endereco';
export const PARAMS = {
  date: 'data',
  startHour: 'hora',
  duration: 'duracao',
  name: 'nome',
  professional: 'profissional',
  step: 'etapa',
  /** The open cleaning offer's id, so a reload finds it. */
  offer: 'oferta',
} as const;
/** `etapa=confirmacao`: 'Confirme a sua limpeza'. */
export const CONFIRMATION_STEP = 'confirmacao';
