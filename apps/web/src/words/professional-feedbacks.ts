// The professional's own ratings (the professional sees her ratings), apart from the profile's
// other texts so the profile loads them only with the ratings.
export const feedbackTexts = {
  title: 'Minhas avaliações',
  summary: (count: number) => (count === 1 ? '1 avaliação de clientes' : `${count} avaliações de clientes`),
  empty: 'Você ainda não recebeu avaliações. Elas aparecem aqui assim que um cliente avaliar uma limpeza.',
  stars: (rating: number) => `Nota ${rating} de 5`,
  noComment: 'Sem comentário',
  givenOn: (day: string) => `Avaliada em ${day}`,
  cleaningOf: (day: string) => `Limpeza de ${day}`,
  more: 'ver mais avaliações',
  failed: 'Não foi possível carregar as suas avaliações.',
  retry: 'tentar novamente',
  loading: 'Buscando avaliações...',
} as const;
