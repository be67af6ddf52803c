/** The pt-BR texts of the cleaning offers (a customer's open request professionals answer). */

export const OFFER_TEXTS = {
  createFailed: 'Não foi possível criar a oferta de limpeza. Tente novamente!',
  openOfferExists:
    'Você já tem uma oferta de limpeza aberta. Cancele-a ou aguarde o fim dela para criar outra.',
  notFound: 'Oferta de limpeza não encontrada',
  notOpen: 'Esta oferta de limpeza não está mais aberta.',
  converted: 'Esta oferta de limpeza já virou um pedido.',
  notWilling: 'Este profissional não aceitou esta oferta de limpeza.',
  badKey: 'Chave inválida',
} as const;

export const WILLING_TEXTS = {
  notFree: 'Este profissional não está livre no horário desta oferta de limpeza.',
  notAProfessional: 'Esta conta não é de um profissional.',
} as const;
