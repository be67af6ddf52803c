import { PRODUCT_NAME } from '@brilho/domain';

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

export const SIGNUP_TEXTS = {
  emailTaken: 'E-mail já está sendo usado',
  cpfTaken: 'CPF já está sendo usado',
  districtsRequired: 'Escolha ao menos um bairro onde você atende',
  pictureNotOurs: 'Envie sua foto pelo formulário',
  documentNotOurs: 'Envie seus documentos pelo formulário',
} as const;

/** Same texts as the web page (apps/web/src/features/public-profile/texts.ts, scheduler/texts.ts). */
export const PUBLIC_PAGE_TEXTS = {
  signIn: 'entrar',
  memberSince: (day: string) => `Na ${PRODUCT_NAME} desde ${day}`,
  bookWith: (firstName: string) => `agendar com ${firstName}`,
  feedbacksTitle: 'Avaliações',
  noFeedbacks: 'Ainda não há avaliações.',
  topProfessional: 'Top profissional',
  highDemand: 'Alta procura',
  hiddenFeedback: 'Sem informação',
  home: `${PRODUCT_NAME}, página inicial`,
  photoOf: (name: string) => `Foto de ${name}`,
  completed: (count: string) => `${count} limpezas realizadas`,
  ratingOn: (rating: number, day: string) => `Nota ${rating} de 5, ${day}`,
  // Beyond the card and feedbacks: the same words as the web app's page (ShareOnWhatsApp, AppDownload, the
  // footer and the feedback list), so the app taking the server's place changes nothing the visitor reads.
  share: 'compartilhar no WhatsApp',
  seeMoreFeedbacks: 'ver mais avaliações',
  appTitle: 'Baixe o novo app da Brilho',
  appText: 'Agende, pague e acompanhe as suas limpezas pelo celular.',
  appStore: 'baixar na App Store',
  playStore: 'baixar no Google Play',
  support: 'Fale conosco',
  terms: 'Termos de uso',
};

export const PROFESSIONAL_STATUS_NAMES: Record<string, string> = {
  registered: 'Aguardando validação',
  validated: 'Validada',
  refused: 'Recusada',
  blocked: 'Bloqueada',
  suspended: 'Suspensa',
};

/** The professional's registration e-mails: subject (after 'Brilho - '), heading, lines and button. */
export const REGISTRATION_EMAILS = {
  validated: {
    subject: 'Cadastro aprovado',
    heading: 'Seu cadastro foi aprovado!',
    lines: [
      'Conferimos seus dados e documentos: seu cadastro de profissional na Brilho está aprovado.',
      'A partir de agora você recebe ofertas de limpeza nos bairros que atende, nos horários que informou.',
    ],
    action: 'Entrar',
  },
  refused: {
    subject: 'Cadastro não aprovado',
    heading: 'Seu cadastro não foi aprovado',
    lines: (reason: string) => [
      'Conferimos seus dados e documentos e não pudemos aprovar seu cadastro de profissional na Brilho.',
      `Motivo: ${reason}`,
      'Se quiser, fale com o nosso suporte.',
    ],
    action: 'Falar com o suporte',
  },
  received: {
    subject: 'Cadastro recebido',
    heading: 'Recebemos seu cadastro',
    lines: [
      'Obrigado por se cadastrar como profissional na Brilho.',
      'Nossa equipe vai conferir seus dados e documentos em até 72 horas úteis e avisar você por e-mail.',
    ],
    action: 'Acompanhar cadastro',
  },
} as const;

/** The availability search's parameter errors. */
export const PROFESSIONAL_PARAM_TEXTS = {
  badDate: 'Data inválida (use AAAA-MM-DD)',
  badHour: 'Horário inválido',
  badDuration: (min: number, max: number) => `A duração deve ser de ${min} a ${max} horas`,
  scheduleNotFound: 'Agenda não encontrada!',
  badStatus: 'Situação inválida',
  hoursOrDistricts: 'Informe os horários ou os bairros',
} as const;

/** The console's professionals CSV columns. */
export const PROFESSIONAL_CSV_HEADERS = {
  professional: 'Profissional',
  name: 'Nome',
  email: 'E-mail',
  standing: 'Situação',
  rating: 'Avaliação',
  completed: 'Limpezas concluídas',
  createdAt: 'Cadastro',
  validatedAt: 'Validada em',
  phone: 'Telefone',
  districts: 'Bairros',
} as const;
