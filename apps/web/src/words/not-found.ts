/** The page that does not exist (its own chunk). */
export const notFoundTexts = {
  message: 'O endereço que você procurou não existe ou mudou de lugar.',
  backHome: 'voltar para o início',
} as const;
