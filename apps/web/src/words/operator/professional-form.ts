/** The professional's form (creating and editing) and its checks. */
export const professionalFormTexts = {
  provisionalPassword: 'Senha provisória',
  provisionalPasswordHint: 'Anote e entregue ao profissional: ela não será mostrada de novo.',
  passwordHint: 'Uma senha provisória é gerada e mostrada uma única vez.',
  serviceArea: 'Área de atendimento',
  availabilityHint: 'Os horários viram agenda disponível para os próximos 35 dias, renovada todos os dias.',
  until: 'às',
  invalidEmail: 'E-mail inválido',
  bioTooLong: 'Deve ter no máximo 1000 caracteres',
  endBeforeStart: 'O fim deve ser depois do início',
  start: 'Início',
  end: 'Fim',
  hourOf: (which: string, day: string) => `${which} de ${day}`,
  alsoServes: (districts: string) => `Também atende: ${districts}`,
} as const;
