/** '/esqueceu-sua-senha'. */
export const forgotPasswordTexts = {
  linkValidity: 'O link vale por 2 horas. Confira também a caixa de spam.',
  subtitle: 'Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.',
} as const;
