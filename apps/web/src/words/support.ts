import { formatDateBR, SUPPORT_HOURS, saoPauloClock, weekdayName } from '@brilho/domain';

const { weekdays, saturday, emailReplyBusinessHours } = SUPPORT_HOURS;

/** The support modal and chat's texts (the product overview support hours, "Layout", the business constants). */
export const SUPPORT_TEXTS = {
  whatsapp: 'falar no WhatsApp',
  modalTitle: 'Fale com a Brilho',
  formTab: 'Fale conosco',
  chatTab: 'Chat',
  hours: `Atendimento de segunda a sexta, das ${weekdays.from}h às ${weekdays.to}h, e aos sábados, das ${saturday.from}h às ${saturday.to}h (exceto feriados).`,
  formIntro: `Envie a sua mensagem: a nossa equipe responde por e-mail em até ${emailReplyBusinessHours} horas úteis.`,
  emailLabel: 'Seu e-mail',
  emailHelp: 'A resposta chega neste e-mail.',
  topicLabel: 'Assunto',
  messageLabel: 'Mensagem',
  messagePlaceholder: 'Conte como podemos ajudar',
  messageRequired: 'Escreva a sua mensagem.',
  messageTooLong: (max: number) => `A mensagem pode ter no máximo ${max} caracteres.`,
  send: 'enviar mensagem',
  successTitle: 'Sua solicitação foi enviada!',
  successText: `A nossa equipe vai analisar e responder por e-mail em até ${emailReplyBusinessHours} horas úteis.`,
  sendAnother: 'enviar outra mensagem',
  errorTitle: 'Ops, encontramos um problema!',
  errorText: 'Não conseguimos enviar a sua solicitação. Tente novamente ou fale com a gente pelo chat.',
  openChat: 'conversar pelo chat',
  signedOut: 'Entre na sua conta para falar com a nossa equipe pelo formulário ou pelo chat.',
  signIn: 'entrar',
  chatButton: 'Abrir o chat de atendimento',
  chatButtonUnread: (n: number) =>
    `Abrir o chat de atendimento, ${n} ${n === 1 ? 'mensagem nova' : 'mensagens novas'}`,
  chatEmpty: 'Nenhuma mensagem ainda. Escreva a sua dúvida e a nossa equipe responde por aqui.',
  chatLoadFailed: 'Não foi possível carregar a conversa. Tente novamente.',
  chatSendFailed: 'Não foi possível enviar a mensagem. Tente novamente.',
  chatRetry: 'tentar novamente',
  chatOlder: 'ver mensagens anteriores',
  chatInputLabel: 'Sua mensagem',
  chatSend: 'enviar',
  chatHistory: 'Mensagens da conversa com o atendimento',
  you: 'Você',
  team: 'Equipe Brilho',
  closedNow: (nextOpening: string) =>
    `Estamos fora do horário de atendimento. Deixe a sua mensagem: respondemos a partir de ${nextOpening}.`,
} as const;

/** 'sábado, 28/11, às 8h': when the team next answers, on the São Paulo clock. */
export function nextOpeningLabel(instant: string): string {
  const clock = saoPauloClock(new Date(instant));
  return `${weekdayName(clock.date)}, ${formatDateBR(clock.date).slice(0, 5)}, às ${clock.hour}h`;
}

/** The contact form's subjects; the API files them all as a 'general' question, the subject leading the text. */
export const CONTACT_TOPICS = [
  'Dúvida geral',
  'Agendamento',
  'Pagamento',
  'Cancelamento ou reagendamento',
  'Minha conta',
  'Sugestão ou reclamação',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_MESSAGE_MAX = 2000;
