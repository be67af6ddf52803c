/** The console's professionals list and validation queue. */
export const professionalsTexts = {
  created: 'Profissional cadastrado! Ele aguarda validação.',
  queueEmpty: 'Nenhum cadastro aguardando validação.',
  waitingValidation: 'Aguardando validação',
  pages: 'Páginas de profissionais',
  validation: 'Validação',
  queue: 'Fila de validação',
  queuePages: 'Páginas da fila',
  queueHint: 'Cadastros mais antigos primeiro. O prazo de análise é de até 72 horas úteis.',
  view: 'Visão',
} as const;

/** The professionals' status and request-age badges. */
export const professionalBadgeTexts = {
  registered: 'aguardando validação',
  age: (hours: number) => `há ${hours} h úteis`,
  ageOverdue: (hours: number) => `há ${hours} h úteis · atrasado`,
} as const;
