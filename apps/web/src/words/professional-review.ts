/** The professional's review page (its own chunk, loaded only by a professional not yet validated). */
export const reviewTexts = {
  reviewTitle: 'Cadastro em análise',
  reviewText:
    'Recebemos seu cadastro. Nossa equipe confere seus dados e documentos em até 72 horas úteis e avisa você por e-mail. Enquanto isso, você ainda não recebe ofertas de limpeza.',
  refusedTitle: 'Cadastro não aprovado',
  refusedText: 'Conferimos seus dados e documentos e não pudemos aprovar seu cadastro.',
  refusedReason: 'Motivo',
  greeting: (name: string) => `Olá, ${name}!`,
} as const;
