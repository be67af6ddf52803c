/** The customer's addresses: the card in 'Minha conta' and the picker of the purchase flow. */
export const addressesTexts = {
  add: 'adicionar novo endereço',
  yourAddresses: 'Seus endereços',
  title: 'Endereços',
  removeTitle: 'Remover endereço',
  removeQuestion: 'Deseja remover o endereço ',
  removeQuestionEnd: '? As limpezas já feitas nele continuam no seu histórico.',
  remove: 'remover endereço',
  edit: (name: string) => `editar endereço ${name}`,
  removeOne: (name: string) => `remover endereço ${name}`,
} as const;
