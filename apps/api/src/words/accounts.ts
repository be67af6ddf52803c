/** The pt-BR texts of the accounts API: sign-up, sign-in, e-mail confirmation, password recovery, terms. */
export const ACCOUNT_TEXTS = {
  passwordsDiffer: 'As senhas não conferem',
  termsNotFound: 'Termos de uso não encontrados',
  termsAnswerRequired: 'Você precisa selecionar uma das opções para continuar.',
  emailMismatch: 'Ops! O email informado não confere. Verifique os dados informados!',
  invalidToken: 'Ocorreu um erro! O token informado não é valido.',
  emailNotFound: 'Não conseguimos encontrar o email informado!',
  emailDoesNotMatchToken: 'Ops! O email informado não confere com o token!',
  taken: 'já está sendo usado',
  signInFailed: 'Usuário ou senha incorretos',
  noAccess: 'Você não tem acesso à esta aplicação',
} as const;

/** The operator's customer screens: refusals, and what an anonymised address becomes. */
export const CUSTOMER_TEXTS = {
  notFound: 'Cliente não encontrado!',
  alreadyBlocked: 'Esta conta já está bloqueada.',
  alreadySuspended: 'Esta conta já está suspensa.',
  notRestricted: 'Esta conta não está bloqueada nem suspensa.',
  anonymized: 'Esta conta foi removida a pedido do cliente e não pode mais ser alterada.',
} as const;

/** What an anonymised customer's address reads (its name; the other fields read 'removido'). */
export const ADDRESS_REMOVED = 'Endereço removido';

/** The columns of the console's customers CSV that are pt-BR words, and how a person's kind reads there. */
export const CUSTOMER_EXPORT_TEXTS = {
  legal: 'Jurídica',
  physical: 'Física',
  standing: 'Situação',
  lastActive: 'Última atividade',
  customer: 'Cliente',
  name: 'Nome',
  company: 'Empresa',
  email: 'E-mail',
  document: 'CPF/CNPJ',
  createdAt: 'Cadastro',
  kind: 'Tipo',
} as const;

/** The accounts' e-mails (the greeting comes first, from `MAIL_TEXTS`). */
export const ACCOUNT_EMAILS = {
  verification: {
    paragraphs: [
      'Falta pouco para você agendar a sua primeira limpeza. Confirme o seu e-mail pelo link abaixo.',
      'Se você não criou uma conta na Brilho, ignore esta mensagem.',
    ],
  },
  passwordReset: {
    paragraphs: (validForHours: number) => [
      'Recebemos um pedido para redefinir a senha da sua conta na Brilho.',
      `O link vale por ${validForHours} horas e pode ser usado uma única vez. Se não foi você, ignore esta mensagem: a sua senha continua a mesma.`,
    ],
    subject: 'Brilho - Redefinição de senha',
  },
  suspended: {
    customer:
      'Sua conta na Brilho foi suspensa: você continua entrando, mas não consegue agendar limpezas até que ela seja reativada.',
    professional:
      'Sua conta de profissional na Brilho foi suspensa: você não recebe novas ofertas até que ela seja reativada.',
  },
} as const;
