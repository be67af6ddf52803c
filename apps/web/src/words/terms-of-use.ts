/** '/termos-de-uso'. */
export const termsTexts = {
  intro: 'Leia os termos abaixo e nos diga se você concorda para continuar usando a Brilho.',
  questions: 'Dúvidas sobre os termos?',
  titleAndVersion: (title: string, date: string) => `${title} — versão de ${date}`,
} as const;
