/** Giving a job back (its own chunk, loaded with a job's page, so the area's first screen does not carry it). */
export const declineTexts = {
  decline: 'Desistir desta limpeza',
  declineConfirm:
    'Desistir desta limpeza? Ela volta para a equipe Brilho, que procura outro profissional, e o cliente é avisado. Só é possível até 24 horas antes do início.',
  declineDone: 'Limpeza devolvida à equipe Brilho.',
  declineKeep: 'Manter limpeza',
  declineFailed: 'Não foi possível desistir da limpeza.',
} as const;
