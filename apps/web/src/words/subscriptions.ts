import { formatMoney, messages, SUBSCRIPTION_YEARLY_SAVINGS_CENTS } from '@brilho/domain';
import { paymentHistoryTexts } from './payment-history';

/** The subscriptions and cycle screens' pt-BR texts; the spec's own are copied verbatim (error catalogue). */
export const texts = {
  // /assinaturas
  title: 'Minhas assinaturas',
  subtitle: 'Limpezas recorrentes com a mesma profissional, cobradas uma vez por mês.',
  loading: 'Buscando as suas assinaturas...',
  listFailed: messages.subscriptions.listFailed,
  retry: 'tentar novamente',
  loadMore: 'carregar mais',
  noCycles: messages.subscriptions.noCycles,
  cyclesTitle: 'Ciclos',
  earlierCycles: (count: number) => `ver ciclos anteriores e cancelados (${count})`,
  hideEarlierCycles: 'ocultar ciclos anteriores',
  frequency: 'Frequência',
  duration: 'Duração de cada limpeza',
  hours: (hours: number) => `${hours} ${hours === 1 ? 'hora' : 'horas'}`,
  since: 'Início',
  professional: 'Profissional',
  professionalPhoto: (name: string) => `Foto de ${name}`,
  noProfessional: 'Profissional a definir',
  seeCycle: 'ver ciclo',
  payCycle: 'pagar',
  cycleLink: (month: string) => `Ciclo de ${month}`,
  ordersCount: (count: number) => `${count} ${count === 1 ? 'limpeza' : 'limpezas'}`,

  // Empty state
  emptyTitle: 'Você ainda não tem assinaturas',
  emptyText:
    'Com uma assinatura a mesma profissional volta à sua casa toda semana, a cada quinze dias ou uma vez por mês, e você paga menos por cada limpeza.',
  emptyBenefits: [
    'A mesma profissional de confiança em todas as limpezas',
    'Dia e horário fixos, sem precisar agendar de novo',
    'Um pagamento por mês, com cartão ou boleto',
    'Sem fidelidade: pause ou cancele quando quiser',
  ],
  savingsTitle: 'Quanto você economiza por ano',
  savings: [
    { frequency: 'Semanal', cents: SUBSCRIPTION_YEARLY_SAVINGS_CENTS.Semanal },
    { frequency: 'Quinzenal', cents: SUBSCRIPTION_YEARLY_SAVINGS_CENTS.Quinzenal },
    { frequency: 'Mensal', cents: SUBSCRIPTION_YEARLY_SAVINGS_CENTS.Mensal },
  ],
  perYear: (cents: number) => `${formatMoney(cents)} por ano`,
  emptyHow:
    'Agende e pague uma limpeza: na confirmação do pagamento você escolhe a frequência e solicita a sua assinatura.',
  emptyAction: 'agendar uma limpeza',

  // /{id}
  cycleTitle: (month: string) => `Ciclo de ${month}`,
  backToSubscriptions: 'voltar para minhas assinaturas',
  loadingCycle: 'Buscando o ciclo...',
  cycleFailed: 'Ocorreu um erro ao buscar o ciclo!',
  cycleNotFound: 'Não encontramos este ciclo.',
  status: 'Status',
  period: 'Limpezas',
  periodRange: (from: string, to: string) => (from === to ? from : `de ${from} a ${to}`),
  paymentPeriod: 'Prazo para pagar',
  paymentUntil: (day: string) => `até ${day}`,
  paymentFrom: (day: string) => `a partir de ${day}`,
  subtotal: 'Valor das limpezas',
  discount: 'Desconto da assinatura',
  total: 'Total do ciclo',
  pay: 'Efetuar pagamento',
  printBoleto: paymentHistoryTexts.printBoleto,
  ordersTitle: 'Limpezas deste ciclo',
  noOrders: 'Este ciclo ainda não tem limpezas.',
  seeOrder: 'ver pedido',
  problemTitle: 'Não é possível pagar este ciclo',
  problemSupport:
    'Se você acha que isso não deveria acontecer, fale com o nosso suporte que a gente resolve com você.',
  talkToSupport: 'falar com o suporte',
  paidTitle: 'Ciclo pago',
  notOpenTitle: 'Pagamento ainda não liberado',
  opensOn: (day: string) => `O pagamento fica disponível a partir de ${day}.`,
  awaitingTitle: 'Pagamento em confirmação',
  awaitingText:
    'O seu pagamento está sendo confirmado. Um boleto pode levar até 3 dias úteis para ser compensado.',
  hourRange: (start: string, end: string) => `${start} às ${end}`,
  address: 'Endereço',
} as const;
