/** The pt-BR texts of 'baixar meus dados' and 'excluir minha conta': refusals, the export's sections, e-mails. */
export const MY_DATA_TEXTS = {
  wrongPassword: 'Senha incorreta',
  passwordRequired: 'Informe a sua senha para confirmar',
  invalidFormat: 'Formato inválido: use json ou html',
  accountNotFound: 'Conta não encontrada',
} as const;

/** The sections in the order the readable page shows them, with their pt-BR titles. */
export const EXPORT_SECTIONS = {
  account: 'Conta',
  physical: 'Pessoa física',
  legal: 'Pessoa jurídica',
  legal_representatives: 'Representantes legais',
  profile: 'Perfil',
  phones: 'Telefones',
  addresses: 'Endereços',
  orders: 'Pedidos',
  payments: 'Pagamentos',
  credit_cards: 'Cartões salvos',
  wallet: 'Saldo em conta',
  wallet_entries: 'Movimentações do saldo',
  subscriptions: 'Assinaturas',
  cycles: 'Ciclos',
  tickets: 'Solicitações',
  support_messages: 'Mensagens do atendimento',
  feedbacks: 'Avaliações',
  consents: 'Consentimentos (termos de uso)',
} as const;

/** The two e-mails (the greeting comes first, from `MAIL_TEXTS`). */
export const MY_DATA_EMAILS = {
  exported: {
    paragraphs: [
      'Os seus dados na Brilho foram baixados agora pela sua conta, como a LGPD (art. 18) garante.',
      'Se não foi você, troque a sua senha e fale com o nosso atendimento.',
    ],
    subject: 'Brilho - Seus dados foram baixados',
    heading: 'Seus dados foram baixados',
  },
  deleted: {
    paragraphs: [
      'A sua conta na Brilho foi excluída, como você pediu: os seus dados pessoais foram removidos e não é mais possível entrar com este e-mail.',
      'Guardamos apenas o que a lei obriga: os registros dos pagamentos e das limpezas pagas, sem os seus dados pessoais.',
    ],
    subject: 'Brilho - Sua conta foi excluída',
    heading: 'Sua conta foi excluída',
  },
} as const;
