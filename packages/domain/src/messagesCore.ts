/**
 * The texts of messages.ts the first screen needs (sign-in, session end, the error boundary), in their own
 * file so the app's boot chunk does not carry every other text. `messages.common` and
 * `messages.auth` are these objects.
 */
export const commonMessages = {
  notFoundPage: 'Página inexistente!',
  unexpected: 'Ocorreu um erro inesperado, tente novamente ou entre em contato com o nosso suporte!',
  unexpectedReload: 'Ocorreu um erro inesperado, tente atualizar a página!',
  required: 'Campo obrigatório',
  invalidEmail: 'E-mail inválido',
  tooManyAttempts: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  copied: 'Copiado!',
  copyFailed: 'Ocorreu um erro ao copiar!',
} as const;

export const authMessages = {
  signInFailed: 'Usuário ou senha incorretos',
  signInFailedNoMessage: 'Usuário ou senha incorretos.',
  noAccess: 'Você não tem acesso à esta aplicação',
  areaNoAccess: 'Você não tem acesso a esta área.',
  unauthorized: 'Não autorizado',
  sessionExpired: 'A sua sessão expirou. Você será redirecionado para a tela de login.',
  firstOrderGatewayFailure: 'Ocorreu um erro inesperado (CODE PGA_PGC), contate nosso suporte!.',
  gatewayCreationFailure: 'Ocorreu um erro ao criar o usuário no meio de pagamento!',
  emailConfirmed: 'O e-mail foi confirmado, bora limpar a casa :)',
  emailConfirmationError: 'Ocorreu um erro durante a confirmação do email.',
  emailConfirmError: 'Ocorreu um erro ao confirmar o email!',
  invalidToken: 'Ocorreu um erro! O token informado não é valido.',
  emailMismatchToast: 'Ops! O email informado não confere. Verifique os dados informados!',
  emailMismatchField: (email: string) =>
    `O e-mail cadastrado é ${email}. Se quiser usar outro e-mail, solicite a alteração.`,
  verifyEmailDialogTitle: 'Verifique seu e-mail!',
  recoveryEmailNotFound: 'Não conseguimos encontrar o email informado!',
  recoveryFailed: 'Ocorreu um erro ao enviar o email!',
  resetEmailMismatch: 'Ops! O email informado não confere com o token!',
  resetLinkExpired: 'Ops! O link para redefinir sua senha expirou. Solicite um novo abaixo.',
  resetFailed: 'Ocorreu um erro ao redefinir a senha!',
  recoverySentTitle: 'E-MAIL ENVIADO!',
  recoverySentText: 'Foi enviado um link de redefinição de senha para o seu e-mail!',
  resetDoneTitle: 'SENHA REDEFINIDA!',
  resetDoneText: 'A sua senha foi redefinida com sucesso!',
  termsSelectionRequired: 'Você precisa selecionar uma das opções para continuar.',
} as const;
