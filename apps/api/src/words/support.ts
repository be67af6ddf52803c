/** The pt-BR texts of the support chat. */

export const SUPPORT_TEXTS = {
  bodyRequired: 'Escreva a sua mensagem.',
  bodyTooLong: (max: number) => `A mensagem pode ter no máximo ${max} caracteres.`,
  conversationNotFound: 'Conversa não encontrada!',
  messageNotFound: 'Mensagem não encontrada!',
} as const;
