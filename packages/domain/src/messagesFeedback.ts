/** A customer's rating of a cleaning: what the form and the API say. Numbers that are rules come in as arguments. */

/** A customer's rating of a cleaning: what the form and the API say. */
export const feedbackTexts = {
  /** The spec's placeholder stored for an empty comment. */
  noComment: 'Sem informação',
  ratingInvalid: 'Escolha uma nota de 0 a 5',
  commentTooLong: (limit: number) => `O comentário deve ter no máximo ${limit} caracteres`,
  notComplete: 'Só é possível avaliar uma limpeza concluída',
  alreadyRated: 'Esta limpeza já foi avaliada',
  notRated: 'Esta limpeza ainda não foi avaliada',
  editExpired: (days: number) => `A avaliação só pode ser alterada até ${days} dias depois de enviada`,
} as const;
