import { messages } from '@brilho/domain';

/** The pt-BR texts of a professional's shared pieces (badges, feedback list); the scheduler reuses them. */
export const texts = {
  feedbacksFailed: messages.scheduling.feedbacksFailed,
  hiddenFeedback: 'Sem informação',
  topProfessional: 'Top profissional',
  highDemand: 'Alta procura',
  seeMoreFeedbacks: 'ver mais avaliações',
  noFeedbacks: 'Este profissional ainda não tem avaliações.',
  ratingOf: (rating: string) => `Avaliação ${rating} de 5`,
} as const;
