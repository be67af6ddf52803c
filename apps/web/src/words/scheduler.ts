import { clockLabel, formatMoney, messages, SUPPORT_HOURS, weekdayName } from '@brilho/domain';
import { texts as professionalTexts } from './professional-profile';

/** The scheduler's pt-BR texts; those of the spec's error catalogue (error catalogue) come from the domain. */
export const texts = {
  scheduleFailed: messages.scheduling.scheduleFailed,
  feedbacksFailed: professionalTexts.feedbacksFailed,
  orderUnexpected: messages.scheduling.orderUnexpected,
  orderRefused: messages.scheduling.orderRefused,
  preferenceFailed: messages.scheduling.preferenceFailed,
  preparingAccount: messages.scheduling.preparingAccount,
  hiddenFeedback: professionalTexts.hiddenFeedback,

  filtersTitle: 'Filtros',
  filtersTip: 'Dica: nem todos os campos são obrigatórios. Preencha só o que for importante para você.',
  seeProfessionals: 'Ver Profissionais Disponíveis',
  back: 'Voltar',
  editFilters: 'alterar filtros',
  chooseDayPrompt: 'Escolha o dia da limpeza para ver os profissionais disponíveis.',
  chooseDayButton: 'escolher dia e horário',
  anyValue: 'Qualquer',
  chooseDayFirst: 'Escolha o dia primeiro.',
  searching: 'Buscando profissionais disponíveis...',
  searchFailed: 'Não foi possível buscar os profissionais. Tente novamente.',
  almostEmpty:
    'Encontramos poucos profissionais para esses filtros. Tente outro dia, horário ou duração para ver mais opções.',
  loadMore: 'carregar mais',
  seeProfile: 'ver perfil',
  select: 'selecionar',
  topProfessional: professionalTexts.topProfessional,
  highDemand: professionalTexts.highDemand,
  suggestionTitle: 'Procuramos outras opções para você',
  suggestionHours: 'Tente estes horários:',
  suggestionNothing: 'Não encontramos outras opções. Tente mudar os filtros.',
  priceTitle: 'Resumo do valor',
  chooseDurationForPrice: 'Escolha a duração para ver o valor total.',
  pricePerHour: 'Valor por hora',
  productsPerHour: 'Produtos de limpeza, por hora',
  priceUnavailable: 'Valor indisponível para este bairro.',
  scheduleTitle: (name: string) => `Agenda de ${name}`,
  confirmTime: 'confirmar horário',
  chosenTitle: 'Profissional escolhido',
  additionalInfo: 'Informações adicionais',
  descriptionLabel: 'Conte o que precisa ser feito (opcional)',
  confirmSchedule: 'Confirmar agendamento',
  backToSearch: 'Voltar para a pesquisa',
  confirmationTitle: 'Confirme a sua limpeza',
  goToPayment: 'ir para pagamento',
  backLower: 'voltar',
  rescheduleQuestion: 'Se o profissional escolhido faltar, aceita que outro profissional faça a limpeza?',
  rescheduleYes: 'Sim, aceito outro profissional',
  rescheduleNo: 'Não, prefiro reagendar',
  productsQuestion: 'Quem leva os produtos de limpeza?',
  productsYes: (price: number | null) =>
    `Quero que o profissional leve os produtos${price === null ? '' : ` (+ ${formatMoney(price)})`}`,
  productsNo: 'Eu tenho os produtos',
  seeMoreFeedbacks: professionalTexts.seeMoreFeedbacks,
  noFeedbacks: professionalTexts.noFeedbacks,

  // Reduced support at checkout submit (the product overview, "Checkout submit"; the business constants support hours)
  reducedSupportTitle: 'Atendimento reduzido',
  reducedSupportHours: `O nosso suporte atende de segunda a sexta, das ${SUPPORT_HOURS.weekdays.from}h às ${SUPPORT_HOURS.weekdays.to}h, e aos sábados, das ${SUPPORT_HOURS.saturday.from}h às ${SUPPORT_HOURS.saturday.to}h (exceto feriados).`,
  reducedSupportChosen:
    'A limpeza que você escolheu acontece, no todo ou em parte, fora desse horário. Se surgir algum problema durante a limpeza, ele será atendido depois, quando o suporte voltar a funcionar.',
  reducedSupportEmail: `Por e-mail, respondemos em até ${SUPPORT_HOURS.emailReplyBusinessHours} horas úteis.`,
  reducedSupportAsk: 'Dúvidas? Fale com a nossa equipe pelo chat',
  reducedSupportContinue: 'Continuar',
  reducedSupportChooseOther: 'Escolher outro horário',
  orderUnexpectedReference: (reference: string) => `Código de referência: ${reference}`,

  offerCreateFailed: 'Não foi possível criar a oferta de limpeza. Tente novamente!',
  offerCreateError: 'Ocorreu um erro ao criar a oferta de limpeza!',
  offerCardTitle: 'Crie uma oferta de limpeza',
  offerCardText:
    'Avisamos os profissionais da região sobre a sua limpeza. Quem tiver interesse aparece aqui e você escolhe com quem quer agendar.',
  offerNeedsSlot: 'Escolha o dia, o horário de início e a duração para criar uma oferta de limpeza.',
  createOffer: 'criar oferta de limpeza',
  offerSentTitle: 'Oferta de limpeza enviada',
  offerRemaining: 'TEMPO RESTANTE',
  offerWaiting: 'Aguardando profissionais interessados...',
  offerWillingTitle: 'Profissionais interessados',
  offerChoose: (firstName: string) => `escolher ${firstName}`,
  cancelOffer: 'cancelar oferta',
  cancelOfferTitle: 'Cancelar oferta de limpeza',
  cancelOfferText:
    'Ofertas de limpeza não podem ser alteradas depois de criadas. Você pode cancelar esta oferta, alterar os filtros ou criar uma nova oferta.',
  newOffer: 'criar nova oferta',
  offerExpired: 'A oferta expirou.',
  offerExpiredHint: 'Nenhum profissional escolhido a tempo. Crie uma nova oferta ou altere os filtros.',
  offerCancelFailed: 'Não foi possível cancelar a oferta de limpeza. Tente novamente!',
  offerLoadFailed: 'Não foi possível carregar a oferta de limpeza.',
  offerClosed: 'Esta oferta de limpeza não está mais aberta.',
  retry: 'tentar novamente',
} as const;

/** '07:00', '09:30': hours are written as everywhere else in the app ('09:00 às 12:00'). */
export const hourLabel = clockLabel;

/** 'quinta-feira' for a 'YYYY-MM-DD' calendar day. */
export const weekdayOf = weekdayName;
