/**
 * The scheduler's URL parameters (state.ts re-exports them), in their own file: a page that only links to the
 * scheduler (the public professional page, an order) does not load the scheduler's state and its rules.
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
