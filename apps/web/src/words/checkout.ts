import {
  formatMoney,
  messages,
  SUBSCRIPTION_YEARLY_SAVINGS_CENTS,
  type SubscriptionFrequency,
} from '@brilho/domain';

const payments = messages.payments;

/** The checkout's pt-BR texts; those of the spec's catalogue (error catalogue) come from the domain. */
export const texts = {
  title: 'Pagamento',
  timeLeft: 'TEMPO RESTANTE',
  timeLeftHint: 'Conclua o pagamento dentro do prazo para garantir o seu horário.',
  loading: 'Carregando o pedido...',
  loadFailed: 'Ocorreu um erro ao buscar o pedido!',
  tryAgain: 'tentar novamente',

  summaryTitle: 'Resumo da limpeza',
  date: 'Data',
  hours: 'Horário',
  duration: 'Duração',
  professional: 'Profissional',
  address: 'Endereço',
  subtotal: 'Valor',
  discount: (coupon: string | null) => (coupon ? `Desconto (cupom ${coupon})` : 'Desconto'),
  walletCredit: 'Saldo utilizado',
  total: 'Total',
  walletCheckbox: (balance: number) => `Usar meu saldo de ${formatMoney(balance)}`,
  walletCheckboxHint: 'O saldo é descontado do valor a pagar.',

  couponLabel: 'Cupom de desconto',
  couponApply: 'aplicar',
  couponRemove: 'remover cupom',
  couponApplied: (name: string) => `Cupom ${name} aplicado!`,
  couponRemoved: 'Cupom removido.',
  couponNotFound: messages.scheduling.couponNotFound,
  couponFailed: 'Ocorreu um erro ao aplicar o cupom!',
  /** Coupon rules: on the checkout, 10OFF's refusal reads so. */
  coupon10OffCheckout:
    'O cupom só pode ser aplicado em limpezas que ocorrerão em terças-feiras ou quartas-feiras.',

  optionsTitle: 'Como você quer pagar?',
  creditCard: 'CARTÃO DE CRÉDITO',
  boleto: 'GERAR BOLETO',
  wallet: 'UTILIZAR SALDO',
  pix: 'PIX',
  pixHint: 'Aprovação em segundos, pelo app do seu banco.',
  pixTitle: 'PAGUE COM PIX',
  pixInstructions: 'Abra o app do seu banco, escolha pagar com Pix e leia o QR Code ou cole o código abaixo.',
  pixAmount: 'Valor',
  pixExpiresIn: 'O Pix expira em',
  pixDueOn: 'Vence em',
  pixExpired: 'O prazo para pagar este Pix terminou.',
  pixCopyPaste: 'Pix copia e cola',
  pixCopy: 'Copiar código',
  pixCopied: 'Copiado!',
  pixWaiting: 'Aguardando o pagamento. Esta tela muda sozinha assim que o Pix for confirmado.',
  pixQrLabel: 'QR Code do Pix',
  pixSimulate: 'Simular pagamento Pix (sandbox)',
  pixSimulateFailed: 'O sandbox não conseguiu pagar este Pix.',
  walletHint: (balance: number) => `Saldo disponível: ${formatMoney(balance)}`,
  boletoShortNotice: payments.boleto.shortNotice,

  back: 'Voltar',
  storedTitle: 'Seus cartões salvos',
  payNow: 'Pagar agora',
  payNowWith: (card: string) => `Pagar agora com ${card}`,
  otherCard: 'Pagar com outro cartão',
  storedLoading: 'Buscando os seus cartões...',
  cvcTitle: 'Código de segurança',
  cvcText: (card: string) => `Informe o código de segurança (CVV) do cartão ${card}.`,
  cvcLabel: 'CVV',
  cancel: 'cancelar',
  confirmPayment: 'confirmar pagamento',

  migrationTitle: 'Onde estão os meus cartões?',
  migrationText:
    'Mudamos de meio de pagamento e, por segurança, os cartões salvos antes da mudança não puderam ser levados. Salvar o cartão de novo é opcional, e você pode remover os cartões salvos quando quiser em Minha Conta.',
  migrationOk: 'entendi',

  newCardTitle: 'Novo cartão de crédito',
  cardNumber: 'Número do cartão',
  month: 'Mês',
  year: 'Ano',
  expiry: 'Validade',
  cvc: 'CVV',
  holderName: 'Nome impresso no cartão',
  document: 'CPF ou CNPJ do titular',
  birthdate: 'Data de nascimento',
  phone: 'Telefone',
  store: 'Salvar cartão',
  storeHint: 'Para pagar as próximas limpezas sem digitar tudo de novo.',
  pay: (total: number) => `Pagar ${formatMoney(total)}`,
  fillEverything: 'Preencha todos os campos para pagar.',
  encryptionFailed: payments.card.encryptionFailed,
  brandRecognised: (brand: string) => `Bandeira: ${brand}`,

  boletoConfirmTitle: 'Gerar boleto',
  boletoConfirmText: (due: string) =>
    `O boleto vence em ${due}. A sua limpeza é confirmada quando o pagamento for compensado pelo banco, o que pode levar até 3 dias úteis.`,
  boletoConfirmTextNoDate:
    'O boleto vence no próximo dia útil. A sua limpeza é confirmada quando o pagamento for compensado pelo banco, o que pode levar até 3 dias úteis.',
  boletoConfirm: 'confirmar e gerar boleto',
  walletConfirmTitle: 'Pagar com saldo',
  walletConfirmText: (total: number, balance: number) =>
    `Vamos usar ${formatMoney(total)} do seu saldo de ${formatMoney(balance)} para pagar esta limpeza.`,
  walletConfirm: 'pagar com saldo',

  processingTitle: payments.panel.processingTitle,
  processingText: payments.panel.processingText,
  inAnalysis: 'O seu pagamento está em análise. Assim que for aprovado, avisaremos aqui.',
  creatingOnGateway: messages.payments.realtime.creatingOnGateway,
  createdOnGateway: messages.payments.realtime.createdOnGateway,
  paymentRequested: messages.payments.realtime.paymentRequested,

  failedTitle: payments.panel.failedTitle,
  failedText: payments.panel.failedText,
  problemTitle: payments.panel.problemTitle,
  problemText: payments.panel.problemText,
  retry: payments.panel.retry,
  seeOrder: 'ver pedido',

  boletoReadyTitle: payments.panel.boletoReadyTitle,
  boletoReadyText: (due: string | null) =>
    due
      ? `Pague até ${due}. A limpeza é confirmada assim que o banco compensar o pagamento.`
      : 'A limpeza é confirmada assim que o banco compensar o pagamento.',
  downloadBoleto: 'Baixar boleto',
  lineCode: 'Linha digitável',
  copy: 'copiar',
  copyLineCode: 'copiar linha digitável',
  copied: payments.copy.copied,
  lineCodeCopied: payments.copy.lineCodeCopied,
  copyFailed: payments.copy.failed,
  noLineCode: payments.boleto.noLineCode,

  successTitle: payments.panel.scheduledTitle,
  successText:
    'Enviamos os detalhes para o seu e-mail. Você pode acompanhar a limpeza pela página do pedido.',
  goToOrder: 'ver pedido',
  goToDashboard: 'ir para o início',
  done: 'concluir',
  upsellTitle: 'Economize com uma assinatura',
  upsellText:
    'Com limpezas recorrentes você garante a mesma profissional, no mesmo dia da semana e horário, e paga menos por cada limpeza.',
  upsellSavings: [
    { frequency: 'Mensal', label: 'mensal', cents: SUBSCRIPTION_YEARLY_SAVINGS_CENTS.Mensal },
    { frequency: 'Quinzenal', label: 'quinzenal', cents: SUBSCRIPTION_YEARLY_SAVINGS_CENTS.Quinzenal },
    { frequency: 'Semanal', label: 'semanal', cents: SUBSCRIPTION_YEARLY_SAVINGS_CENTS.Semanal },
  ],
  upsellPerYear: (cents: number) => `economia de ${formatMoney(cents)} por ano`,
  upsellLink: 'conhecer as assinaturas',
  upsellChoose: 'Com que frequência?',
  upsellNoLockIn: 'Sem fidelidade: pause ou cancele quando quiser.',
  upsellEvery: {
    Mensal: 'uma limpeza por mês',
    Quinzenal: 'uma limpeza a cada 15 dias',
    Semanal: 'uma limpeza por semana',
  } as Record<SubscriptionFrequency, string>,
  upsellConfirm: 'solicitar assinatura',
  upsellSentTitle: 'Solicitação enviada!',
  upsellSent: (frequency: string) =>
    `Recebemos o seu pedido de assinatura ${frequency.toLowerCase()}. A nossa equipe confirma com a profissional e avisa você por e-mail.`,
  upsellSeeSubscriptions: 'ver minhas assinaturas',
  upsellFailed: payments.subscriptionRequestFailed,
  upsellFailedHint: 'Tente novamente em instantes. Se o problema continuar, fale com o nosso suporte.',
  upsellAlready: 'Você já solicitou uma assinatura para esta limpeza.',

  // Cycle checkout (`/checkout/assinaturas/{cycle_id}`)
  cycleTitle: (month: string) => `Pagamento do ciclo de ${month}`,
  cycleHint: 'Um pagamento para todas as limpezas do mês da sua assinatura.',
  cycleLoading: 'Carregando o ciclo...',
  cycleLoadFailed: 'Ocorreu um erro ao buscar o ciclo!',
  cycleSummaryTitle: 'Resumo do ciclo',
  cycleMonth: 'Mês',
  cycleCleanings: 'Limpezas',
  cycleDates: 'Datas',
  cycleDuration: 'Duração de cada limpeza',
  cycleSubtotal: 'Valor das limpezas',
  cycleDiscount: 'Desconto da assinatura',
  cyclePayUntil: (day: string) => `Pague até ${day} para garantir as limpezas do mês.`,
  seeCycle: 'ver ciclo',
  goToCycle: 'ver ciclo',
  cycleSuccessText:
    'O pagamento do ciclo foi confirmado e as limpezas do mês estão garantidas. Enviamos os detalhes para o seu e-mail.',
  cycleBoletoConfirmText: (due: string) =>
    `O boleto vence em ${due}. As limpezas do ciclo são confirmadas quando o pagamento for compensado pelo banco, o que pode levar até 3 dias úteis.`,

  faqTitle: 'Dúvidas sobre o pagamento',
  cycleFaq: [
    {
      question: 'Os dados do meu cartão estão seguros?',
      answer:
        'Sim. Os dados do cartão são criptografados no seu navegador antes de saírem do seu aparelho e só o meio de pagamento consegue lê-los. A Brilho nunca vê nem guarda o número completo ou o CVV.',
    },
    {
      question: 'O que este pagamento cobre?',
      answer:
        'Todas as limpezas da sua assinatura neste mês, já com o desconto da assinatura. O ciclo do mês seguinte é aberto para pagamento no dia 28.',
    },
    {
      question: 'Até quando posso pagar?',
      answer:
        'Até o dia anterior à primeira limpeza do ciclo. O boleto vence 3 dias úteis antes dela, para dar tempo da compensação. Sem pagamento, as limpezas do mês são canceladas.',
    },
    {
      question: 'E se o meu cartão for recusado?',
      answer: 'Nada é cobrado. Você pode corrigir os dados, tentar outro cartão ou gerar um boleto.',
    },
    {
      question: 'Posso pagar o ciclo com Pix?',
      answer:
        'Sim. O Pix do ciclo vence na mesma data do boleto e é confirmado em segundos, assim que o seu banco concluir o pagamento.',
    },
  ],
  faq: [
    {
      question: 'Os dados do meu cartão estão seguros?',
      answer:
        'Sim. Os dados do cartão são criptografados no seu navegador antes de saírem do seu aparelho e só o meio de pagamento consegue lê-los. A Brilho nunca vê nem guarda o número completo ou o CVV.',
    },
    {
      question: 'Quanto tempo leva a compensação do boleto?',
      answer:
        'O banco compensa o boleto em até 3 dias úteis depois do pagamento. A limpeza é confirmada assim que a compensação acontece.',
    },
    {
      question: 'Por que existe um tempo para pagar?',
      answer:
        'Reservamos o horário da profissional por 20 minutos enquanto você paga. Se o tempo acabar sem pagamento, o horário é liberado e o pedido é cancelado.',
    },
    {
      question: 'E se o meu cartão for recusado?',
      answer:
        'Nada é cobrado. Você pode corrigir os dados ou tentar outro cartão enquanto o tempo para pagar não acabar.',
    },
    {
      question: 'Como funciona o pagamento com Pix?',
      answer:
        'Leia o QR Code ou cole o código no app do seu banco. O Pix vale enquanto o tempo para pagar não acabar e é confirmado em segundos. Se a limpeza for cancelada com reembolso, o valor volta por Pix para a mesma conta, sem pedir dados bancários.',
    },
  ],
  hourRange: (start: string, end: string) => `${start} às ${end}`,
} as const;
