/** The console's professional screen. */
export const professionalDetailTexts = {
  refuseConfirm: 'Recusar este cadastro? O profissional não aparecerá para os clientes.',
  suspendConfirm: 'Suspender? O profissional deixa de aparecer nas buscas até ser reativado.',
  blockConfirm: 'Bloquear? O acesso é encerrado e o profissional deixa de aparecer nas buscas.',
  actionFailed: 'Não foi possível concluir a ação.',
  rating: 'Avaliação',
  documentFailed: 'Não foi possível abrir o documento.',
} as const;
