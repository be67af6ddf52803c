/** The dialog asking to confirm the e-mail (a lazy dialog). */
export const verifyEmailDialogTexts = {
  linkSent: 'Enviamos um novo link de confirmação para o seu e-mail.',
  intro: 'Confirme o e-mail da sua conta para receber um novo link de verificação.',
  askChange: 'solicitar alteração',
} as const;
