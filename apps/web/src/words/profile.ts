/** The credit cards card of 'Minha conta'. */
export const cardsTexts = {
  title: 'Cartões de Crédito',
  loading: 'Buscando os seus cartões...',
  yourCards: 'Seus cartões',
  removeTitle: 'Remover cartão',
  removeQuestion: 'Deseja remover o cartão ',
  removeQuestionEnd: '? Ele deixa de aparecer no pagamento e é apagado também no meio de pagamento.',
  remove: 'remover cartão',
  rename: (card: string) => `renomear cartão ${card}`,
  removeOne: (card: string) => `remover cartão ${card}`,
} as const;

/** 'Minha conta' ('/perfil'). */
export const profileTexts = {
  save: 'salvar alterações',
  completeIntro: 'Precisamos de alguns dados para você agendar as suas limpezas.',
} as const;
