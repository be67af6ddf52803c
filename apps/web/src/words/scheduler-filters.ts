/** The scheduler's filters dialog (its own lazy chunk). */
export const filterTexts = {
  time: 'Horário',
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  chooseMonth: 'Escolher o mês',
  anyDuration: 'qualquer duração',
  nameHint: 'Opcional: procure por um profissional que você já conhece.',
} as const;
