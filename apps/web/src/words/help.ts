import {
  BOLETO_LEAD_BUSINESS_DAYS,
  BOOKABLE_WINDOW_DAYS,
  BUSINESS_HOURS,
  CANCEL_CUTOFF_HOURS,
  CANCELLATION_OPTION_LABELS,
  CANCELLATION_POLICY_TEXTS,
  CYCLE_BOLETO_BUSINESS_DAYS_BEFORE_START,
  DEC_24_LAST_START_HOUR,
  DEFAULT_PAYMENT_EMISSION_DAY,
  FIRST_START_HOUR,
  FREE_CANCELLATION_BUSINESS_HOURS,
  formatMoney,
  LAST_START_HOUR,
  LATENESS_TOLERANCE_MINUTES,
  MAX_DURATION_HOURS,
  MIN_DURATION_HOURS,
  MIN_LEAD_HOURS,
  ORDER_PAYMENT_WINDOW_SECONDS,
  PRODUCT_NAME,
  RESTRICTED_DAY_END_HOUR,
  SAME_DAY_CUTOFF_HOUR,
  SHORT_NOTICE_HOURS,
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_YEARLY_SAVINGS_CENTS,
  SUPPORT_HOURS,
} from '@brilho/domain';

/**
 * 'Regras e informações': the FAQ written from the product's real rules. Every number is read
 * from `@brilho/domain`, so a rule change changes the page; the texts around them are ours (the spec has
 * none for this page — docs/decisions.md).
 */

/**
 * Proof of payment by ticket ("Boleto"): up to 48 business hours before the cleaning when it
 * was booked with under 72 hours' notice; the proof window is 4 business days.
 * TODO(domain): these three live nowhere in packages/domain yet; move them there with the ticket rules.
 */
export const PROOF_OF_PAYMENT = {
  beforeStartBusinessHours: 48,
  shortNoticeHours: 72,
  windowBusinessDays: 4,
} as const;

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqSection {
  /** The `#anchor` of the section (stable: links to it are shared). */
  id: string;
  title: string;
  entries: FaqEntry[];
}

const h = (hour: number) => `${hour}h`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const paymentMinutes = Math.round(ORDER_PAYMENT_WINDOW_SECONDS / 60);

