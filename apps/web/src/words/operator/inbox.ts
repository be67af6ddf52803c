/** The console's support inbox. */
export const inboxTexts = {
  replyFailed: 'Não foi possível enviar a resposta. Tente novamente.',
  you: 'Você: ',
} as const;
