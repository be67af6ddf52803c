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

/** The console's professional screen. */
export const professionalDetailTexts = {
  refuseConfirm: 'Recusar este cadastro? O profissional não aparecerá para os clientes.',
  suspendConfirm: 'Suspender? O profissional deixa de aparecer nas buscas até ser reativado.',
  blockConfirm: 'Bloquear? O acesso é encerrado e o profissional deixa de aparecer nas buscas.',
  actionFailed: 'Não foi possível concluir a ação.',
  rating: 'Avaliação',
  documentFailed: 'Não foi possível abrir o documento.',
} as const;

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
