import { PRODUCT_NAME } from '@brilho/domain';

// The public professional page's pt-BR texts (spec silent on most: docs/decisions.md).
export const texts = {
  signIn: 'entrar',
  loadFailed: 'Não foi possível carregar o perfil. Tente atualizar a página.',
  memberSince: (day: string) => `Na ${PRODUCT_NAME} desde ${day}`,
  bookWith: (firstName: string) => `agendar com ${firstName}`,
  feedbacksTitle: 'Avaliações',
  loadingFeedbacks: 'Buscando avaliações...',
  metaDescription: (fullname: string, firstName: string) =>
    `${fullname} na ${PRODUCT_NAME}: avaliações, limpezas realizadas e agenda. Agende com ${firstName}.`,
  homeLink: 'Brilho, página inicial',
} as const;
