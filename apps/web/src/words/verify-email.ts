/** '/verificacao-de-email'. */
export const verifyEmailTexts = {
  title: 'Verificação de e-mail',
  signInForNewLink: 'Entre na sua conta e peça um novo link de confirmação.',
  goHome: 'ir para o início',
  redirecting: (seconds: number) =>
    `Você será levado para o agendamento em ${seconds} segundo${seconds === 1 ? '' : 's'}.`,
} as const;
