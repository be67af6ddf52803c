/** Editing an address's name and reference (a lazy dialog). */
export const editAddressTexts = {
  title: 'Editar endereço',
  name: 'Nome do endereço',
  reference: 'Ponto de referência',
  save: 'salvar alterações',
} as const;
