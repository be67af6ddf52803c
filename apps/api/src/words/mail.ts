/** The words every e-mail shares: the greeting, the button's fallback line, the footer. */
export const MAIL_TEXTS = {
  greeting: (firstName: string) => `Olá, ${firstName}!`,
  buttonFallback: 'Se o botão não funcionar, copie este endereço no navegador:',
  footer: 'Brilho — limpezas com profissionais verificados.',
} as const;