export const FAQ: FaqSection[] = [
  {
    id: 'como-agendar',
    title: 'Como funciona o agendamento',
    entries: [
      {
        question: 'Como eu agendo uma limpeza?',
        answer: `Escolha o endereço, o dia, o horário de início e a duração; a ${PRODUCT_NAME} mostra as profissionais livres no seu bairro. Veja o perfil e as avaliações de cada uma, escolha a sua, confirme o pedido e faça o pagamento.`,
      },
      {
        question: 'Quanto tempo pode durar uma limpeza?',
        answer: `De ${plural(MIN_DURATION_HOURS, 'hora', 'horas')} a ${plural(MAX_DURATION_HOURS, 'hora', 'horas')}, em horas inteiras. A limpeza termina até as ${h(BUSINESS_HOURS.end)}.`,
      },
    ],
  },
  {
    id: 'datas-e-horarios',
    title: 'Datas e horários disponíveis',
    entries: [
      {
        question: 'Com quanta antecedência posso agendar?',
        answer: `Você pode agendar para os próximos ${BOOKABLE_WINDOW_DAYS} dias. O início precisa ter pelo menos ${plural(MIN_LEAD_HOURS, 'hora', 'horas')} de antecedência; a partir das ${h(SAME_DAY_CUTOFF_HOUR)}, o primeiro dia disponível passa a ser o dia seguinte.`,
      },
      {
        question: 'Em quais horários a limpeza pode começar?',
        answer: `Das ${h(FIRST_START_HOUR)} às ${h(LAST_START_HOUR)}. Em 24/12 e 31/12, o início vai até as ${h(DEC_24_LAST_START_HOUR)} e a limpeza termina até as ${h(RESTRICTED_DAY_END_HOUR)}; no Natal e no Ano-Novo não há limpezas.`,
      },
    ],
  },
  {
    id: 'precos-e-produtos',
    title: 'Preços e produtos',
    entries: [
      {
        question: 'Como o preço é calculado?',
        answer:
          'O preço depende do bairro e da duração: um valor por hora mais um valor fixo, somados à taxa de serviço (também por hora mais um valor fixo). Você vê o total antes de confirmar o pedido.',
      },
      {
        question: 'A profissional leva os produtos de limpeza?',
        answer:
          'Se você pedir que a profissional leve os produtos, o valor dos produtos (por hora mais um valor fixo) é somado ao total. Caso contrário, deixe os produtos e utensílios à disposição dela.',
      },
      {
        question: 'Como uso um cupom?',
        answer:
          'Um cupom de porcentagem reduz o total nessa porcentagem; um cupom de valor desconta esse valor. O desconto aparece no resumo antes do pagamento.',
      },
    ],
  },
  {
    id: 'cancelamento',
    title: 'Política de cancelamento',
    entries: [
      {
        question: 'Posso cancelar uma limpeza?',
        answer: `Sim. ${CANCELLATION_POLICY_TEXTS.free} ${CANCELLATION_POLICY_TEXTS.lose_one_hour} ${CANCELLATION_POLICY_TEXTS.counted_complete}`,
      },
      {
        question: 'Quais são os prazos do cancelamento?',
        answer: `Até ${FREE_CANCELLATION_BUSINESS_HOURS} horas úteis antes do início, o cancelamento é gratuito. Com menos de ${SHORT_NOTICE_HOURS} horas de antecedência, a única opção é '${CANCELLATION_OPTION_LABELS.cancel}'. Com menos de ${CANCEL_CUTOFF_HOURS} horas, a limpeza é contabilizada como realizada.`,
      },
      {
        question: 'O que acontece com o valor pago?',
        answer: `Você pode '${CANCELLATION_OPTION_LABELS.credit}' para agendar outra vez, ou '${CANCELLATION_OPTION_LABELS.refund}'. Para pagamentos por boleto, o reembolso pede os dados da sua conta bancária.`,
      },
    ],
  },
  {
    id: 'reagendamento',
    title: 'Reagendamento',
    entries: [
      {
        question: 'Posso mudar o dia ou o horário?',
        answer: `Sim, com '${CANCELLATION_OPTION_LABELS.reschedule}' até ${plural(CANCEL_CUTOFF_HOURS, 'hora', 'horas')} antes do início (inclusive para o mesmo dia). Com menos de ${SHORT_NOTICE_HOURS} horas de antecedência, o reagendamento não está disponível.`,
      },
      {
        question: 'Posso manter a mesma profissional?',
        answer:
          'Ao reagendar, você escolhe manter a mesma profissional, aceitar qualquer profissional disponível ou escolher outra.',
      },
    ],
  },
  {
    id: 'faltas-e-atrasos',
    title: 'Faltas e atrasos',
    entries: [
      {
        question: 'E se a profissional se atrasar?',
        answer: `A tolerância de atraso é de ${LATENESS_TOLERANCE_MINUTES} minutos. Passado esse tempo, você pode avisar a ${PRODUCT_NAME} pelo pedido.`,
      },
      {
        question: 'E se a profissional não aparecer?',
        answer: `Use '${CANCELLATION_OPTION_LABELS.informAbsence}' no pedido. Você escolhe se aceita outra profissional para o mesmo horário, reagenda ou fica com o valor como crédito.`,
      },
    ],
  },
  {
    id: 'pagamento',
    title: 'Formas de pagamento',
    entries: [
      {
        question: 'Como posso pagar?',
        answer:
          'Com cartão de crédito (novo ou salvo), Pix, boleto ou saldo da sua conta. O saldo pode ser usado junto com outra forma de pagamento.',
      },
      {
        question: 'Como pago com Pix?',
        answer: `Escolha PIX no pagamento e leia o QR Code ou use o Pix copia e cola no app do seu banco. O Pix de um pedido vale pelos mesmos ${paymentMinutes} minutos da reserva; o de um ciclo vence na data do boleto. A confirmação chega em segundos e a tela muda sozinha.`,
      },
      {
        question: 'Como recebo o reembolso de um pedido pago com Pix?',
        answer:
          'O valor volta por Pix (devolução) para a mesma conta que pagou. Não é preciso informar dados bancários.',
      },
      {
        question: 'Quanto tempo tenho para pagar?',
        answer: `O pedido fica reservado por ${paymentMinutes} minutos após ser criado. Se o pagamento não for feito nesse prazo, o horário é liberado e é preciso agendar outra vez.`,
      },
    ],
  },
  {
    id: 'boleto',
    title: 'Boleto e comprovante de pagamento',
    entries: [
      {
        question: 'Quando vence o boleto?',
        answer: `O boleto de um pedido vence ${plural(BOLETO_LEAD_BUSINESS_DAYS, 'dia útil', 'dias úteis')} depois de emitido; por isso, o primeiro dia disponível para limpezas pagas por boleto fica mais adiante. O boleto de um ciclo de assinatura vence ${plural(CYCLE_BOLETO_BUSINESS_DAYS_BEFORE_START, 'dia útil', 'dias úteis')} antes do início do ciclo.`,
      },
      {
        question: 'Paguei o boleto em cima da hora. Como envio o comprovante?',
        answer: `Se a limpeza foi agendada com menos de ${PROOF_OF_PAYMENT.shortNoticeHours} horas de antecedência, envie o comprovante pelo pedido até ${PROOF_OF_PAYMENT.beforeStartBusinessHours} horas úteis antes do início. O comprovante é aceito por até ${plural(PROOF_OF_PAYMENT.windowBusinessDays, 'dia útil', 'dias úteis')}.`,
      },
    ],
  },
  {
    id: 'assinaturas',
    title: 'Assinaturas e ciclos',
    entries: [
      {
        question: 'Como funcionam as assinaturas?',
        answer: `Você agenda limpezas recorrentes com a frequência ${SUBSCRIPTION_FREQUENCIES.join(', ')}. Por ano, a economia é de ${SUBSCRIPTION_FREQUENCIES.map((f) => `${formatMoney(SUBSCRIPTION_YEARLY_SAVINGS_CENTS[f])} (${f})`).join(', ')}.`,
      },
      {
        question: 'Quando pago cada ciclo?',
        answer: `Os ciclos abrem para pagamento no dia ${DEFAULT_PAYMENT_EMISSION_DAY}. Um ciclo cujo dia de início já passou sem pagamento expira.`,
      },
    ],
  },
  {
    id: 'atendimento',
    title: 'Horário de atendimento',
    entries: [
      {
        question: 'Quando o suporte atende?',
        answer: `De segunda a sexta, das ${h(SUPPORT_HOURS.weekdays.from)} às ${h(SUPPORT_HOURS.weekdays.to)}, e aos sábados, das ${h(SUPPORT_HOURS.saturday.from)} às ${h(SUPPORT_HOURS.saturday.to)}, exceto feriados.`,
      },
      {
        question: 'Em quanto tempo respondem um e-mail?',
        answer: `Respondemos os e-mails em até ${SUPPORT_HOURS.emailReplyBusinessHours} horas úteis.`,
      },
    ],
  },
];

/** The help page ('/ajuda') around the FAQ. */
export const helpPageTexts = {
  intro: 'Tudo o que você precisa saber para agendar, pagar e acompanhar as suas limpezas.',
  searchLabel: 'Buscar nas regras',
  searchPlaceholder: 'Ex.: cancelamento, boleto, horário',
  noResults: (query: string) => `Nenhuma resposta encontrada para "${query}".`,
} as const;
