/** The console's texts about professionals (the API answers them in its errors). */
export const PROFESSIONAL_TEXTS = {
  notFound: 'Profissional não encontrado!',
  emailTaken: 'Este e-mail já está sendo usado por outra conta.',
  districtNotFound: 'Bairro não encontrado',
  alreadyValidated: 'Este profissional já está validado.',
  notRegistered: 'Só é possível recusar um cadastro que aguarda validação.',
  alreadyBlocked: 'Este profissional já está bloqueado.',
  alreadySuspended: 'Este profissional já está suspenso.',
  notRestricted: 'Este profissional não está bloqueado nem suspenso.',
  reasonRequired: 'Informe o motivo da recusa: ele vai no e-mail ao profissional.',
} as const;
