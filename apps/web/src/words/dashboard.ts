import { messages } from '@brilho/domain';

/** The dashboard's pt-BR texts; the spec's own are copied verbatim ("Dashboard"). */
export const texts = {
  creditAlert: messages.dashboard.creditAlert,
  rescheduleCredit: 'reagendar limpeza',
  creditListTitle: 'Limpezas em crédito',
  creditListHint: 'Escolha a limpeza que deseja reagendar.',
  inProgress: (count: number) => `Limpezas em andamento (${count})`,
  pendingPayments: (count: number) => `Pagamentos pendentes (${count})`,
  future: (count: number) => `Limpezas futuras (${count})`,
  seeAll: 'Ver todos',
  noFutureOrders: messages.dashboard.noFutureOrders,
  scheduleCleaning: 'agendar limpeza',
  listFailed: 'Ocorreu um erro ao listar os pedidos!',
  cyclesFailed: 'Ocorreu um erro ao buscar os ciclos com pagamentos pendentes!',
  // Cycle card ("Dashboard")
  cycleLabel: {
    awaiting: 'AGUARDANDO CONFIRMAÇÃO',
    expired: 'CICLO EXPIRADO',
    due: 'VENCIMENTO',
  },
  subscription: 'Assinatura',
  cycleOrders: (count: number) => `${count} ${count === 1 ? 'limpeza' : 'limpezas'} no mês`,
  cycleDuration: (hours: number) => `${hours} ${hours === 1 ? 'hora' : 'horas'} por limpeza`,
  finishPayment: 'finalizar pagamento',
  seeCycle: 'ver ciclo',
  loading: {
    credits: 'Buscando as suas limpezas em crédito...',
    inProgress: 'Buscando as limpezas em andamento...',
    pendingPayments: 'Buscando os pagamentos pendentes...',
    pendingCycles: 'Buscando os ciclos com pagamentos pendentes...',
    future: 'Buscando as suas próximas limpezas...',
  },
  // Side column ("Dashboard")
  firstOrderTitle: 'Primeira limpeza com 10% de desconto',
  firstOrderText: 'Use o cupom PRIMEIRA10OFF na sua primeira compra. Válido uma vez por CPF, não cumulativo.',
  promoTitle: 'Cupom 10DESC',
  promoText: 'Por tempo limitado: 10% de desconto em cada limpeza, até R$ 10 por limpeza.',
  infoCards: [
    {
      title: 'Limpezas quando você precisar',
      text: 'Agende para hoje mesmo ou para as próximas semanas, pelo tempo que a sua casa pedir.',
    },
    {
      title: 'Produtos de limpeza inclusos',
      text: 'O valor já inclui os produtos. Se preferir, peça que o profissional leve tudo.',
    },
    {
      title: 'Profissionais verificados',
      text: 'Todos os profissionais passam por validação antes de receber limpezas.',
    },
  ],
  greeting: (name: string) => `Olá, ${name}!`,
  linkSentTo: 'Enviamos um link para ',
  confirmBeforeFirst: '. Você precisa confirmar o e-mail antes de agendar a sua primeira limpeza.',
} as const;
